import type { Survey } from '@aquarisk/contract/schemas/survey.schema';
import { countOf, isSingular } from '@aquarisk/contract/plural';

/** Scored: the scoring has sections (docs/requirements.md#core-4). */
export function isScored(survey: Pick<Survey, 'scoring'>): boolean {
  return Boolean(survey.scoring && survey.scoring.sections.length > 0);
}

/** Results exist when the audit is scored and has a normScore (docs/requirements.md#core-4). */
export function hasResults(survey: Pick<Survey, 'scoring'>): boolean {
  return isScored(survey) && survey.scoring!.normScore !== null;
}

/**
 * Why Score cannot run yet: the unanswered count, then the carried answers still to confirm (issue 26 item 1), or
 * null when every applicable question is answered and confirmed.
 */
export function scoreBlocker(survey: Pick<Survey, 'openQuestions' | 'isSurveyComplete' | 'state' | 'carriedLeft'>): string | null {
  if (survey.state === 'SCORED') return null;
  const open = survey.openQuestions;
  const carried = survey.carriedLeft ?? 0;
  if (open === 0 && carried > 0) return `${countOf(carried, 'carried answer')} to confirm`;
  if (open === null) return survey.isSurveyComplete ? null : 'Some questions are unanswered';
  if (open === 0) return null;
  return `${countOf(open, 'question')} ${isSingular(open) ? 'is' : 'are'} unanswered`;
}

/** 'Audit' for one, 'Audits' for several (docs/requirements.md#core-2). */
export function auditCountLabel(count: number): string {
  return countOf(count, 'Audit');
}

export const auditViewPath = (surveyExtId: string) => `/audit/view-audit/${surveyExtId}`;
export const auditResultPath = (surveyExtId: string) => `/audit/audit-result/${surveyExtId}`;
export const auditUsersPath = (surveyExtId: string) => `/audit/audit-users/${surveyExtId}`;
