/** Query keys of a farm's history: two audits compared. */
export const historyKeys = {
  all: () => ['history'] as const,
  comparison: (surveyExtId: string, otherExtId: string) => [...historyKeys.all(), 'compare', surveyExtId, otherExtId] as const,
};
