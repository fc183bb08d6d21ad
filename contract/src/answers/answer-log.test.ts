import { describe, expect, it } from 'vitest';
import { answerLogValue, questionLogLabel } from './answer-log.ts';

const options = [
  { id: 1, name: 'under_15', ordinal: 10, text: 'Under 15 kg/m³', hint: null, scoring: { value: 4 } },
  { id: 2, name: 'over_25', ordinal: 20, text: 'Over 25 kg/m³', hint: null, scoring: { value: 0 } },
];
const q = (answerType: string, answerUnits = 'NONE') =>
  ({ answerType, answerUnits, answerOptions: options }) as Parameters<typeof answerLogValue>[0];

describe('answers in the activity log', () => {
  it.each<[string, string, string | null, string | null]>([
    ['single select: the option text, not the ordinal', 'SINGLE_SELECT', '[20]', 'Over 25 kg/m³'],
    ['multi select: the texts joined', 'MULTI_SELECT', '[10,20]', 'Under 15 kg/m³, Over 25 kg/m³'],
    ['yes/no', 'YES_NO', 'YES', 'Yes'],
    ['no answer before', 'SINGLE_SELECT', null, null],
    ['not applicable', 'SINGLE_SELECT', 'N/A', 'N/A'],
    ['a date as stored', 'DATE', '2026-03-01', '2026-03-01'],
    ['a text as stored', 'SHORT_TEXT', 'Pen 4', 'Pen 4'],
  ])('%s', (_, type, raw, shown) => expect(answerLogValue(q(type), raw)).toBe(shown));

  it('gives numbers their unit and a person their name', () => {
    expect(answerLogValue(q('FLOAT', 'KG_M3'), '18.5')).toBe('18.5 kg/m³');
    expect(answerLogValue(q('FLOAT_RANGE', 'CELSIUS'), '4-12')).toBe('4 – 12 °C');
    expect(answerLogValue(q('USER'), 'u-1', new Map([['u-1', 'Astrid Auditor']]))).toBe('Astrid Auditor');
  });

  it('names a question by section and wording, long wording cut', () => {
    expect(questionLogLabel('Husbandry', 'Stocking density')).toBe("Section Husbandry, question 'Stocking density'");
    expect(questionLogLabel('Husbandry', 'x'.repeat(100))).toBe(`Section Husbandry, question '${'x'.repeat(80)}…'`);
  });
});
