import { describe, expect, it } from 'vitest';
import { AGED_CHECKS_CAP_TEXT } from './aged-checks.ts';
import { scoreScenario, type Scenario } from './scenarios/scenario.ts';

/** Issue 39 item 5: three dated checks aged out at once make the farm HIGH, as an audit rule of its own. */
const norway = { species: 'Atlantic salmon', country: 'Norway', region: 'Vestland' };
const aged = (checks: readonly string[]): Scenario => ({
  name: `${checks.length} checks aged out`,
  farmType: 'SALMONID_SEA_PENS',
  farm: norway,
  answers: checks.map((c) => [c, { daysAgo: 1095 }] as const),
  expected: 'HIGH',
});
const LICE = 'Date and time of the most recent sea lice count';
const VET = 'Date of the last veterinary visit';
const MOORINGS = 'Date of the last mooring inspection';

describe('dated checks that age out', () => {
  it('three at once make the farm HIGH, naming the checks', () => {
    const result = scoreScenario(aged([LICE, VET, MOORINGS]));
    const cap = result.caps.find((c) => c.auditRule === 'AGED_CHECKS');
    expect(cap).toMatchObject({ questionText: AGED_CHECKS_CAP_TEXT, capRisk: 'HIGH' });
    expect(cap!.answerText).toMatch(
      /^3 checks: Date of the last veterinary visit; Date and time of the most recent sea lice count; Date of the last mooring inspection/,
    );
    expect(result.risk).toBe('HIGH');
  });

  it('two cap by their own limits only', () => {
    const result = scoreScenario(aged([VET, MOORINGS]));
    expect(result.caps.some((c) => c.auditRule === 'AGED_CHECKS')).toBe(false);
    expect(result.risk).toBe('MODERATE_HIGH');
  });

  it('a check within its limit has not aged out (Norway: a lice count 14 days old is in time, 15 is not)', () => {
    const at = (daysAgo: number) =>
      scoreScenario({ ...aged([]), answers: [[LICE, { daysAgo }]], expected: 'LOW' }).caps.filter((c) => c.limit?.kind === 'LEGAL');
    expect(at(14)).toEqual([]);
    expect(at(15).map((c) => c.limit!.text)).toEqual(['a lice count at most 14 days old on the audit date']);
  });
});
