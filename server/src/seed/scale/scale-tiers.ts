/**
 * How much the scale seed makes. `full` is issue 14's tenant set; `ci` is about 1/100 of it, for tests and CI.
 * Audits are spread evenly over farms and farms over companies; actions and log entries over the companies' audits.
 */
export interface ScaleTier {
  name: 'full' | 'ci';
  companies: number;
  farmsPerCompany: number;
  auditsPerFarm: number;
  actions: number;
  logEntries: number;
}

export const scaleTiers: Record<ScaleTier['name'], ScaleTier> = {
  full: { name: 'full', companies: 200, farmsPerCompany: 100, auditsPerFarm: 10, actions: 500_000, logEntries: 1_000_000 },
  ci: { name: 'ci', companies: 2, farmsPerCompany: 100, auditsPerFarm: 10, actions: 5_000, logEntries: 10_000 },
};

export function isTierName(name: string): name is ScaleTier['name'] {
  return name in scaleTiers;
}
