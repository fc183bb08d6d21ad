import { expect, it } from 'vitest';
import { apiAction } from '../../test/contract-fixtures.ts';
import { panelActions } from './panel-actions.ts';

const today = '2026-06-10';
const a = (externalId: string, dueOn: string | null, owner: string | null) =>
  apiAction({ externalId, dueOn, owner: owner ? { externalId: owner, name: owner } : null });
const actions = [
  a('late', '2026-06-09', 'me'),
  a('today', '2026-06-10', null),
  a('week', '2026-06-17', 'other'),
  a('later', '2026-06-18', 'me'),
  a('none', null, null),
];
const none = { risk: null, due: null, owner: null, dueFirst: false } as const;
const ids = (f: Partial<typeof none> | { due: 'overdue' | 'soon' } | { owner: 'me' | 'unassigned' } | { dueFirst: true }) =>
  panelActions(actions, { ...none, ...f }, 'me', today).map((x) => x.externalId);

it.each([
  [{}, ['late', 'today', 'week', 'later', 'none']],
  [{ due: 'overdue' }, ['late']],
  [{ due: 'soon' }, ['late', 'today', 'week']],
  [{ owner: 'me' }, ['late', 'later']],
  [{ owner: 'unassigned' }, ['today', 'none']],
  [{ due: 'soon', owner: 'me' }, ['late']],
] as const)('filters %j as the server does: %j', (f, expected) => {
  expect(ids(f)).toEqual(expected);
});

it('due first orders by due day, no due day last, and keeps the list unsorted otherwise', () => {
  const shuffled = [actions[3]!, actions[4]!, actions[0]!, actions[2]!];
  expect(panelActions(shuffled, { ...none, dueFirst: true }, 'me', today).map((x) => x.externalId)).toEqual([
    'late',
    'week',
    'later',
    'none',
  ]);
  expect(panelActions(shuffled, none, 'me', today).map((x) => x.externalId)).toEqual(['later', 'none', 'late', 'week']);
});
