import { sharedKeys } from '../../../lib/shared-query-keys.ts';

/** Query keys of the results view: one audit's results and one step's answers. */
export const resultsKeys = {
  audit: (surveyExtId: string) => sharedKeys.auditResults(surveyExtId),
  scores: (surveyExtId: string) => [...resultsKeys.audit(surveyExtId), 'scores'] as const,
  comparable: (surveyExtId: string) => [...resultsKeys.audit(surveyExtId), 'comparable'] as const,
  step: (surveyExtId: string, sectionId: number, stepId: number) => [...resultsKeys.audit(surveyExtId), 'step', sectionId, stepId] as const,
};
