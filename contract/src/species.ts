/** The 58 farmed species names offered by the farm form (spec 1 §9). */
export const FARMED_SPECIES = [
  'Atlantic salmon', 'Coho salmon', 'Chinook salmon', 'Rainbow trout', 'Brown trout', 'Arctic char',
  'Gilthead sea bream', 'European sea bass', 'Meagre', 'Turbot', 'Atlantic halibut', 'Atlantic cod',
  'Senegalese sole', 'Nile tilapia', 'Blue tilapia', 'Common carp', 'Grass carp', 'Silver carp',
  'Bighead carp', 'Catla', 'Rohu', 'Channel catfish', 'Striped catfish', 'African catfish',
  'Barramundi', 'Striped bass', 'Hybrid striped bass', 'Largemouth bass', 'Yellowtail amberjack',
  'Greater amberjack', 'Cobia', 'Atlantic bluefin tuna', 'Pacific bluefin tuna', 'Southern bluefin tuna',
  'Red drum', 'Milkfish', 'Grouper', 'Pompano', 'Sturgeon', 'European eel', 'Japanese eel',
  'Whiteleg shrimp', 'Giant tiger prawn', 'Giant river prawn', 'Red swamp crayfish', 'Mud crab',
  'Blue mussel', 'Mediterranean mussel', 'Green mussel', 'Pacific oyster', 'Eastern oyster',
  'European flat oyster', 'Manila clam', 'Scallop', 'Abalone', 'Sea cucumber', 'Kelp', 'Nori',
] as const;
export type FarmedSpecies = (typeof FARMED_SPECIES)[number];

/** Species shown on the landing page (spec 1 §1). */
export const LANDING_SPECIES = [
  'Salmon', 'Tilapia', 'Trout', 'Shrimp', 'Mussels', 'Barramundi',
  'Sea Bream', 'Oysters', 'Striped Bass', 'Sea Bass', 'Meagre', 'Tuna',
] as const;
