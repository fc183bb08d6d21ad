import { addDays, DUE_SOON_DAYS } from '@aquarisk/contract/action-due';
import type { Action } from '@aquarisk/contract/schemas/action.schema';
import type { ActionsFilters } from './actions-filters.ts';

type Filters = Pick<ActionsFilters, 'risk' | 'due' | 'owner' | 'dueFirst'>;

/**
 * An opened audit's actions under the page's filters, as the server filters the audits (action.repository.ts): risk
 * level; due before today (overdue) or within 7 days (overdue included); owned by me or by nobody; due first
 * (no due day last) or as listed.
 */
export function panelActions<A extends Action>(actions: A[], f: Filters, meExtId: string | null, today: string): A[] {
  const before = f.due === 'overdue' ? today : f.due === 'soon' ? addDays(today, DUE_SOON_DAYS + 1) : null;
  const shown = actions.filter(
    (a) =>
      (!f.risk || a.riskLevel === f.risk) &&
      (before === null || (a.dueOn !== null && a.dueOn < before)) &&
      (f.owner !== 'me' || (a.owner !== null && a.owner.externalId === meExtId)) &&
      (f.owner !== 'unassigned' || a.owner === null),
  );
  if (!f.dueFirst) return shown;
  return [...shown].sort((a, b) => (a.dueOn ?? '9999').localeCompare(b.dueOn ?? '9999'));
}
