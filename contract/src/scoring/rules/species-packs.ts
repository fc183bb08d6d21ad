import { SALMONID_SPECIES } from '../../species.ts';
import type { ScoringBand } from '../../template/template.schema.ts';
import type { Limit } from './limit.ts';
import { TROUT_CHAR_CYCLE_MORTALITY } from './mortality-limits.ts';
import { bands, ofSpecies, type RulePack } from './rule-pack.ts';
import { shrimpShortfalls } from './shortfalls.ts';

/**
 * Oxygen by species (issue 22): the same lowest reading is healthy for a tilapia and dangerous for a trout. Each pack
 * replaces the bands of the two oxygen measures (mg/l and % saturation) and sets the level below which the stock is
 * at risk. % saturation and mg/l are tied by temperature: 100% is about 10 mg/l in fresh water at 15 °C, 7.8 mg/l at
 * 28 °C, and about 7 mg/l in brackish water at 30 °C (docs/templates.md, "Oxygen by species").
 */
interface OxygenRule {
  bands: readonly ScoringBand[];
  /** [level, cap, text]: a lowest reading below the level breaks the pack's standard */
  below: readonly (readonly [number, Limit['capRisk'], string])[];
}

interface OxygenPack {
  id: string;
  name: string;
  species: readonly string[];
  source: string;
  saturation: OxygenRule;
  mgL: OxygenRule;
}

function oxygenPack({ id, name, species, source, saturation, mgL }: OxygenPack): RulePack {
  const rule = ({ bands, below }: OxygenRule) => ({
    bands,
    limits: below.map(([value, capRisk, text]): Limit => ({ kind: 'STANDARD', breach: { op: 'LT', value }, capRisk, text, source })),
  });
  return {
    id,
    name,
    kind: 'SPECIES',
    appliesTo: ofSpecies(species),
    rules: { 'oxygen.lowestSaturation': rule(saturation), 'oxygen.lowestMgL': rule(mgL) },
  };
}

export const salmonidPack = oxygenPack({
  id: 'species-salmonids',
  name: 'Salmonids (salmon, trout, char)',
  species: SALMONID_SPECIES,
  source:
    'FAO and EIFAC water-quality criteria for salmonids (at least 5–6 mg/l); limiting oxygen saturation of Atlantic salmon about 50–60% at summer temperatures (Remen et al.)',
  saturation: {
    bands: bands([0, 60, 0], [60, 70, 1], [70, 80, 2], [80, null, 3]),
    below: [[50, 'MODERATE_HIGH', 'at least 50% saturation']],
  },
  // Issue 39: below 5 mg/l is the standard's shortfall (MODERATE); the acute limit is the 50% saturation above.
  mgL: { bands: bands([0, 6, 0], [6, 7, 2], [7, null, 3]), below: [[5, 'MODERATE', 'at least 5 mg/l']] },
});

export const tilapiaPack = oxygenPack({
  id: 'species-tilapias',
  name: 'Tilapias',
  species: ['Nile tilapia', 'Blue tilapia'],
  source:
    'FAO Cultured Aquatic Species fact sheet (Nile tilapia): growth falls below about 3 mg/l; tilapia survive brief lows under 1 mg/l',
  saturation: {
    bands: bands([0, 40, 0], [40, 60, 2], [60, null, 3]),
    below: [[25, 'MODERATE_HIGH', 'at least 25% saturation (about 2 mg/l at 28 °C)']],
  },
  mgL: { bands: bands([0, 3, 0], [3, 5, 2], [5, null, 3]), below: [[2, 'MODERATE_HIGH', 'at least 2 mg/l']] },
});

const shrimpOxygen = oxygenPack({
  id: 'species-shrimp',
  name: 'Shrimp and prawns',
  species: ['Whiteleg shrimp', 'Giant tiger prawn', 'Giant river prawn'],
  source: 'FAO Cultured Aquatic Species fact sheet (Penaeus vannamei) and GSA BAP pond guidance: keep above 3 mg/l; below 1 mg/l is lethal',
  saturation: {
    bands: bands([0, 45, 0], [45, 60, 1], [60, 75, 2], [75, null, 3]),
    below: [
      [40, 'MODERATE_HIGH', 'at least 40% saturation (about 3 mg/l in warm brackish water)'],
      [15, 'HIGH', 'never below 15% saturation (about 1 mg/l: lethal)'],
    ],
  },
  mgL: {
    bands: bands([0, 4, 0], [4, 5, 2], [5, null, 3]),
    below: [
      [3, 'MODERATE_HIGH', 'at least 3 mg/l'],
      [1, 'HIGH', 'never below 1 mg/l (lethal)'],
    ],
  },
});

/** Trout and char (issue 39 item 2): their cycle mortality is held to the trout benchmark, in sea pens, ponds or tanks. */
export const troutCharPack: RulePack = {
  id: 'species-trout-char',
  name: 'Trout and char',
  kind: 'SPECIES',
  appliesTo: ofSpecies(['Rainbow trout', 'Brown trout', 'Arctic char']),
  rules: {
    'mortality.cycle.salmonid': { limits: [TROUT_CHAR_CYCLE_MORTALITY] },
    'mortality.cycle.finfish': { limits: [TROUT_CHAR_CYCLE_MORTALITY] },
  },
};

/** Issue 39: shrimp are also held to the ASC's ban on antibiotics (a MODERATE shortfall). */
export const shrimpPack: RulePack = { ...shrimpOxygen, rules: { ...shrimpOxygen.rules, ...shrimpShortfalls } };

export const speciesPacks: readonly RulePack[] = [salmonidPack, tilapiaPack, shrimpPack, troutCharPack];
