import { z } from 'zod';
import { ANSWER_BATCH_MAX } from '../offline/offline-messages.ts';

/**
 * POST /survey/{id}/answers (issue 27 item 3): answers queued by the app, in the order they were given. Each carries
 * the id the app made for it, so a batch sent again (the link dropped before the response) writes nothing twice.
 */
export const batchAnswerSchema = z.object({
  clientId: z.uuid(),
  questionId: z.number().int().positive(),
  answerValue: z.string().max(70_000),
  /** the snapshot the answer was given against (the offline package's): a question changed since is refused */
  snapshotHash: z.string().max(128).optional(),
});
export type BatchAnswer = z.infer<typeof batchAnswerSchema>;

export const answerBatchSchema = z.object({ answers: z.array(batchAnswerSchema).min(1).max(ANSWER_BATCH_MAX) });
export type AnswerBatch = z.infer<typeof answerBatchSchema>;

/**
 * Why an answer of a batch was not saved: INVALID (the answer type's rules, the farm's rules), NOT_APPLICABLE (the
 * other answers exclude the question), SCORED (the audit was scored meanwhile), QUESTION_CHANGED (the question is not
 * the one answered offline), ID_REUSED (the client id was used for another answer).
 */
export const batchRefusals = ['INVALID', 'NOT_APPLICABLE', 'SCORED', 'QUESTION_CHANGED', 'ID_REUSED'] as const;
export type BatchRefusal = (typeof batchRefusals)[number];

export const batchAnswerResultSchema = z.object({
  clientId: z.string(),
  questionId: z.number(),
  status: z.enum(['saved', 'refused']),
  reason: z.enum(batchRefusals).nullable(),
  /** the refusal in words, the same message `/next` gives */
  message: z.string().nullable(),
  /** the answer id was seen before: this is the first result again, nothing was written */
  repeated: z.boolean(),
});
export type BatchAnswerResult = z.infer<typeof batchAnswerResultSchema>;

export const answerBatchResultSchema = z.object({
  results: z.array(batchAnswerResultSchema),
  progress: z.object({ answered: z.number(), total: z.number() }),
  isSurveyComplete: z.boolean(),
});
export type AnswerBatchResult = z.infer<typeof answerBatchResultSchema>;
