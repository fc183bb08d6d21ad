/** Query keys of the intelligence page, one factory for the feature. */
export const intelligenceKeys = {
  all: ['intelligence'] as const,
  farms: (companyExtId: string) => [...intelligenceKeys.all, 'farms', companyExtId] as const,
  risk: (companyExtId: string, section: string | null) => [...intelligenceKeys.all, 'risk', companyExtId, section] as const,
  countries: (companyExtId: string, scored: boolean) => [...intelligenceKeys.all, 'countries', companyExtId, scored] as const,
  countryFarmCounts: (companyExtId: string) => [...intelligenceKeys.all, 'country-farm-counts', companyExtId] as const,
};
