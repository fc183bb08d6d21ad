import { describe, expect, it } from 'vitest';
import { agedText, ageInDays } from './answer-age.ts';
import { questionOutcome } from './question-outcome.ts';
import { question } from '../template/template.fixture.ts';

describe('dates that age', () => {
  it('count whole days from the answer to the audit date, not to the server clock', () => {
    expect(ageInDays('2024-11-12', '2026-05-12')).toBe(546);
    expect(ageInDays('2026-05-12T18:45', '2026-05-12T08:00:00.000Z')).toBe(0);
    expect(ageInDays('2026-08-10', '2026-05-12')).toBe(-90);
    expect(ageInDays('2026-05-12', null)).toBeNull();
    expect(ageInDays('soon', '2026-05-12')).toBeNull();
  });

  it('say how old the date was in the cap line', () => {
    expect(agedText('2026-03-01', 72)).toBe('2026-03-01 (72 days before the audit)');
    expect(agedText('2026-05-13', -1)).toBe('2026-05-13 (1 day after the audit)');
    expect(agedText('2026-05-12T09:00', 0)).toBe('2026-05-12 09:00 (the audit date)');
  });

  it('score a dated answer through its bands by age, and by its default without an audit date', () => {
    const expiry = question({
      id: 1,
      type: 'DATE',
      max: 3,
      default: 1,
      bands: [
        { from: null, to: -90, value: 3 },
        { from: -90, to: 1, value: 2 },
        { from: 1, to: null, value: 0, capRisk: 'HIGH' },
      ],
    });
    const at = (answer: string) => questionOutcome(expiry, answer, { auditDate: '2026-05-12' });
    expect(at('2027-01-01')).toMatchObject({ score: 3, capRisk: null, values: [-234] });
    expect(at('2026-05-12')).toMatchObject({ score: 2, capRisk: null, values: [0] });
    expect(at('2026-05-11')).toMatchObject({ score: 0, capRisk: 'HIGH', answerText: '2026-05-11 (1 day before the audit)' });
    expect(questionOutcome(expiry, '2026-05-11')).toMatchObject({ score: 1, capRisk: null, values: [] });
  });
});
