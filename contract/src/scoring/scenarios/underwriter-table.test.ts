import { describe, expect, it } from 'vitest';
import { brokenLimits } from '../breach-lines.ts';
import { unansweredCount } from '../score-audit.ts';
import { scoreScenario } from './scenario.ts';
import { underwriterTable, type UnderwriterRow } from './underwriter-table.ts';

/** Issue 39, "Done when": P1–P12 give the underwriter's band, built from the default templates. */

describe('the underwriter’s table of issue 39', () => {
  it.each(underwriterTable.map((row) => [`${row.id} ${row.name}`, row] as const))('%s', (_name, row: UnderwriterRow) => {
    expect(row.underwriter).toContain(row.expected);
    const result = scoreScenario(row);
    expect(unansweredCount(result), 'every question that applies is answered').toBe(0);
    expect(result.risk, `${row.id}: ${result.normScore} % (score ${result.scoreRisk})`).toBe(row.expected);
    const legal = brokenLimits(result.caps).legal.map((c) => c.questionText);
    expect(legal.length, `legal breaches: ${legal.join(' | ')}`).toBe((row.legal ?? []).length);
  });

  it('names twelve farms, P1 to P12', () => {
    expect(underwriterTable.map((r) => r.id)).toEqual(Array.from({ length: 12 }, (_, i) => `P${i + 1}`));
  });
});
