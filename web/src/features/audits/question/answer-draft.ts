import { FINDINGS_DEFAULT_HTML } from '@aquarisk/contract/answers/answer-rules';
import type { FlowQuestion as Question } from '@aquarisk/contract/schemas/question-flow.schema';

/**
 * What the input starts with: the saved answer, else empty. The last question's long text starts with the Findings and
 * Recommendations headings (docs/requirements.md#core-5).
 */
export function initialDraft(question: Pick<Question, 'answer' | 'answerType'>, isLastQuestion: boolean): string {
  if (question.answer) return question.answer.answerStr;
  if (question.answerType === 'LONG_TEXT' && isLastQuestion) return FINDINGS_DEFAULT_HTML;
  return '';
}

/**
 * 'low-high' → ['low', 'high']. Answers are never negative unless the question's bounds allow it (`signed`), so the
 * first '-' separates them; signed, a leading '-' is the low number's sign: '-2.5-4' is ['-2.5', '4'], '-5--1' is
 * ['-5', '-1'].
 */
export function splitRange(value: string, signed = false): [string, string] {
  const at = value.indexOf('-', signed ? 1 : 0);
  return at < 0 ? [value, ''] : [value.slice(0, at), value.slice(at + 1)];
}

export function joinRange(low: string, high: string): string {
  return low === '' && high === '' ? '' : `${low}-${high}`;
}

/** 'YYYY-MM-DDTHH:mm' → ['YYYY-MM-DD', 'HH:mm']. */
export function splitDateTime(value: string): [string, string] {
  const [date = '', time = ''] = value.split('T');
  return [date, time];
}

export function joinDateTime(date: string, time: string): string {
  return date === '' && time === '' ? '' : `${date}T${time}`;
}

/** The URL as typed, from its stored encoded form; a value that does not decode is shown as it is. */
export function decodeUrlAnswer(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** 24-hour times in 15-minute steps: 00:00 … 23:45 (docs/requirements.md#core-5). */
export const quarterHours: string[] = Array.from({ length: 96 }, (_, i) => {
  const h = String(Math.floor(i / 4)).padStart(2, '0');
  const m = String((i % 4) * 15).padStart(2, '0');
  return `${h}:${m}`;
});
