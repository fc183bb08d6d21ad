import { describe, expect, it } from 'vitest';
import { questionsInOrder } from '../../answers/include-if.ts';
import { defaultTemplates } from '../../template/default-template.ts';
import { scoreScenario, type Scenario } from './scenario.ts';

/** Dates that age (issue 22): the same farm loses points as an inspection grows old, measured on the audit date. */
const farm = { species: 'Atlantic salmon', country: 'Norway' };
const moorings = (daysAgo: number): Scenario => ({
  name: `moorings inspected ${daysAgo} days ago`,
  farmType: 'SALMONID_SEA_PENS',
  farm,
  answers: [['Date of the last mooring inspection', { daysAgo }]],
  expected: 'LOW',
});

describe('dates that age', () => {
  it('a mooring inspection 30 months old costs points a recent one keeps', () => {
    const [recent, year, thirtyMonths] = [60, 400, 913].map((d) => scoreScenario(moorings(d)));
    expect(recent!.score - year!.score).toBe(2);
    expect(recent!.score - thirtyMonths!.score).toBe(3);
    expect(thirtyMonths!.normScore!).toBeLessThan(recent!.normScore!);
  });

  it('every default template ages its inspection, service, survey or expiry dates', () => {
    for (const t of defaultTemplates) {
      const aged = questionsInOrder(t.body).filter((q) => q.answerType.startsWith('DATE') && (q.answer.scoring.bands ?? []).length > 0);
      expect(aged.length, t.body.name).toBeGreaterThanOrEqual(2);
    }
  });
});
