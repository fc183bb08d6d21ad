/** Query keys of the PDF documents: an audit's report data and its actions report data. */
export const documentKeys = {
  report: (surveyExtId: string) => ['documents', 'report', surveyExtId] as const,
  actionsReport: (surveyExtId: string) => ['documents', 'actions-report', surveyExtId] as const,
};
