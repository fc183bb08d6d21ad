/**
 * The measures a template question can name with `ruleKey` (docs/scoring.md, "Risk model v2"). Exposure measures are
 * what kills, loses or lets out stock and what the site is exposed to: they also score on their own, and that
 * exposure score sets a floor under the audit's band. The others carry limits only (ages of licences and
 * certificates, the share of deaths without a diagnosis, losses to a listed disease).
 */
export const measures = {
  'lice.peak': { exposure: true, peril: 'lice', label: 'Highest weekly average of adult female lice' },
  'lice.weeksOverLimit': { exposure: true, peril: 'lice', label: 'Weeks over the lice limit' },
  'lice.treatments': { exposure: true, peril: 'lice', label: 'Delousing treatments' },
  'mortality.month': { exposure: true, peril: 'mortality', label: 'Mortality last month' },
  'mortality.cycle.salmonid': { exposure: true, peril: 'mortality', label: 'Mortality of the last completed cycle (salmonids)' },
  'mortality.cycle.finfish': { exposure: true, peril: 'mortality', label: 'Mortality of the last completed cycle (other finfish)' },
  'mortality.cycle.shrimp': { exposure: true, peril: 'mortality', label: 'Survival of the last completed crop (shrimp)' },
  'mortality.viral': { exposure: true, peril: 'mortality', label: 'Mortality from viral disease' },
  'mortality.season': { exposure: true, peril: 'mortality', label: 'Mortality of the stock this season (shellfish)' },
  'crop.lost': { exposure: true, peril: 'mortality', label: 'Crop lost this season (seaweed)' },
  'oxygen.lowestSaturation': { exposure: true, peril: 'oxygen', label: 'Lowest dissolved oxygen, % saturation' },
  'oxygen.lowestMgL': { exposure: true, peril: 'oxygen', label: 'Lowest dissolved oxygen, mg/l' },
  'temperature.range': { exposure: true, peril: 'temperature', label: 'Water temperature range' },
  'temperature.hotDays': { exposure: true, peril: 'temperature', label: 'Days of heat stress' },
  'water.ammonia': { exposure: true, peril: 'water quality', label: 'Highest un-ionised ammonia' },
  'water.ph': { exposure: true, peril: 'water quality', label: 'pH range' },
  'algae.days': { exposure: true, peril: 'algae', label: 'Days lost to algae or jellyfish' },
  'closure.biotoxin': { exposure: true, peril: 'closures', label: 'Days closed for biotoxins' },
  'closure.microbiological': { exposure: true, peril: 'closures', label: 'Days closed for microbiological contamination' },
  'escapes.count': { exposure: true, peril: 'escapes', label: 'Fish escaped this cycle' },
  'stock.unexplained': { exposure: true, peril: 'escapes', label: 'Unexplained stock difference' },
  'density.max': { exposure: true, peril: 'density', label: 'Highest stocking density' },
  'density.shareOfLimit': { exposure: true, peril: 'density', label: 'Density as a share of the welfare limit' },
  'losses.events': { exposure: true, peril: 'losses', label: 'Stock loss events in five years' },
  'losses.largest': { exposure: true, peril: 'losses', label: 'Largest single loss' },
  'site.waveClass': { exposure: true, peril: 'weather', label: 'NS 9415 wave class' },
  'site.currentClass': { exposure: true, peril: 'weather', label: 'NS 9415 current class' },
  'site.flood': { exposure: true, peril: 'flood', label: 'Flood exposure' },
  'site.neighbourDistance': { exposure: true, peril: 'disease', label: 'Distance to the nearest farm' },
  'storm.structuresLost': { exposure: true, peril: 'weather', label: 'Structures lost in storms' },
  'nets.age': { exposure: true, peril: 'escapes', label: 'Age of the oldest net' },
  'power.survivalMinutes': { exposure: true, peril: 'power', label: 'Minutes the stock survives without power' },
  'oxygen.storeDays': { exposure: false, peril: 'oxygen', label: 'Days of oxygen in store (RAS)' },
  'medicines.antibioticCourses': { exposure: false, peril: 'medicines', label: 'Antibiotic treatment courses' },
  'lice.countDate': { exposure: false, peril: 'lice', label: 'Date of the most recent sea lice count', check: true },
  'health.vetVisitDate': { exposure: false, peril: 'health', label: 'Date of the last veterinary visit', check: true },
  'moorings.inspectionDate': { exposure: false, peril: 'moorings', label: 'Date of the last mooring inspection', check: true },
  'structures.inspectionDate': {
    exposure: false,
    peril: 'structures',
    label: 'Date of the last inspection of lines or trestles',
    check: true,
  },
  'seabed.surveyDate': { exposure: false, peril: 'seabed', label: 'Date of the most recent benthic survey', check: true },
  'classification.reviewDate': { exposure: false, peril: 'closures', label: 'Date of the latest classification review', check: true },
  'equipment.serviceDate': {
    exposure: false,
    peril: 'power',
    label: 'Date of the last service of pumps, aerators or generators',
    check: true,
  },
  'seaweed.dischargeDistance': {
    exposure: true,
    peril: 'contamination',
    label: 'Distance to the nearest sewage outfall or industrial discharge',
  },
  'mortality.unexplainedShare': { exposure: false, peril: 'mortality', label: 'Share of deaths without a diagnosed cause' },
  'losses.byPeril': { exposure: false, peril: 'losses', label: 'Stock loss events from one peril in five years' },
  'disease.listedLoss': { exposure: false, peril: 'disease', label: 'Stock lost to a confirmed listed disease' },
  'licence.expiry': { exposure: false, peril: 'licence', label: 'Expiry of the site licence' },
  'licence.valid': { exposure: false, peril: 'licence', label: 'The site licence is valid' },
  'certificate.installationValid': { exposure: false, peril: 'certification', label: 'The installation certificate is valid' },
  'certificate.installationExpiry': { exposure: false, peril: 'certification', label: 'Expiry of the installation certificate' },
  'moorings.analysisDate': { exposure: false, peril: 'moorings', label: 'Date of the mooring analysis' },
  'pens.largestCount': { exposure: false, peril: 'escapes', label: 'Fish in the largest pen' },
  'nets.residualStrength': { exposure: false, peril: 'escapes', label: 'Residual strength of the oldest net' },
  'cleanerFish.mortality': { exposure: false, peril: 'mortality', label: 'Mortality of the cleaner fish' },
} as const satisfies Record<string, { exposure: boolean; peril: string; label: string; check?: boolean }>;

export type RuleKey = keyof typeof measures;

export const isRuleKey = (key: string | null | undefined): key is RuleKey => !!key && key in measures;

/** The peril a measure belongs to: breaches of three or more perils at once compound (docs/scoring.md). */
export const perilOf = (key: string | null | undefined): string | null => (isRuleKey(key) ? measures[key].peril : null);

export const isExposureMeasure = (key: string | null | undefined): boolean => isRuleKey(key) && measures[key].exposure;

/**
 * Issue 39: a dated check (a lice count, a vet visit, an inspection, a service) whose age limit the answer breaks has
 * aged out; three or more aged out at once make the farm HIGH (aged-checks.ts).
 */
export const isDatedCheck = (key: string | null | undefined): boolean => isRuleKey(key) && 'check' in measures[key];
