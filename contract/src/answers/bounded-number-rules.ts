import type { AnswerType } from '../answer-types.ts';
import { FLOAT_DECIMALS, INTEGER_MAX } from '../constants.ts';
import { boundMessages, validationMessages as m } from '../messages.ts';

/**
 * Number answers of a question that declares its own bounds (template `answerBounds`, issue 13): negative numbers
 * and 0 are allowed when the bounds allow them, and the value must lie within them (both ends included). An end
 * left out keeps the spec's: a FLOAT stays above 0, an INTEGER stays within 0 … 2,147,483,647. Range answers are
 * stored 'low-high' as before, so a negative range reads '-2.5-4' or '-5--1'.
 */
export interface NumberBounds {
  min?: number | null | undefined;
  max?: number | null | undefined;
}
type Check = { ok: true; value: string } | { ok: false; message: string };

const FLOAT = new RegExp(`^-?\\d+(?:\\.\\d{1,${FLOAT_DECIMALS}})?$`);
const WHOLE = /^-?\d+$/;
const RANGE = /^(-?[\d.]+)\s*-\s*(-?[\d.]+)$/;

interface Limits {
  low: number;
  /** the spec's FLOAT rule: greater than 0, 0 itself excluded */
  lowExclusive: boolean;
  high: number;
  text: string;
}

// One formatter for every call: toLocaleString with options builds a new one each time (issue 27: the batch's cost).
const SHOW = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });
const show = (n: number) => SHOW.format(n);

function limitsOf(whole: boolean, bounds: NumberBounds): Limits {
  const min = bounds.min ?? null;
  const max = bounds.max ?? null;
  if (whole) {
    const low = Math.max(min ?? 0, -INTEGER_MAX);
    const high = Math.min(max ?? INTEGER_MAX, INTEGER_MAX);
    return { low, lowExclusive: false, high, text: `between ${show(low)} and ${show(high)}` };
  }
  const high = max ?? Number.POSITIVE_INFINITY;
  if (min === null) return { low: 0, lowExclusive: true, high, text: `greater than 0 and at most ${show(high)}` };
  const text = max === null ? `at least ${show(min)}` : `between ${show(min)} and ${show(max)}`;
  return { low: min, lowExclusive: false, high, text };
}

const within = (n: number, l: Limits) => (l.lowExclusive ? n > l.low : n >= l.low) && n <= l.high;
/** '-0' and '-0.00' are stored without the sign. */
const tidy = (text: string, whole: boolean) => (whole ? String(Number(text) + 0) : Number(text) === 0 ? text.replace(/^-/, '') : text);

/** The check of a bounded number answer, or null when the type is not a number or the bounds set no end. */
export function checkBoundedNumber(type: AnswerType, text: string, bounds: NumberBounds): Check | null {
  if ((bounds.min ?? null) === null && (bounds.max ?? null) === null) return null;
  const whole = type === 'INTEGER' || type === 'INTEGER_RANGE';
  const limits = limitsOf(whole, bounds);
  const part = whole ? WHOLE : FLOAT;
  switch (type) {
    case 'INTEGER':
    case 'FLOAT': {
      const message = whole ? boundMessages.wholeNumber(limits.text) : boundMessages.number(limits.text);
      if (!part.test(text)) return { ok: false, message: whole ? message : m.float };
      return within(Number(text), limits) ? { ok: true, value: tidy(text, whole) } : { ok: false, message };
    }
    case 'INTEGER_RANGE':
    case 'FLOAT_RANGE': {
      const message = whole ? boundMessages.wholeRange(limits.text) : boundMessages.range(limits.text);
      const match = RANGE.exec(text);
      const [low, high] = match ? [match[1]!, match[2]!] : ['', ''];
      if (!part.test(low) || !part.test(high)) return { ok: false, message: whole ? message : m.floatRange };
      if (!within(Number(low), limits) || !within(Number(high), limits)) return { ok: false, message };
      if (Number(high) <= Number(low)) return { ok: false, message: m.rangeOrder };
      return { ok: true, value: `${tidy(low, whole)}-${tidy(high, whole)}` };
    }
    default:
      return null;
  }
}
