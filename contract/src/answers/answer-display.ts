import { answerUnitLabels, NOT_APPLICABLE, type AnswerType, type AnswerUnit } from '../answer-types.ts';
import { isEmptyRichText, parseRange, parseSelect } from './answer-rules.ts';
import { formatDate, formatDateTime } from '../format-date.ts';
import { unitSuffix } from '../format-percent.ts';

export type AnswerDisplay =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'link'; href: string; text: string }
  | { kind: 'html'; html: string };

export interface AnswerInput {
  answerType: AnswerType;
  answerUnits?: string | null | undefined;
  answerOptions: readonly { ordinal: number; text: string }[];
  answerStr: string | null | undefined;
  /** answered N/A where the question allows it (issue 13) */
  notApplicable?: boolean | undefined;
}

export interface DisplayOptions {
  /** names of company users by externalId, for USER answers */
  userNames?: ReadonlyMap<string, string>;
  /** the browser's locale unless given (tests) */
  locale?: string | undefined;
}

export const UNKNOWN_USER = 'A company user';

function unitOf(units: string | null | undefined): string {
  return unitSuffix(units && units in answerUnitLabels ? answerUnitLabels[units as AnswerUnit] : '');
}

/** Number formats by locale, built once each (building one costs more than formatting with it). */
const numberFormats = new Map<string | undefined, Intl.NumberFormat>();

/** A number as people read it (150,000; 0.62), by locale; anything not a number is returned as stored. */
export function formatNumber(raw: string, locale: string | undefined): string {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n)) return raw;
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    if (numberFormats.size < 50) numberFormats.set(locale, format);
  }
  return format.format(n);
}

function decodeUrl(raw: string): AnswerDisplay {
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // keep it as stored
  }
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return { kind: 'link', href: url.href, text };
  } catch {
    // not a URL: shown as text, never as a link
  }
  return { kind: 'text', text };
}

/** An answer in human form (docs/requirements.md#results-2, step detail, and the PDF report): option texts, Yes/No, units, ranges, dates, links, names. */
export function displayAnswer(q: AnswerInput, opts: DisplayOptions = {}): AnswerDisplay {
  const raw = q.answerStr;
  if (raw === null || raw === undefined || raw.trim() === '') return { kind: 'none' };
  if (q.notApplicable) return { kind: 'text', text: NOT_APPLICABLE };
  const { locale } = opts;
  switch (q.answerType) {
    case 'YES_NO':
      return { kind: 'text', text: raw === 'YES' ? 'Yes' : raw === 'NO' ? 'No' : raw };
    case 'SINGLE_SELECT':
    case 'MULTI_SELECT': {
      const texts = parseSelect(raw).map((o) => q.answerOptions.find((opt) => opt.ordinal === o)?.text ?? `Option ${o}`);
      if (texts.length === 0) return { kind: 'none' };
      return q.answerType === 'SINGLE_SELECT' ? { kind: 'text', text: texts.join(', ') } : { kind: 'list', items: texts };
    }
    case 'FLOAT':
    case 'INTEGER':
      return { kind: 'text', text: `${formatNumber(raw, locale)}${unitOf(q.answerUnits)}` };
    case 'FLOAT_RANGE':
    case 'INTEGER_RANGE': {
      const range = parseRange(raw);
      if (!range) return { kind: 'text', text: raw };
      const [low, high] = range.map((v) => formatNumber(String(v), locale));
      return { kind: 'text', text: `${low} – ${high}${unitOf(q.answerUnits)}` };
    }
    case 'DATE':
      return { kind: 'text', text: formatDate(raw, { locale }) };
    case 'DATE_TIME':
      return { kind: 'text', text: formatDateTime(raw, { locale }) };
    case 'URL':
      return decodeUrl(raw);
    case 'LONG_TEXT':
      return isEmptyRichText(raw) ? { kind: 'none' } : { kind: 'html', html: raw };
    case 'USER':
      return { kind: 'text', text: opts.userNames?.get(raw) ?? UNKNOWN_USER };
    case 'SHORT_TEXT':
    default:
      return { kind: 'text', text: raw };
  }
}
