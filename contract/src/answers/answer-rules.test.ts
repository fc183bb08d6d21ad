import { describe, expect, it } from 'vitest';
import type { AnswerType } from '../answer-types.ts';
import { validationMessages as m } from '../messages.ts';
import {
  FINDINGS_DEFAULT_HTML,
  formatSelect,
  isEmptyRichText,
  isMissingDescription,
  isUntouchedFindingsDefault,
  parseRange,
  parseSelect,
  validateAnswer,
} from './answer-rules.ts';

const options = [{ ordinal: 10 }, { ordinal: 20 }, { ordinal: 30 }];
const long = (n: number) => 'x'.repeat(n);

/** [type, raw, stored value] */
const valid: [AnswerType, string, string][] = [
  ['SHORT_TEXT', 'a', 'a'],
  ['SHORT_TEXT', long(255), long(255)],
  ['SHORT_TEXT', '  trimmed  ', 'trimmed'],
  ['LONG_TEXT', '<p>Fish look fine</p>', '<p>Fish look fine</p>'],
  [
    'LONG_TEXT',
    '<h2>Findings</h2><p>Nets mended</p><h2>Recommendations</h2><p></p>',
    '<h2>Findings</h2><p>Nets mended</p><h2>Recommendations</h2><p></p>',
  ],
  ['LONG_TEXT', `<p>${long(65_528)}</p>`, `<p>${long(65_528)}</p>`],
  ['YES_NO', 'YES', 'YES'],
  ['YES_NO', 'NO', 'NO'],
  ['SINGLE_SELECT', '[20]', '[20]'],
  ['SINGLE_SELECT', '[ 30 ]', '[30]'],
  ['MULTI_SELECT', '[10,30]', '[10,30]'],
  ['MULTI_SELECT', '[30, 10,20]', '[10,20,30]'],
  ['FLOAT', '2.53', '2.53'],
  ['FLOAT', '0.01', '0.01'],
  ['FLOAT', '7', '7'],
  ['FLOAT', '3.5', '3.5'],
  ['FLOAT_RANGE', '1.50-3.25', '1.50-3.25'],
  ['FLOAT_RANGE', '0-0.01', '0-0.01'],
  ['FLOAT_RANGE', ' 1 - 2 ', '1-2'],
  ['INTEGER', '0', '0'],
  ['INTEGER', '42', '42'],
  ['INTEGER', '007', '7'],
  ['INTEGER', '2147483647', '2147483647'],
  ['INTEGER_RANGE', '10-20', '10-20'],
  ['INTEGER_RANGE', '0-2147483647', '0-2147483647'],
  ['DATE', '2026-11-21', '2026-11-21'],
  ['DATE', '2024-02-29', '2024-02-29'],
  ['DATE_TIME', '2026-11-21T14:45', '2026-11-21T14:45'],
  ['DATE_TIME', '2026-11-21T00:00', '2026-11-21T00:00'],
  ['DATE_TIME', '2026-11-21T23:30', '2026-11-21T23:30'],
  ['URL', encodeURIComponent('https://example.com/a b?c=d&e'), encodeURIComponent('https://example.com/a b?c=d&e')],
  ['URL', 'https%3A%2F%2Faquarisk.example', 'https%3A%2F%2Faquarisk.example'],
  ['USER', '3F2504E0-4F89-11D3-9A0C-0305E82C3301', '3f2504e0-4f89-11d3-9a0c-0305e82c3301'],
];

/** [type, raw, message] */
const invalid: [AnswerType, string, string][] = [
  ['SHORT_TEXT', '', m.shortText],
  ['SHORT_TEXT', '   ', m.shortText],
  ['SHORT_TEXT', long(256), m.shortText],
  ['LONG_TEXT', '', m.longText],
  // Issue 21 item 15: the last question's untouched default (two empty headings) is no answer, as for actions.
  ['LONG_TEXT', FINDINGS_DEFAULT_HTML, m.answerEmpty],
  ['LONG_TEXT', '<h2>Findings</h2>\n<p><br></p>\n<h2>Recommendations</h2>\n<p></p>', m.answerEmpty],
  ['LONG_TEXT', '<p></p>', m.longText],
  ['LONG_TEXT', '<p><br></p><p>&nbsp;</p>', m.longText],
  ['LONG_TEXT', `<p>${long(65_529)}</p>`, m.longText],
  ['YES_NO', '', m.optionRequired],
  ['YES_NO', 'yes', m.optionRequired],
  ['YES_NO', 'MAYBE', m.optionRequired],
  ['SINGLE_SELECT', '', m.optionRequired],
  ['SINGLE_SELECT', '[]', m.optionRequired],
  ['SINGLE_SELECT', '[10,20]', m.optionRequired],
  ['SINGLE_SELECT', '[40]', m.optionRequired],
  ['SINGLE_SELECT', '20', m.optionRequired],
  ['SINGLE_SELECT', '[x]', m.optionRequired],
  ['MULTI_SELECT', '[]', m.optionRequired],
  ['MULTI_SELECT', '[10,10]', m.optionRequired],
  ['MULTI_SELECT', '[10,40]', m.optionRequired],
  ['MULTI_SELECT', '[10,]', m.optionRequired],
  ['FLOAT', '', m.float],
  ['FLOAT', '0', m.float],
  ['FLOAT', '0.00', m.float],
  ['FLOAT', '-1.5', m.float],
  ['FLOAT', '2.531', m.float],
  ['FLOAT', '1e3', m.float],
  ['FLOAT', 'abc', m.float],
  ['FLOAT', '2,53', m.float],
  ['FLOAT_RANGE', '', m.floatRange],
  ['FLOAT_RANGE', '1.5', m.floatRange],
  ['FLOAT_RANGE', '1.555-2', m.floatRange],
  ['FLOAT_RANGE', 'a-b', m.floatRange],
  ['FLOAT_RANGE', '-1-2', m.floatRange],
  ['FLOAT_RANGE', '1-2-3', m.floatRange],
  ['FLOAT_RANGE', '3.25-1.50', m.rangeOrder],
  ['FLOAT_RANGE', '2-2.00', m.rangeOrder],
  ['INTEGER', '', m.integer],
  ['INTEGER', '-1', m.integer],
  ['INTEGER', '1.5', m.integer],
  ['INTEGER', '2147483648', m.integer],
  ['INTEGER', '+3', m.integer],
  ['INTEGER_RANGE', '', m.integerRange],
  ['INTEGER_RANGE', '1.5-3', m.integerRange],
  ['INTEGER_RANGE', '0-2147483648', m.integerRange],
  ['INTEGER_RANGE', '10', m.integerRange],
  ['INTEGER_RANGE', '20-10', m.rangeOrder],
  ['INTEGER_RANGE', '10-10', m.rangeOrder],
  ['DATE', '', m.dateRequired],
  ['DATE', '2026-02-30', m.dateRequired],
  ['DATE', '2023-02-29', m.dateRequired],
  ['DATE', '2026-13-01', m.dateRequired],
  ['DATE', '21/11/2026', m.dateRequired],
  ['DATE', '2026-11-21T14:45', m.dateRequired],
  ['DATE_TIME', '', m.dateRequired],
  ['DATE_TIME', '2026-11-21', m.timeRequired],
  ['DATE_TIME', '2026-11-21T', m.timeRequired],
  ['DATE_TIME', 'T14:45', m.dateRequired],
  ['DATE_TIME', '2026-11-21T14:40', m.timeInvalid],
  ['DATE_TIME', '2026-11-21T24:00', m.timeInvalid],
  ['DATE_TIME', '2026-11-21T12:60', m.timeInvalid],
  ['DATE_TIME', '2026-02-30T10:15', m.dateRequired],
  ['DATE_TIME', '2026-11-21T2:15', m.timeInvalid],
  ['URL', '', m.answerEmpty],
  ['URL', '   ', m.answerEmpty],
  ['URL', '%20%20', m.answerEmpty],
  ['URL', '%E0%A4%A', m.answerEmpty],
  ['USER', '', m.optionRequired],
  ['USER', 'not-a-uuid', m.optionRequired],
  ['USER', '3f2504e0-4f89-11d3-9a0c-0305e82c330', m.optionRequired],
];

describe('validateAnswer', () => {
  it.each(valid)('%s accepts %j as %j', (type, raw, value) => {
    expect(validateAnswer(type, raw, { options })).toEqual({ ok: true, value });
  });

  it.each(invalid)('%s rejects %j', (type, raw, message) => {
    expect(validateAnswer(type, raw, { options })).toEqual({ ok: false, message });
  });

  it('checks select format only when no options are given', () => {
    expect(validateAnswer('SINGLE_SELECT', '[40]')).toEqual({ ok: true, value: '[40]' });
    expect(validateAnswer('MULTI_SELECT', '[40,10]')).toEqual({ ok: true, value: '[10,40]' });
    expect(validateAnswer('MULTI_SELECT', '[40,40]').ok).toBe(false);
  });
});

describe('select and range helpers', () => {
  it.each([
    ['[10,30]', [10, 30]],
    ['[20]', [20]],
    [' [ 30 , 10 ] ', [30, 10]],
    ['[]', []],
    ['', []],
    ['10,30', []],
    ['[10,abc]', []],
    ['[-10]', []],
  ])('parseSelect(%j) → %j', (raw, expected) => expect(parseSelect(raw)).toEqual(expected));

  it('formats ordinals as a bracketed list', () => {
    expect(formatSelect([10, 30])).toBe('[10,30]');
    expect(formatSelect([])).toBe('[]');
    expect(parseSelect(formatSelect([20, 10]))).toEqual([20, 10]);
  });

  it.each([
    ['1.50-3.25', [1.5, 3.25]],
    ['10-20', [10, 20]],
    ['0 - 5', [0, 5]],
    ['-5-10', [-5, 10]],
    ['-5--1', [-5, -1]],
    ['5', null],
    ['a-b', null],
    ['1-2-3', null],
    ['', null],
  ])('parseRange(%j) → %j', (raw, expected) => expect(parseRange(raw)).toEqual(expected));
});

describe('rich text', () => {
  it.each([
    ['', true],
    ['<p></p>', true],
    ['<p><br></p>', true],
    ['<p>&nbsp; </p>\n<p></p>', true],
    ['<p>x</p>', false],
    ['<h2>Findings</h2><p></p>', false],
  ])('isEmptyRichText(%j) → %s', (html, expected) => expect(isEmptyRichText(html)).toBe(expected));

  it.each([
    [FINDINGS_DEFAULT_HTML, true],
    ['<h2>Findings</h2>\n<p><br></p>\n<h2>Recommendations</h2>\n<p></p>', true],
    ['<h2>Findings</h2><h2>Recommendations</h2>', true],
    ['<h2>Findings</h2><p>Net damage</p><h2>Recommendations</h2><p></p>', false],
    ['<h2>Findings</h2><p></p><h2>Recommendations</h2><p>Repair the net</p>', false],
    ['<p>Something else</p>', false],
    ['', false],
  ])('isUntouchedFindingsDefault(%j) → %s', (html, expected) => {
    expect(isUntouchedFindingsDefault(html)).toBe(expected);
  });

  it.each([
    ['', true],
    ['<p></p>', true],
    [FINDINGS_DEFAULT_HTML, true],
    ['<p>Replace the mooring line</p>', false],
  ])('isMissingDescription(%j) → %s', (html, expected) => expect(isMissingDescription(html)).toBe(expected));
});
