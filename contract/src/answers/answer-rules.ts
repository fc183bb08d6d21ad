import { NOT_APPLICABLE, type AnswerType } from '../answer-types.ts';
import { INTEGER_MAX, LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../constants.ts';
import { validationMessages as m } from '../messages.ts';
import { checkBoundedNumber, type NumberBounds } from './bounded-number-rules.ts';

/**
 * Answer validation of docs/requirements.md#core-5 on the answerValue text forms of docs/requirements.md#decisions-audits. Both sides use it: the form shows
 * the message, the server answers 400 with it. `value` is the normalised text to store.
 */
export type AnswerCheck = { ok: true; value: string } | { ok: false; message: string };
export interface AnswerContext {
  /** The question's options; when given, select answers must name existing ordinals. */
  options?: readonly { ordinal: number }[];
  /** The question's own numeric bounds (template `answerBounds`); they replace the spec's number rules. */
  bounds?: NumberBounds | null | undefined;
  /** The question allows N/A: the answer 'N/A' is valid and stored as it is. */
  allowNotApplicable?: boolean | undefined;
}

const fail = (message: string): AnswerCheck => ({ ok: false, message });
const pass = (value: string): AnswerCheck => ({ ok: true, value });

const FLOAT = /^\d+(?:\.\d{1,2})?$/;
const UINT = /^\d+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SELECT = /^\[\s*(?:\d+\s*(?:,\s*\d+\s*)*)?\]$/;
const RANGE = /^\s*(-?\d+(?:\.\d+)?)\s*-\s*(-?\d+(?:\.\d+)?)\s*$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):(00|15|30|45)$/;

/** Ordinals of a select answer '[10,30]'; anything malformed gives []. */
export function parseSelect(raw: string): number[] {
  const text = raw.trim();
  if (!SELECT.test(text)) return [];
  const inner = text.slice(1, -1).trim();
  return inner === '' ? [] : inner.split(',').map((part) => Number(part.trim()));
}

/** '[10,30]' from ordinals, in the order given. */
export function formatSelect(ordinals: readonly number[]): string {
  return `[${ordinals.join(',')}]`;
}

/**
 * 'low-high' → [low, high]; null when malformed. Answers are non-negative, but a leading minus is read too, so an
 * includeIf BETWEEN over temperatures ('-5-10') works. Does not check low ≤ high.
 */
export function parseRange(raw: string): [number, number] | null {
  const match = RANGE.exec(raw);
  if (!match) return null;
  return [Number(match[1]), Number(match[2])];
}

/** True when the HTML shows no text: tags, &nbsp; and whitespace only ('<p></p>', '<p><br></p>'). */
export function isEmptyRichText(html: string | null | undefined): boolean {
  if (!html) return true;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/[\s\u00a0\u200b]+/g, '');
  return text === '';
}

/** The default of the last question and of a new action's description (docs/requirements.md#core-5, docs/requirements.md#results-5). */
export const FINDINGS_DEFAULT_HTML = '<h2>Findings</h2><p></p><h2>Recommendations</h2><p></p>';

const EMPTY_PARAGRAPH = /<p(?:\s[^>]*)?>(?:\s|&nbsp;|&#160;|<br\s*\/?>)*<\/p>/gi;

/** True when the HTML is the Findings and Recommendations default with nothing typed into it. */
export function isUntouchedFindingsDefault(html: string | null | undefined): boolean {
  if (!html) return false;
  const squeezed = html.replace(EMPTY_PARAGRAPH, '').replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();
  return squeezed.toLowerCase() === '<h2>findings</h2><h2>recommendations</h2>';
}

/** The New Action and Resolve Action rule: empty rich text or the untouched default is missing. */
export function isMissingDescription(html: string | null | undefined): boolean {
  return isEmptyRichText(html) || isUntouchedFindingsDefault(html);
}

function isRealDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

function checkSelect(raw: string, multiple: boolean, ctx?: AnswerContext): AnswerCheck {
  const ordinals = parseSelect(raw);
  if (ordinals.length === 0 || (!multiple && ordinals.length !== 1)) return fail(m.optionRequired);
  if (new Set(ordinals).size !== ordinals.length) return fail(m.optionRequired);
  if (ctx?.options) {
    const known = new Set(ctx.options.map((o) => o.ordinal));
    if (!ordinals.every((o) => known.has(o))) return fail(m.optionRequired);
  }
  return pass(formatSelect([...ordinals].sort((a, b) => a - b)));
}

function checkRange(raw: string, part: RegExp, formatMessage: string, max = Number.POSITIVE_INFINITY): AnswerCheck {
  const pieces = raw.trim().split('-');
  if (pieces.length !== 2) return fail(formatMessage);
  const [low, high] = pieces.map((p) => p.trim()) as [string, string];
  if (!part.test(low) || !part.test(high) || Number(low) > max || Number(high) > max) return fail(formatMessage);
  if (Number(high) <= Number(low)) return fail(m.rangeOrder);
  return pass(`${low}-${high}`);
}

/** Validates one answer against docs/requirements.md#core-5; the message is the spec's, word for word. */
export function validateAnswer(answerType: AnswerType, raw: string, ctx?: AnswerContext): AnswerCheck {
  const text = raw.trim();
  if (ctx?.allowNotApplicable && text === NOT_APPLICABLE) return pass(NOT_APPLICABLE);
  const bounded = ctx?.bounds ? checkBoundedNumber(answerType, text, ctx.bounds) : null;
  if (bounded) return bounded;
  switch (answerType) {
    case 'SHORT_TEXT':
      return text.length >= 1 && text.length <= SHORT_TEXT_MAX ? pass(text) : fail(m.shortText);
    case 'LONG_TEXT':
      // The last question's untouched Findings and Recommendations default is no answer, as for an action (issue 21).
      if (isUntouchedFindingsDefault(text)) return fail(m.answerEmpty);
      return !isEmptyRichText(text) && text.length <= LONG_TEXT_MAX ? pass(text) : fail(m.longText);
    case 'YES_NO':
      return text === 'YES' || text === 'NO' ? pass(text) : fail(m.optionRequired);
    case 'SINGLE_SELECT':
      return checkSelect(text, false, ctx);
    case 'MULTI_SELECT':
      return checkSelect(text, true, ctx);
    case 'FLOAT':
      return FLOAT.test(text) && Number(text) > 0 ? pass(text) : fail(m.float);
    case 'FLOAT_RANGE':
      return checkRange(text, FLOAT, m.floatRange);
    case 'INTEGER':
      return UINT.test(text) && Number(text) <= INTEGER_MAX ? pass(String(Number(text))) : fail(m.integer);
    case 'INTEGER_RANGE': {
      const check = checkRange(text, UINT, m.integerRange, INTEGER_MAX);
      return check.ok
        ? pass(
            check.value
              .split('-')
              .map((n) => String(Number(n)))
              .join('-'),
          )
        : check;
    }
    case 'DATE':
      return isRealDate(text) ? pass(text) : fail(m.dateRequired);
    case 'DATE_TIME': {
      const match = DATE_TIME.exec(text);
      if (match && isRealDate(match[1]!)) return pass(text);
      const [date = '', time = ''] = text.split('T');
      if (!isRealDate(date)) return fail(m.dateRequired);
      return fail(time === '' ? m.timeRequired : m.timeInvalid);
    }
    case 'URL':
      return checkUrl(text);
    case 'USER':
      return UUID.test(text) ? pass(text.toLowerCase()) : fail(m.optionRequired);
  }
}

function checkUrl(text: string): AnswerCheck {
  if (text === '') return fail(m.answerEmpty);
  try {
    return decodeURIComponent(text).trim() === '' ? fail(m.answerEmpty) : pass(text);
  } catch {
    return fail(m.answerEmpty);
  }
}
