import { z } from 'zod';
import { answerTypes, answerUnits, surveyStates } from '../answer-types.ts';
import { actionRiskLevels } from '../risk.ts';
import { actionOwnerSchema } from './action.schema.ts';
import { questionLimitSchema } from '../scoring/question-limits.ts';

/** Where a question sits in the flow (the Previous button's target). */
export const questionRefSchema = z.object({ sectionId: z.number(), stepId: z.number(), questionId: z.number() });
export type QuestionRef = z.infer<typeof questionRefSchema>;

export const flowAnswerOptionSchema = z.object({ text: z.string(), ordinal: z.number(), hint: z.string().nullable() });
export type FlowAnswerOption = z.infer<typeof flowAnswerOptionSchema>;

export const flowQuestionSchema = z.object({
  id: z.number(),
  name: z.string(),
  ordinal: z.number(),
  text: z.string(),
  guidance: z.string().nullable(),
  hint: z.string().nullable(),
  answerType: z.enum(answerTypes),
  answerUnits: z.enum(answerUnits).nullable(),
  answerOptions: z.array(flowAnswerOptionSchema),
  answer: z.object({ answerStr: z.string() }).nullable(),
  /** the question's own numeric bounds (issue 13); without them the spec's number rules hold */
  answerBounds: z.object({ min: z.number().nullable(), max: z.number().nullable() }).nullable().optional(),
  /** the auditor may answer N/A */
  allowNotApplicable: z.boolean().optional(),
  /** issue 26 item 1: the answer was carried from an earlier audit and waits to be confirmed or changed */
  carried: z.boolean().optional(),
  /** issue 37 item 6: the farm's own limits on this number (its rule packs); absent in an older offline copy */
  limits: z.array(questionLimitSchema).optional(),
});
export type FlowQuestion = z.infer<typeof flowQuestionSchema>;

/** An action raised on the question, as the flow lists it. */
export const questionActionSchema = z.object({
  externalId: z.string(),
  title: z.string(),
  riskLevel: z.enum(actionRiskLevels),
  closedAt: z.string().nullable(),
  /**
   * Issue 28 item 1: the owner (null: unassigned) and due day (null: none). Absent only in an offline copy of the
   * audit fetched before they existed: the screen then shows neither rather than "Unassigned".
   */
  owner: actionOwnerSchema.nullable().optional(),
  dueOn: z.string().nullable().optional(),
});
export type QuestionAction = z.infer<typeof questionActionSchema>;

/**
 * Issue 26 item 2: an action of an earlier audit of the farm on the same question, still open (or resolved since
 * this audit began). One action wherever it is seen: resolving it here closes it there.
 */
export const followedActionSchema = questionActionSchema.extend({
  description: z.string(),
  /** the year of the audit that raised it ('Open since 2025') */
  openSince: z.number(),
  surveyExtId: z.string(),
  surveyName: z.string(),
  /** why the caller may not resolve it (the risk-acceptance rule), or null */
  resolveRefusal: z.string().nullable(),
});
export type FollowedAction = z.infer<typeof followedActionSchema>;

const contextBase = {
  surveyExtId: z.string(),
  surveyName: z.string(),
  surveyState: z.enum(surveyStates),
  isSurveyComplete: z.boolean(),
  readOnly: z.boolean(),
  /** answered counts the carried answers only once they are confirmed or changed */
  progress: z.object({ answered: z.number(), total: z.number() }),
  /** issue 26 item 1: carried answers still waiting (Score waits for 0), and the audit they came from */
  carried: z.object({
    left: z.number().int(),
    from: z.object({ externalId: z.string(), name: z.string(), surveyYear: z.number() }).nullable(),
  }),
};

export const openQuestionContextSchema = z.object({
  ...contextBase,
  status: z.enum(['NOT_STARTED', 'IN_PROGRESS']),
  sectionName: z.string(),
  sectionId: z.number(),
  stepTitle: z.string(),
  stepId: z.number(),
  isLastQuestion: z.boolean(),
  /** carried answers of this step still waiting ('Confirm the whole step') */
  stepCarriedLeft: z.number().int(),
  previous: questionRefSchema.nullable(),
  question: flowQuestionSchema,
  actionItems: z.array(questionActionSchema),
  followedActions: z.array(followedActionSchema),
});
export type OpenQuestionContext = z.infer<typeof openQuestionContextSchema>;

export const finishedContextSchema = z.object({ ...contextBase, status: z.literal('FINISH') });

/** The question at the user's cursor (docs/requirements.md#core-3, docs/requirements.md#results-3); FINISH carries no question. */
export const questionContextSchema = z.discriminatedUnion('status', [finishedContextSchema, openQuestionContextSchema]);
export type QuestionContext = z.infer<typeof questionContextSchema>;

/** GET /survey/{id}/sections: the table of contents for the section, step and question dropdowns. */
export const tocQuestionSchema = z.object({
  id: z.number(),
  name: z.string(),
  ordinal: z.number(),
  text: z.string(),
  included: z.boolean(),
  answered: z.boolean(),
  /** carried from an earlier audit and not yet confirmed (issue 26 item 1) */
  carried: z.boolean().optional(),
});
export const tocStepSchema = z.object({
  id: z.number(),
  externalId: z.string(),
  name: z.string(),
  title: z.string(),
  ordinal: z.number(),
  questions: z.array(tocQuestionSchema),
});
export const tocSectionSchema = z.object({
  id: z.number(),
  externalId: z.string(),
  name: z.string(),
  ordinal: z.number(),
  steps: z.array(tocStepSchema),
});
export const surveySectionsSchema = z.array(tocSectionSchema);
export type TocQuestion = z.infer<typeof tocQuestionSchema>;
export type TocStep = z.infer<typeof tocStepSchema>;
export type TocSection = z.infer<typeof tocSectionSchema>;

/** POST /survey/{id}/confirm-step: the step whose carried answers are confirmed unchanged (issue 26 item 1). */
export const confirmStepSchema = z.object({ sectionId: z.number().int(), stepId: z.number().int() });
