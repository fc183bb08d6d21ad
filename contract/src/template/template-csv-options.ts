import { capRisks, type CapRisk } from '../risk.ts';
import type { AnswerOption } from './template.schema.ts';

/**
 * The `options` cell of a template CSV (docs/formats/template-csv.md): options separated by '|', each
 * `ordinal:text:value:id:name:hint:cap`; only ordinal and text are required. Inside a part, '\' escapes '\', '|' and
 * ':'; any other backslash is kept as typed, so '50\%' stays '50\%'.
 */
export type DraftOption = Omit<AnswerOption, 'id'> & { id: number | null };

const escape = (part: string) => part.replace(/[\\|:]/g, (ch) => `\\${ch}`);

export function encodeOptions(options: readonly AnswerOption[]): string {
  return options
    .map((o) => {
      const parts = [String(o.ordinal), o.text, String(o.scoring.value), String(o.id), o.name];
      const tail = o.capRisk ? [o.hint ?? '', o.capRisk] : o.hint === null ? [] : [o.hint];
      return [...parts, ...tail].map(escape).join(':');
    })
    .join('|');
}

/** Splits on unescaped '|' into items and ':' into parts, undoing the escapes (also used by the `bands` cell). */
export function splitCell(cell: string): string[][] {
  const options: string[][] = [];
  let parts: string[] = [];
  let current = '';
  for (let i = 0; i < cell.length; i += 1) {
    const ch = cell[i]!;
    const next = cell[i + 1];
    if (ch === '\\' && next !== undefined && '\\|:'.includes(next)) {
      current += next;
      i += 1;
    } else if (ch === ':') {
      parts.push(current);
      current = '';
    } else if (ch === '|') {
      options.push([...parts, current]);
      parts = [];
      current = '';
    } else {
      current += ch;
    }
  }
  options.push([...parts, current]);
  return options;
}

const INTEGER = /^\d+$/;
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** Options of one cell, or the message of the first bad one. Missing ids stay null for the caller to assign. */
export function decodeOptions(cell: string): { ok: true; options: DraftOption[] } | { ok: false; message: string } {
  if (cell.trim() === '') return { ok: true, options: [] };
  const options: DraftOption[] = [];
  for (const [index, parts] of splitCell(cell).entries()) {
    const label = `Option ${index + 1}`;
    // Text and hint keep their spaces; numbers and ids are trimmed.
    const cells = parts.map((p, i) => (i === 1 || i === 5 ? p : p.trim()));
    const [ordinal = '', text = '', value = '', id = '', name = '', hint = '', cap = ''] = cells;
    if (parts.length < 2) return { ok: false, message: `${label} needs at least ordinal:text` };
    if (parts.length > 7) return { ok: false, message: `${label} has more than 7 parts (write ':' in text as '\\:')` };
    const capRisk = readCap(cap);
    if (capRisk === false) return { ok: false, message: `${label}: unknown cap '${cap}' (expected one of ${capRisks.join(', ')})` };
    if (!INTEGER.test(ordinal)) return { ok: false, message: `${label}: the ordinal must be a whole number` };
    if (value !== '' && !NUMBER.test(value)) return { ok: false, message: `${label}: the score must be a number` };
    if (id !== '' && !(INTEGER.test(id) && Number(id) > 0)) {
      return { ok: false, message: `${label}: the id must be a positive whole number` };
    }
    options.push({
      id: id === '' ? null : Number(id),
      name: name === '' ? `option-${index + 1}` : name,
      ordinal: Number(ordinal),
      text,
      hint: hint === '' ? null : hint,
      scoring: { value: value === '' ? 0 : Number(value) },
      ...(capRisk ? { capRisk } : {}),
    });
  }
  return { ok: true, options };
}

/** A cap cell: '' is no cap, a band name is the cap, anything else is false. */
export function readCap(text: string): CapRisk | null | false {
  const cap = text.trim().toUpperCase();
  if (cap === '') return null;
  return (capRisks as readonly string[]).includes(cap) ? (cap as CapRisk) : false;
}
