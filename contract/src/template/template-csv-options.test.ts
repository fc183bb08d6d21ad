import { describe, expect, it } from 'vitest';
import { decodeOptions, encodeOptions } from './template-csv-options.ts';
import type { AnswerOption } from './template.schema.ts';

const option = (ordinal: number, text: string, extra: Partial<AnswerOption> = {}): AnswerOption => ({
  id: ordinal + 1,
  name: `option-${ordinal / 10}`,
  ordinal,
  text,
  hint: null,
  scoring: { value: 1.5 },
  ...extra,
});

describe('encodeOptions', () => {
  it.each([
    [[option(10, 'Good')], '10:Good:1.5:11:option-1'],
    [[option(10, 'a|b'), option(20, 'c:d')], '10:a\\|b:1.5:11:option-1|20:c\\:d:1.5:21:option-2'],
    [[option(10, 'back\\slash', { hint: 'h:1' })], '10:back\\\\slash:1.5:11:option-1:h\\:1'],
    [[], ''],
  ] as [AnswerOption[], string][])('%j → %j', (options, cell) => expect(encodeOptions(options)).toBe(cell));

  it.each(['plain', 'pipe | in text', 'colon: here', 'trailing \\', '\\|\\:\\\\', '"quoted", with commas', 'line\nbreak', '::||'])(
    'round-trips %j as text and hint',
    (text) => {
      const options = [option(10, text, { hint: text, name: text }), option(20, 'next')];
      expect(decodeOptions(encodeOptions(options))).toEqual({ ok: true, options });
    },
  );
});

describe('decodeOptions', () => {
  it.each([
    [
      '10:Yes:2|20:No',
      [
        { id: null, name: 'option-1', ordinal: 10, text: 'Yes', hint: null, scoring: { value: 2 } },
        { id: null, name: 'option-2', ordinal: 20, text: 'No', hint: null, scoring: { value: 0 } },
      ],
    ],
    ['10:50\\% lice', [{ id: null, name: 'option-1', ordinal: 10, text: '50\\% lice', hint: null, scoring: { value: 0 } }]],
    [' 10 : spaced : -0.5 : 7 : n ', [{ id: 7, name: 'n', ordinal: 10, text: ' spaced ', hint: null, scoring: { value: -0.5 } }]],
    ['', []],
  ])('%j', (cell, options) => expect(decodeOptions(cell)).toEqual({ ok: true, options }));

  it.each([
    ['10', 'Option 1 needs at least ordinal:text'],
    ['10:a|20', 'Option 2 needs at least ordinal:text'],
    ['10:a:1:2:n:h:HIGH:extra', "Option 1 has more than 7 parts (write ':' in text as '\\:')"],
    ['10:a:1:2:n:h:extra', "Option 1: unknown cap 'extra' (expected one of MODERATE_LOW, MODERATE, MODERATE_HIGH, HIGH)"],
    ['x:a', 'Option 1: the ordinal must be a whole number'],
    ['10:a:high', 'Option 1: the score must be a number'],
    ['10:a:1:0', 'Option 1: the id must be a positive whole number'],
  ])('rejects %j', (cell, message) => expect(decodeOptions(cell)).toEqual({ ok: false, message }));
});

describe('caps in the options cell (docs/formats/template-csv.md)', () => {
  it('reads the documented example and writes a cap after an empty hint', () => {
    const cell = '10:No escapes this cycle:3|20:Reported in time:3|30:Reported late:1::::MODERATE_HIGH|40:Not reported:0::::HIGH';
    const decoded = decodeOptions(cell);
    expect(decoded.ok && decoded.options.map((o) => [o.ordinal, o.capRisk ?? null, o.hint])).toEqual([
      [10, null, null],
      [20, null, null],
      [30, 'MODERATE_HIGH', null],
      [40, 'HIGH', null],
    ]);
    const withCap = option(30, 'Reported late', { capRisk: 'MODERATE_HIGH', id: 57, name: 'option-3' });
    expect(encodeOptions([withCap])).toBe('30:Reported late:1.5:57:option-3::MODERATE_HIGH');
    expect(decodeOptions(encodeOptions([withCap]))).toEqual({ ok: true, options: [withCap] });
  });
});
