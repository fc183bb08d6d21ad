import { describe, expect, it } from 'vitest';
import type { TemplateQuestion } from '../template/template.schema.ts';
import { answers, flat, question } from '../template/template.fixture.ts';
import { breachLine } from './breach-lines.ts';
import { capLine } from './caps.ts';
import { exposureLine } from './model-lines.ts';
import { scoreAudit } from './score-audit.ts';

/** Issue 22's floors under the audit's band, by hand on small templates (docs/scoring.md, "Risk model v2"). */
const measured = (q: TemplateQuestion, ruleKey: string): TemplateQuestion => ({ ...q, ruleKey });
const paperwork = question({ id: 1, type: 'YES_NO', yes: 20, no: 0, max: 20, text: 'Is there a written plan?' });
const number = (id: number, ruleKey: string, text: string) =>
  measured(
    question({
      id,
      type: 'FLOAT',
      max: 2,
      text,
      bands: [
        { from: 0, to: 1, value: 2 },
        { from: 1, to: null, value: 0 },
      ],
    }),
    ruleKey,
  );
const lice = number(2, 'lice.peak', 'Lice');
const escapes = number(3, 'escapes.count', 'Escapes');
const oxygen = number(4, 'stock.unexplained', 'Unexplained stock');

describe('exposure first', () => {
  const audit = flat(paperwork, lice, escapes, oxygen);

  it('sets the band no better than the exposure score’s: 20 of 26 (76.9%) with exposure at 0% is HIGH', () => {
    const result = scoreAudit(audit, answers({ 1: 'YES', 2: '1.5', 3: '5', 4: '2' }));
    expect(result).toMatchObject({ normScore: 76.9, scoreRisk: 'MODERATE_LOW', risk: 'HIGH' });
    expect(result.exposure).toEqual({ score: 0, minScore: 0, maxScore: 6, normScore: 0, risk: 'HIGH', perils: ['lice', 'escapes'] });
    expect(capLine(result)).toBe("Capped at HIGH by: 'Exposure: the numbers an insurer prices' — 0.0% of their points");
    expect(result.caps.at(-1)).toMatchObject({ auditRule: 'EXPOSURE', questionId: 0, capRisk: 'HIGH' });
    expect(result.sections[0]!.risk).toBe('MODERATE_LOW');
  });

  it('changes nothing when exposure is no worse than the score', () => {
    const result = scoreAudit(audit, answers({ 1: 'NO', 2: '0.5', 3: '0', 4: '0' }));
    expect(result).toMatchObject({ normScore: 23.1, risk: 'MODERATE_HIGH', caps: [] });
    expect(result.exposure).toMatchObject({ normScore: 100, risk: 'LOW' });
  });

  it('names only the perils its questions measured: no lice on a farm not asked about lice (issue 37 item 5)', () => {
    const result = scoreAudit(flat(paperwork, escapes, oxygen), answers({ 1: 'YES', 3: '0', 4: '0' }));
    expect(result.exposure?.perils).toEqual(['escapes']);
    expect(exposureLine(result.exposure!)).toBe(
      'Exposure: the numbers an insurer prices (escapes) score 100.0%, LOW. The audit’s band is never better.',
    );
  });

  it('is null on a template without exposure measures', () => {
    expect(scoreAudit(flat(paperwork), answers({ 1: 'YES' })).exposure).toBeNull();
  });
});

describe('breaches compound', () => {
  // Base-pack limits: escapes GTE 300, lice GTE 2 (no jurisdiction), three loss events.
  const escaped = measured(question({ id: 2, type: 'INTEGER', max: 0, text: 'Escaped' }), 'escapes.count');
  const licePeak = measured(question({ id: 3, type: 'FLOAT', max: 0, text: 'Lice peak' }), 'lice.peak');
  const losses = measured(question({ id: 4, type: 'INTEGER', max: 0, text: 'Loss events' }), 'losses.events');
  const audit = flat(paperwork, escaped, licePeak, losses);

  it('one or two perils in breach cap at MODERATE HIGH, each named with its limit', () => {
    const result = scoreAudit(audit, answers({ 1: 'YES', 2: '300', 3: '2.5', 4: '0' }));
    expect(result).toMatchObject({ normScore: 100, risk: 'MODERATE_HIGH' });
    expect(result.caps.map((c) => [c.questionText, c.capRisk, c.limit?.kind])).toEqual([
      ['Escaped', 'MODERATE_HIGH', 'STANDARD'],
      ['Lice peak', 'MODERATE_HIGH', 'STANDARD'],
    ]);
  });

  it('prints a number in a breach line as the answers table does: 150,000, not 150000 (issue 37 item 5)', () => {
    const result = scoreAudit(audit, answers({ 1: 'YES', 2: '150000', 3: '0', 4: '0' }));
    expect(result.caps.map(breachLine)).toEqual([
      "Standard not met: 'Escaped' — 150,000. Limit: fewer than 300 fish escaped in a production cycle (ASC Salmon Standard v1.4, criterion 3.4.1 (applied to every finfish farm)).",
    ]);
  });

  it('three perils in breach at once make the farm HIGH', () => {
    const result = scoreAudit(audit, answers({ 1: 'YES', 2: '300', 3: '2.5', 4: '3' }));
    expect(result.risk).toBe('HIGH');
    expect(capLine(result)).toBe("Capped at HIGH by: 'Limits broken in several perils at once' — 3 perils: escapes, lice, losses");
  });
});

describe('perils at zero (issue 39 item 3)', () => {
  // Measures without limits at every answer below, so only the new floor can move the band.
  const temperature = number(2, 'temperature.hotDays', 'Hot days');
  const weather = number(3, 'site.waveClass', 'Wave class');
  const disease = number(4, 'site.neighbourDistance', 'Nearest farm');
  const water = number(5, 'water.ph', 'pH');
  const tempRange = { ...number(6, 'temperature.range', 'Temperature range'), allowNotApplicable: true };
  const audit = flat(paperwork, temperature, weather, disease, water, tempRange);

  it('four perils whose every exposure answer scores no points make the farm HIGH, named in the cap line', () => {
    const result = scoreAudit(audit, answers({ 1: 'YES', 2: '5', 3: '5', 4: '5', 5: '5', 6: '5' }));
    expect(result.risk).toBe('HIGH');
    // The exposure floor is HIGH too (every exposure answer at 0): the cap line names both.
    expect(capLine(result)).toContain(
      "'Perils whose every exposure answer scores no points' — 4 perils: temperature, weather, disease, water quality",
    );
    expect(result.caps.at(-1)).toMatchObject({ auditRule: 'ZERO_PERILS', questionId: 0, capRisk: 'HIGH' });
  });

  it('a peril with one answer that still scores is not at zero: three perils are not enough', () => {
    const result = scoreAudit(audit, answers({ 1: 'YES', 2: '5', 3: '5', 4: '5', 5: '5', 6: '0.5' }));
    expect(result.caps.some((c) => c.auditRule === 'ZERO_PERILS')).toBe(false);
  });

  it('an accepted N/A leaves its question out: the peril is judged on its other answers', () => {
    const result = scoreAudit(audit, answers({ 1: 'YES', 2: '5', 3: '5', 4: '5', 5: '5', 6: 'N/A' }));
    expect(result.caps.find((c) => c.auditRule === 'ZERO_PERILS')?.answerText).toBe(
      '4 perils: temperature, weather, disease, water quality',
    );
  });
});
