import { NOT_APPLICABLE } from '../answer-types.ts';
import type { TemplateQuestion } from '../template/template.schema.ts';
import { displayAnswer, type AnswerDisplay } from './answer-display.ts';

/**
 * How the activity log names a question and its answers (issue 21 item 19): by the question's wording and the
 * options' texts, not by internal names and stored ordinals ('[10]'). The same label serves template edits.
 */
const CLIP = 80;
export const clipLabel = (text: string) => (text.length > CLIP ? `${text.slice(0, CLIP)}…` : text);
export const questionLogLabel = (sectionName: string, questionText: string) =>
  `Section ${sectionName}, question '${clipLabel(questionText)}'`;

/** Kinds whose stored form is not what a person reads; dates and texts are logged as stored (the log is not localised). */
const READABLE_KINDS = new Set(['SINGLE_SELECT', 'MULTI_SELECT', 'YES_NO', 'USER', 'FLOAT', 'INTEGER', 'FLOAT_RANGE', 'INTEGER_RANGE']);

/**
 * One stored answer as the log shows it: option texts joined by commas, Yes/No, numbers with their unit, a person's
 * name (from `userNames` by externalId), N/A; null stays null (no answer before).
 */
export function answerLogValue(
  q: Pick<TemplateQuestion, 'answerType' | 'answerUnits' | 'answerOptions'>,
  raw: string | null,
  userNames?: ReadonlyMap<string, string>,
): string | null {
  if (raw === null) return null;
  if (raw === NOT_APPLICABLE || !READABLE_KINDS.has(q.answerType)) return raw;
  const shown = displayAnswer(
    { answerType: q.answerType, answerUnits: q.answerUnits, answerOptions: q.answerOptions, answerStr: raw },
    { locale: 'en', ...(userNames ? { userNames } : {}) },
  );
  if (shown.kind === 'list') return shown.items.join(', ');
  return shown.kind === 'text' ? shown.text : raw;
}

/**
 * A logged answer (answerLogValue) in the form the results screen shows (issue 37 item 4): kinds logged as stored
 * (rich text, links, dates) are displayed from the stored form; readable kinds are already words.
 */
export function loggedAnswerDisplay(
  answerType: TemplateQuestion['answerType'],
  logged: string | null,
  opts: { locale?: string | undefined } = {},
): AnswerDisplay {
  if (logged === null || logged.trim() === '') return { kind: 'none' };
  if (logged === NOT_APPLICABLE || READABLE_KINDS.has(answerType)) return { kind: 'text', text: logged };
  return displayAnswer({ answerType, answerOptions: [], answerStr: logged }, opts);
}
