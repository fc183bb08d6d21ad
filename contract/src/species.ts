/** The salmonids: the species the lice, density and oxygen rules of salmon farming hold to (scoring/rules/). */
export const SALMONID_SPECIES = [
  'Atlantic salmon',
  'Coho salmon',
  'Chinook salmon',
  'Rainbow trout',
  'Brown trout',
  'Arctic char',
] as const;

/** Marine finfish of the European cage farms. */
export const EUROPEAN_MARINE_FINFISH = [
  'Gilthead sea bream',
  'European sea bass',
  'Meagre',
  'Turbot',
  'Atlantic halibut',
  'Atlantic cod',
  'Senegalese sole',
] as const;

/** Warm-water freshwater finfish of ponds and RAS. */
export const WARM_FRESHWATER_FINFISH = [
  'Nile tilapia',
  'Blue tilapia',
  'Common carp',
  'Grass carp',
  'Silver carp',
  'Bighead carp',
  'Catla',
  'Rohu',
  'Channel catfish',
  'Striped catfish',
  'African catfish',
  'Barramundi',
  'Striped bass',
  'Hybrid striped bass',
  'Largemouth bass',
] as const;

/** Marine finfish of warmer and open waters. */
export const WARM_MARINE_FINFISH = [
  'Yellowtail amberjack',
  'Greater amberjack',
  'Cobia',
  'Atlantic bluefin tuna',
  'Pacific bluefin tuna',
  'Southern bluefin tuna',
  'Red drum',
] as const;

export const CRUSTACEAN_SPECIES = ['Whiteleg shrimp', 'Giant tiger prawn', 'Giant river prawn', 'Red swamp crayfish', 'Mud crab'] as const;

export const BIVALVE_SPECIES = [
  'Blue mussel',
  'Mediterranean mussel',
  'Green mussel',
  'Pacific oyster',
  'Eastern oyster',
  'European flat oyster',
  'Manila clam',
  'Scallop',
] as const;

/**
 * The 58 farmed species names offered by the farm form (docs/requirements.md#core-9), in the form's order; the groups
 * above are also what farm-types.ts maps to a farm type.
 */
export const FARMED_SPECIES = [
  ...SALMONID_SPECIES,
  ...EUROPEAN_MARINE_FINFISH,
  ...WARM_FRESHWATER_FINFISH,
  ...WARM_MARINE_FINFISH,
  'Milkfish',
  'Grouper',
  'Pompano',
  'Sturgeon',
  'European eel',
  'Japanese eel',
  ...CRUSTACEAN_SPECIES,
  ...BIVALVE_SPECIES,
  'Abalone',
  'Sea cucumber',
  'Kelp',
  'Nori',
] as const;
export type FarmedSpecies = (typeof FARMED_SPECIES)[number];

/** Species shown on the landing page (docs/requirements.md#core-1). */
export const LANDING_SPECIES = [
  'Salmon',
  'Tilapia',
  'Trout',
  'Shrimp',
  'Mussels',
  'Barramundi',
  'Sea Bream',
  'Oysters',
  'Striped Bass',
  'Sea Bass',
  'Meagre',
  'Tuna',
] as const;
