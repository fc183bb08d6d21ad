import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@aquarisk/contract/constants';
import { actionRiskLevels } from '@aquarisk/contract/risk';

export const dueFilters = ['overdue', 'soon'] as const;
export const ownerFilters = ['me', 'unassigned'] as const;
export type DueFilter = (typeof dueFilters)[number];
export type OwnerFilter = (typeof ownerFilters)[number];

export interface ActionsFilters {
  risk: string | null;
  due: DueFilter | null;
  owner: OwnerFilter | null;
  /** true: audits whose actions fall due first come first; false: newest first */
  dueFirst: boolean;
  year: number | null;
  history: boolean;
  size: number;
  page: number;
}

/** Filters and page from the address, so Back and a shared link keep them; anything unknown falls back to defaults. */
export function parseFilters(params: URLSearchParams): ActionsFilters {
  const risk = params.get('risk');
  const year = Number(params.get('year'));
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    risk: risk && (actionRiskLevels as readonly string[]).includes(risk) ? risk : null,
    due: dueFilters.find((d) => d === params.get('due')) ?? null,
    owner: ownerFilters.find((o) => o === params.get('owner')) ?? null,
    dueFirst: params.get('sort') === 'due',
    year: Number.isInteger(year) && year >= 1900 && year <= 2100 ? year : null,
    history: params.get('history') === 'true',
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function filtersToParams(f: ActionsFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.risk) out['risk'] = f.risk;
  if (f.due) out['due'] = f.due;
  if (f.owner) out['owner'] = f.owner;
  if (f.dueFirst) out['sort'] = 'due';
  if (f.year) out['year'] = String(f.year);
  if (f.history) out['history'] = 'true';
  if (f.size !== DEFAULT_PAGE_SIZE) out['size'] = String(f.size);
  if (f.page !== 1) out['page'] = String(f.page);
  return out;
}

/** The page's filters; changing any filter but the page goes back to page 1. */
export function useActionsFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const update = (patch: Partial<ActionsFilters>) => {
    const next = { ...filters, ...patch, page: patch.page ?? 1 };
    setParams(filtersToParams(next));
  };
  return [filters, update] as const;
}
