import { measure, type BandDraft, type QuestionDraft, type QuestionExtras } from '../build.ts';

/**
 * The worst water-quality values of the year on a farm of ponds or tanks (freshwater fish, shrimp): the same
 * measures everywhere, scored through the farm type's bands with its own guidance and sample answers. The species
 * packs may replace the oxygen bands (scoring/rules/species-packs.ts).
 */
type Told = Pick<QuestionExtras, 'guidance' | 'sample'>;

export const lowestOxygenSaturation = (scale: readonly BandDraft[], told: Told): QuestionDraft =>
  measure('FLOAT', 'Lowest dissolved oxygen in the last 12 months (% saturation)', scale, {
    units: 'PERCENT_SATURATION',
    bounds: { min: 0, max: 300 },
    ruleKey: 'oxygen.lowestSaturation',
    ...told,
  });

export const lowestOxygenMgL = (scale: readonly BandDraft[], told: Told): QuestionDraft =>
  measure('FLOAT', 'Lowest dissolved oxygen in the last 12 months (mg/l)', scale, {
    units: 'MG_L',
    bounds: { min: 0, max: 25 },
    ruleKey: 'oxygen.lowestMgL',
    ...told,
  });

export const highestAmmonia = (scale: readonly BandDraft[], told: Told): QuestionDraft =>
  measure('FLOAT', 'Highest un-ionised ammonia (NH3-N) in the last 12 months', scale, {
    units: 'MG_L',
    bounds: { min: 0, max: 10 },
    ruleKey: 'water.ammonia',
    ...told,
  });

/** A range scores by its worse end. */
export const phRange = (scale: readonly BandDraft[], told: Told): QuestionDraft =>
  measure('FLOAT_RANGE', 'pH range over the last 12 months', scale, { bounds: { min: 0, max: 14 }, ruleKey: 'water.ph', ...told });
