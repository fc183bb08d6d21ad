import { describe, expect, it } from 'vitest';
import type { AnswerType } from '../answer-types.ts';
import { displayAnswer, UNKNOWN_USER, type AnswerDisplay } from './answer-display.ts';

const options = [
  { ordinal: 10, text: 'At least monthly' },
  { ordinal: 20, text: 'Quarterly' },
  { ordinal: 30, text: 'Never' },
];
const names = new Map([['u-7', 'Astrid Auditor']]);

const cases: [AnswerType, string | null, string | null, AnswerDisplay][] = [
  ['YES_NO', 'YES', null, { kind: 'text', text: 'Yes' }],
  ['YES_NO', 'NO', null, { kind: 'text', text: 'No' }],
  ['SINGLE_SELECT', '[20]', null, { kind: 'text', text: 'Quarterly' }],
  ['MULTI_SELECT', '[10,30]', null, { kind: 'list', items: ['At least monthly', 'Never'] }],
  ['MULTI_SELECT', '[]', null, { kind: 'none' }],
  ['FLOAT', '9.81', 'MG_L', { kind: 'text', text: '9.81 mg/l' }],
  ['INTEGER', '1250000', 'NONE', { kind: 'text', text: '1,250,000' }],
  ['FLOAT_RANGE', '4.86-7.74', 'PPT', { kind: 'text', text: '4.86 – 7.74 ppt' }],
  ['INTEGER_RANGE', '10-20', 'CELSIUS', { kind: 'text', text: '10 – 20 °C' }],
  ['DATE', '2026-04-10', null, { kind: 'text', text: '10 Apr 2026' }],
  ['DATE_TIME', '2026-11-21T14:45', null, { kind: 'text', text: '21 Nov 2026, 14:45' }],
  [
    'URL',
    'https%3A%2F%2Frecords.example%2Fplan.pdf',
    null,
    { kind: 'link', href: 'https://records.example/plan.pdf', text: 'https://records.example/plan.pdf' },
  ],
  ['URL', 'javascript%3Aalert(1)', null, { kind: 'text', text: 'javascript:alert(1)' }],
  ['LONG_TEXT', '<p>Not <strong>followed</strong></p>', null, { kind: 'html', html: '<p>Not <strong>followed</strong></p>' }],
  ['LONG_TEXT', '<p></p>', null, { kind: 'none' }],
  ['USER', 'u-7', null, { kind: 'text', text: 'Astrid Auditor' }],
  ['USER', 'u-unknown', null, { kind: 'text', text: UNKNOWN_USER }],
  ['SHORT_TEXT', 'NO-20871', null, { kind: 'text', text: 'NO-20871' }],
  ['SHORT_TEXT', null, null, { kind: 'none' }],
];

describe('displayAnswer', () => {
  it.each(cases)('%s %s (%s)', (answerType, answerStr, answerUnits, expected) => {
    expect(displayAnswer({ answerType, answerStr, answerUnits, answerOptions: options }, { userNames: names, locale: 'en-GB' })).toEqual(
      expected,
    );
  });
});

describe('N/A answers (issue 13)', () => {
  it.each(['YES_NO', 'SINGLE_SELECT', 'FLOAT', 'FLOAT_RANGE', 'DATE', 'USER'] as AnswerType[])(
    '%s answered N/A shows N/A',
    (answerType) => {
      expect(displayAnswer({ answerType, answerUnits: 'MG_L', answerOptions: options, answerStr: 'N/A', notApplicable: true })).toEqual({
        kind: 'text',
        text: 'N/A',
      });
    },
  );

  it("a text that happens to read 'N/A' on a question without N/A stays as typed", () => {
    expect(displayAnswer({ answerType: 'SHORT_TEXT', answerOptions: [], answerStr: 'N/A' })).toEqual({ kind: 'text', text: 'N/A' });
    expect(displayAnswer({ answerType: 'SINGLE_SELECT', answerOptions: options, answerStr: 'N/A' })).toEqual({ kind: 'none' });
  });
});
