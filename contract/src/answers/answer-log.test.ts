import { describe, expect, it } from 'vitest';
import type { AnswerType } from '../answer-types.ts';
import type { AnswerDisplay } from './answer-display.ts';
import { answerLogValue, loggedAnswerDisplay, questionLogLabel } from './answer-log.ts';

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

describe('a logged answer shown as the results screen shows it', () => {
  it.each<[string, string, string, AnswerDisplay]>([
    [
      'rich text as rich text',
      'LONG_TEXT',
      '<h2>Findings</h2><p>Nets mended</p>',
      { kind: 'html', html: '<h2>Findings</h2><p>Nets mended</p>' },
    ],
    [
      'a stored link decoded',
      'URL',
      'https%3A%2F%2Fexample.com%2Freport%20final.pdf',
      { kind: 'link', href: 'https://example.com/report%20final.pdf', text: 'https://example.com/report final.pdf' },
    ],
    ['a date in words', 'DATE', '2026-03-01', { kind: 'text', text: '1 Mar 2026' }],
    ['words already readable', 'SINGLE_SELECT', 'Over 25 kg/m³', { kind: 'text', text: 'Over 25 kg/m³' }],
    ['not applicable', 'LONG_TEXT', 'N/A', { kind: 'text', text: 'N/A' }],
  ])('%s', (_, type, logged, shown) => expect(loggedAnswerDisplay(type as AnswerType, logged, { locale: 'en-GB' })).toEqual(shown));

  it('shows no answer as none', () => expect(loggedAnswerDisplay('LONG_TEXT', null)).toEqual({ kind: 'none' }));
});
