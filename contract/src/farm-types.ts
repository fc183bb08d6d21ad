import {
  BIVALVE_SPECIES,
  CRUSTACEAN_SPECIES,
  EUROPEAN_MARINE_FINFISH,
  WARM_FRESHWATER_FINFISH,
  WARM_MARINE_FINFISH,
  type FarmedSpecies,
} from './species.ts';

/**
 * The farm types the default templates are written for (docs/templates.md). A farm's species decides its type, so the
 * Launch Audit form can suggest the template whose `farmType` matches the farm.
 */
export const farmTypes = ['SALMONID_SEA_PENS', 'MARINE_FINFISH', 'FRESHWATER_FINFISH', 'BIVALVES', 'SEAWEED', 'CRUSTACEANS'] as const;
export type FarmType = (typeof farmTypes)[number];

export const farmTypeLabels: Record<FarmType, string> = {
  SALMONID_SEA_PENS: 'Salmonid sea pens',
  MARINE_FINFISH: 'Marine finfish',
  FRESHWATER_FINFISH: 'Freshwater ponds and RAS',
  BIVALVES: 'Bivalves',
  SEAWEED: 'Seaweed',
  CRUSTACEANS: 'Shrimp and crustacean ponds',
};

const speciesByType: Record<FarmType, readonly FarmedSpecies[]> = {
  SALMONID_SEA_PENS: ['Atlantic salmon', 'Coho salmon', 'Chinook salmon'],
  MARINE_FINFISH: [...EUROPEAN_MARINE_FINFISH, ...WARM_MARINE_FINFISH, 'Grouper', 'Pompano'],
  FRESHWATER_FINFISH: [
    'Rainbow trout',
    'Brown trout',
    'Arctic char',
    ...WARM_FRESHWATER_FINFISH,
    'Milkfish',
    'Sturgeon',
    'European eel',
    'Japanese eel',
  ],
  BIVALVES: BIVALVE_SPECIES,
  SEAWEED: ['Kelp', 'Nori'],
  CRUSTACEANS: CRUSTACEAN_SPECIES,
};

const typeOfSpecies = new Map<string, FarmType>(
  Object.entries(speciesByType).flatMap(([type, species]) => species.map((s) => [s.toLowerCase(), type as FarmType])),
);

/**
 * The farm type of a species, or null when no default template fits it (abalone, sea cucumber) or the farm has no
 * species. Case-insensitive, as the farm form stores the list's spelling.
 */
export function farmTypeOfSpecies(species: string | null | undefined): FarmType | null {
  if (!species) return null;
  return typeOfSpecies.get(species.trim().toLowerCase()) ?? null;
}

const ON_LAND: readonly string[] = ['RAS', 'FLOW_THROUGH', 'POND'];

/**
 * The farm type of a species in its production system (issue 22): the species' own type, except that salmon or
 * marine fish grown in tanks or ponds on land are a land-based farm (the freshwater, ponds and RAS template), trout
 * and char in sea pens are a salmonid sea-pen farm, and freshwater species in sea cages (barramundi) a marine one.
 */
export function farmTypeOf(species: string | null | undefined, productionSystem?: string | null): FarmType | null {
  const type = farmTypeOfSpecies(species);
  if (!type || !productionSystem) return type;
  if ((type === 'SALMONID_SEA_PENS' || type === 'MARINE_FINFISH') && ON_LAND.includes(productionSystem)) return 'FRESHWATER_FINFISH';
  if (type === 'FRESHWATER_FINFISH' && productionSystem === 'SEA_PEN') {
    return SEA_SALMONIDS.includes(species!.trim().toLowerCase()) ? 'SALMONID_SEA_PENS' : 'MARINE_FINFISH';
  }
  return type;
}

/** Salmonids that the freshwater list holds but that are also farmed in sea pens ("sea-pen trout"). */
const SEA_SALMONIDS: readonly string[] = ['rainbow trout', 'brown trout', 'arctic char'];

/** The template to suggest for a farm: the first one written for the farm's type (species and system), if any. */
export function suggestedTemplate<T extends { farmType?: FarmType | null | undefined }>(
  templates: readonly T[],
  species: string | null | undefined,
  productionSystem?: string | null,
): T | null {
  const type = farmTypeOf(species, productionSystem);
  return type ? (templates.find((t) => t.farmType === type) ?? null) : null;
}
