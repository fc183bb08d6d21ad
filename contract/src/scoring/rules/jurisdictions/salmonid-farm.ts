import { SUSTAINED_LICE_BREACH } from '../base-pack.ts';
import { limit, type Limit } from '../limit.ts';
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

/**
 * The weekly lice counts over a jurisdiction's limit: any week over it caps at MODERATE HIGH, and the sustained breach
 * of the base pack is kept (a pack's rule replaces the base rule whole).
 */
export const weeksOverLimit = (kind: Limit['kind'], text: string, source: string) => ({
  limits: [limit(kind, 'GT', 0, 'MODERATE_HIGH', text, source), SUSTAINED_LICE_BREACH],
});
