import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { activityMethods, activityTargets, type ActivityMethod, type ActivityTarget } from '@aquarisk/contract/activity';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@aquarisk/contract/constants';

export interface ActivityLogParams {
  page: number;
  size: number;
  sort: 'asc' | 'desc';
  users: string[];
  targets: ActivityTarget[];
  methods: ActivityMethod[];
  /** local calendar days, YYYY-MM-DD */
  from: string | null;
  to: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const listOf = <T extends string>(raw: string | null, allowed: readonly T[]) =>
  raw ? raw.split(',').filter((v): v is T => (allowed as readonly string[]).includes(v)) : [];

/** Filters, sort and page from the address, so Back and a shared link keep them; anything unknown falls back. */
export function parseParams(p: URLSearchParams): ActivityLogParams {
  const page = Number(p.get('page'));
  const size = Number(p.get('size'));
  const from = p.get('from');
  const to = p.get('to');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: p.get('sort') === 'asc' ? 'asc' : 'desc',
    users: p.get('users')?.split(',').filter(Boolean) ?? [],
    targets: listOf(p.get('targets'), activityTargets),
    methods: listOf(p.get('methods'), activityMethods),
    from: from && DAY.test(from) ? from : null,
    to: to && DAY.test(to) ? to : null,
  };
}

export function toSearch(f: ActivityLogParams): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.page !== 1) out['page'] = String(f.page);
  if (f.size !== DEFAULT_PAGE_SIZE) out['size'] = String(f.size);
  if (f.sort !== 'desc') out['sort'] = f.sort;
  if (f.users.length) out['users'] = f.users.join(',');
  if (f.targets.length) out['targets'] = f.targets.join(',');
  if (f.methods.length) out['methods'] = f.methods.join(',');
  if (f.from) out['from'] = f.from;
  if (f.to) out['to'] = f.to;
  return out;
}

/** The browser's local day as the instants the API compares: its first and its last millisecond. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00.000`).toISOString();
export const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

/** The API's filter body for these parameters. */
export function filterBody(f: ActivityLogParams) {
  return {
    auditTargets: f.targets,
    methods: f.methods,
    userEmails: f.users,
    from: f.from ? dayStart(f.from) : null,
    to: f.to ? dayEnd(f.to) : null,
  };
}

/**
 * Any change but the page goes back to page 1. A change builds on the one asked for before it even when the address
 * has not been rendered yet (a busy device: a user picked, then an event type at once), so no filter is lost.
 */
export function useActivityLogParams() {
  const [search, setSearch] = useSearchParams();
  const params = parseParams(search);
  const asked = useRef<ActivityLogParams | null>(null);
  const shown = search.toString();
  useEffect(() => {
    asked.current = null;
  }, [shown]);
  const update = (patch: Partial<ActivityLogParams>) => {
    const next = { ...(asked.current ?? params), ...patch, page: patch.page ?? 1 };
    asked.current = next;
    setSearch(toSearch(next));
  };
  return [params, update] as const;
}
