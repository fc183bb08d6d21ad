/** Query keys of the company screen; the shell's company list lives under sessionKeys. */
export const companyKeys = {
  all: ['companies'] as const,
  detail: (companyId: string) => [...companyKeys.all, 'detail', companyId] as const,
};
