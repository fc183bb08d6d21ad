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
 * Why Score cannot run yet: the unanswered count and the carried answers still to confirm (issue 26 item 1), both
 * when both wait (issue 37 item 18: '17 questions are unanswered; 102 carried answers to confirm'), or null when
 * every applicable question is answered and confirmed.
 */
export function scoreBlocker(survey: Pick<Survey, 'openQuestions' | 'isSurveyComplete' | 'state' | 'carriedLeft'>): string | null {
  if (survey.state === 'SCORED') return null;
  const open = survey.openQuestions;
  const carried = survey.carriedLeft ?? 0;
  const toConfirm = carried > 0 ? `${countOf(carried, 'carried answer')} to confirm` : null;
  let unanswered: string | null = null;
  if (open === null) unanswered = survey.isSurveyComplete ? null : 'Some questions are unanswered';
  else if (open > 0) unanswered = `${countOf(open, 'question')} ${isSingular(open) ? 'is' : 'are'} unanswered`;
  const reasons = [unanswered, toConfirm].filter((r): r is string => r !== null);
  return reasons.length ? reasons.join('; ') : null;
}

/** 'Audit' for one, 'Audits' for several (docs/requirements.md#core-2). */
export function auditCountLabel(count: number): string {
  return countOf(count, 'Audit');
}

export const auditViewPath = (surveyExtId: string) => `/audit/view-audit/${surveyExtId}`;
export const auditResultPath = (surveyExtId: string) => `/audit/audit-result/${surveyExtId}`;
export const auditUsersPath = (surveyExtId: string) => `/audit/audit-users/${surveyExtId}`;
