import type { QueryClient } from '@tanstack/react-query';
import { auditEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import { auditKeys } from '../../../components/audit-frame/audit-frame-api.ts';
import { callApi } from '../../../lib/api-client.ts';
import { auditsKeys, questionKeys } from './audits-keys.ts';
import type { QuestionContext } from '@aquarisk/contract/schemas/question-flow.schema';

export interface AnswerInput {
  questionId: number;
  answerValue: string;
}

/** POST /survey/{id}/next: saves one answer and answers with the next question, or FINISH. */
export function saveAnswer(surveyExtId: string, input: AnswerInput & { clientId?: string }): Promise<QuestionContext> {
  return callApi(auditEndpoints.next, { params: { id: surveyExtId }, body: input });
}

/** After a write of the flow (an answer, a confirmed step): the question it answers with, and what it changed. */
export function showNextQuestion(client: QueryClient, surveyExtId: string, next: QuestionContext) {
  client.setQueryData(questionKeys.current(surveyExtId), next);
  void client.invalidateQueries({ queryKey: questionKeys.sections(surveyExtId) });
  void client.invalidateQueries({ queryKey: auditKeys.survey(surveyExtId), exact: true });
  void client.invalidateQueries({ queryKey: auditsKeys.lists() });
}
