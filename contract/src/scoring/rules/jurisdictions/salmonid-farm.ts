import type { Limit } from '../limit.ts';
import type { ScoringFarm } from '../../scoring-context.ts';
import { SALMONID_SPECIES } from '../../../species.ts';
import { ofSpecies } from '../rule-pack.ts';

/**
 * The jurisdiction packs are salmon-farming law: lice, density and reporting rules for salmonids in the sea. They
 * apply to a farm of a salmonid species in the place (a Norwegian halibut farm is not held to salmon lice limits).
 */
export const isSalmonidFarm = ofSpecies(SALMONID_SPECIES);

export const salmonidsIn =
  (place: (farm: ScoringFarm) => boolean) =>
  (farm: ScoringFarm): boolean =>
    isSalmonidFarm(farm) && place(farm);

export const limit = (
  kind: Limit['kind'],
  op: Limit['breach']['op'],
  value: number,
  capRisk: Limit['capRisk'],
  text: string,
  source: string,
): Limit => ({ kind, breach: { op, value }, capRisk, text, source });

/** Kept in every pack's rule for the weeks question: a pack's rule replaces the base rule whole. */
export const SUSTAINED_BREACH = limit(
  'STANDARD',
  'GT',
  4,
  'HIGH',
  'over the lice limit in at most 4 weekly counts a year',
  'Aquarisk decision: more than 4 weeks is a breach the farm is not controlling',
);
