// The question flow's entry (docs/architecture.md): an audit's answers, its next/previous and open questions.
export { answerBatch } from './answer-batch.service.ts';
export { AnswerWritesThrottled, createAnswerWriteBudget } from './answer-write-budget.ts';
export { actionDueOf } from './question-context.ts';
export { answerAndNext, confirmStep, currentQuestion, jumpTo, snapshotOf, surveySections } from './question-flow.service.ts';
export type { SurveyFlowRow } from './question-flow.repository.ts';
export {
  answersOf,
  answersWithLastTimeOf,
  carriedSourceOf,
  flowAnswersOf,
  cursorOf,
  insertAnswers,
  lastAnsweredAt,
} from './audit-answers.service.ts';
