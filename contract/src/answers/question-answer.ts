import { NOT_APPLICABLE } from '../answer-types.ts';
import type { AnswerContext } from './answer-rules.ts';
import type { NumberBounds } from './bounded-number-rules.ts';

/** A template question, or the question the flow sends to the web app. */
interface AnswerRulesOf {
  answerOptions?: readonly { ordinal: number }[];
  answerBounds?: NumberBounds | null;
  allowNotApplicable?: boolean | undefined;
}

/**
 * What `validateAnswer` needs to know about a question: its options, its own bounds and whether N/A is allowed. A
 * question critical for this farm (issue 22, `criticalIf` met) allows no N/A.
 */
export function answerContextOf(question: AnswerRulesOf, critical = false): AnswerContext {
  return {
    ...(question.answerOptions ? { options: question.answerOptions } : {}),
    bounds: question.answerBounds ?? null,
    allowNotApplicable: question.allowNotApplicable === true && !critical,
  };
}

/** True when the stored answer is N/A and the question allows it (only then is 'N/A' not an ordinary text). */
export function isNotApplicableAnswer(question: Pick<AnswerRulesOf, 'allowNotApplicable'>, answer: string | null | undefined): boolean {
  return question.allowNotApplicable === true && answer?.trim() === NOT_APPLICABLE;
}
