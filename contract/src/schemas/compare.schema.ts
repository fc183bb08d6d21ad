import { z } from 'zod';
import { answerTypes } from '../answer-types.ts';
import { capRisks } from '../risk.ts';

/**
 * Two scored audits of one farm side by side (issue 26 item 4, GET /survey/{id}/compare/{otherId}). The server puts
 * the older first whatever the order of the ids in the URL. Answers read as the activity log words them (option
 * texts, Yes/No, numbers with their unit); `null` is "not asked" (the question did not apply, or the snapshot lacks it).
 */
export const comparedAuditSchema = z.object({
  externalId: z.string(),
  name: z.string(),
  /** the audit's date: its recorded date, else when it was launched */
  date: z.string(),
  scoredAt: z.string().nullable(),
  normScore: z.number().nullable(),
  risk: z.string(),
  scoreRisk: z.string(),
  modelVersion: z.number(),
});
export type ComparedAudit = z.output<typeof comparedAuditSchema>;

const sectionSide = z.object({ normScore: z.number().nullable(), risk: z.string() });
export const comparedSectionSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** null when the section is not in that audit's snapshot */
  older: sectionSide.nullable(),
  newer: sectionSide.nullable(),
});
export type ComparedSection = z.output<typeof comparedSectionSchema>;

const answerSide = z.object({
  /** the answer as a person reads it; null when the question was not asked */
  answer: z.string().nullable(),
  /** the question's answer type in that audit, so a rich text, link or date shows as the results screen shows it */
  answerType: z.enum(answerTypes),
  /** the question's points and its most; sent to callers who see step scores (docs/requirements.md#results-6) */
  points: z.number().nullish(),
  maxPoints: z.number().nullish(),
  capRisk: z.enum(capRisks).nullable(),
});
const questionPlace = {
  questionId: z.number(),
  sectionName: z.string(),
  stepTitle: z.string(),
  /** the newer snapshot's wording (the older's for a removed question) */
  questionText: z.string(),
};
export const changedAnswerSchema = z.object({ ...questionPlace, older: answerSide, newer: answerSide });
export type ChangedAnswer = z.output<typeof changedAnswerSchema>;
export const questionPlaceSchema = z.object(questionPlace);

export const comparedCapSchema = z.object({
  questionText: z.string(),
  answerText: z.string(),
  capRisk: z.enum(capRisks),
  /** the limit the answer broke (issue 22), in words */
  limitText: z.string().nullable(),
});
export type ComparedCap = z.output<typeof comparedCapSchema>;

export const comparedActionSchema = z.object({
  externalId: z.string(),
  title: z.string(),
  riskLevel: z.string(),
  /** the audit it was raised on */
  surveyExtId: z.string(),
  surveyName: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type ComparedAction = z.output<typeof comparedActionSchema>;

export const auditComparisonSchema = z.object({
  farmName: z.string(),
  older: comparedAuditSchema,
  newer: comparedAuditSchema,
  /** set when the two were scored with different risk models: part of the change is the model's, not the farm's */
  modelNote: z.string().nullable(),
  sections: z.array(comparedSectionSchema),
  /** in the newer audit's question order */
  changedAnswers: z.array(changedAnswerSchema),
  addedQuestions: z.array(questionPlaceSchema),
  removedQuestions: z.array(questionPlaceSchema),
  capsGained: z.array(comparedCapSchema),
  capsLost: z.array(comparedCapSchema),
  /** actions on any of the farm's audits raised, or resolved, after the older audit's date and up to the newer's */
  actionsOpened: z.array(comparedActionSchema),
  actionsClosed: z.array(comparedActionSchema),
});
export type AuditComparison = z.output<typeof auditComparisonSchema>;

/** GET /survey/{id}/comparable: the farm's other scored audits the caller sees, newest first. */
export const comparableAuditSchema = z.object({
  externalId: z.string(),
  name: z.string(),
  date: z.string(),
  normScore: z.number().nullable(),
  risk: z.string().nullable(),
});
export const comparableAuditsSchema = z.array(comparableAuditSchema);
export type ComparableAudit = z.output<typeof comparableAuditSchema>;

/** Why two results may differ beyond the farm: each keeps the risk model it was scored with (issue 22). */
export const modelNoteOf = (older: number, newer: number): string | null =>
  older === newer
    ? null
    : `Scored with different risk models (v${older} and v${newer}): part of the difference comes from the model, not the farm.`;

/**
 * "Since the last audit" in the audit report (issue 26 item 7): the farm's previous scored audit the reader sees,
 * each section's score then and now, the answers that changed and moved points (their points only for readers who
 * see step scores), the farm's earlier actions still open, and those closed since the previous audit.
 */
export const sinceLastAuditSchema = z.object({
  previous: comparedAuditSchema,
  modelNote: z.string().nullable(),
  sections: z.array(comparedSectionSchema),
  changedAnswers: z.array(changedAnswerSchema),
  actionsCarried: z.array(comparedActionSchema),
  actionsClosed: z.array(comparedActionSchema),
});
export type SinceLastAudit = z.output<typeof sinceLastAuditSchema>;
