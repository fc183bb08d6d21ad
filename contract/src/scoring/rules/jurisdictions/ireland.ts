import { bands, inCountry, type RulePack } from '../rule-pack.ts';
import { limit } from '../limit.ts';
import { salmonidsIn, weeksOverLimit } from './salmonid-farm.ts';

const LICE_PROTOCOL =
  "Department of Agriculture, Food and the Marine (DAFM), sea lice monitoring protocol for offshore finfish farms: treatment triggers of 0.3–0.5 egg-bearing lice per fish in spring, set in each site's licence (Minister's written answer, Dáil Éireann, 25 September 2012)";

/**
 * Ireland: lice counted as ovigerous (egg-bearing) L. salmonis at the Marine Institute's 14 inspections a year; a count
 * at or over the trigger in force brings a notice to treat. Licences are granted by DAFM.
 */
export const irelandPack: RulePack = {
  id: 'jurisdiction-ireland',
  name: 'Ireland (salmonids)',
  kind: 'JURISDICTION',
  appliesTo: salmonidsIn(inCountry('Ireland')),
  rules: {
    'lice.peak': {
      bands: bands([0, 0.3, 4], [0.3, 0.5, 3], [0.5, 2, 1], [2, null, 0]),
      limits: [
        limit(
          'STANDARD',
          'GTE',
          2,
          'MODERATE_HIGH',
          'fewer than 2.0 egg-bearing lice per fish outside the spring (0.5 or less from March to May)',
          "Aquarisk decision: 2.0 is the protocol's level outside spring as commonly cited; its text could not be checked with the search tool, so the figure is held as a standard, not as law",
        ),
      ],
    },
    'lice.weeksOverLimit': {
      ...weeksOverLimit(
        'LEGAL',
        "no inspection at or over the licence's treatment trigger in force (0.3–0.5 egg-bearing lice per fish in spring)",
        LICE_PROTOCOL,
      ),
      // no peak check: the trigger is the site licence's own (0.3–0.5 in spring), so no one figure contradicts a count
      weeklyLimit: { text: "Ireland: the treatment trigger in the site's licence, 0.3–0.5 egg-bearing lice per fish in spring" },
    },
  },
  notes: [
    'Count ovigerous (egg-bearing) Lepeophtheirus salmonis for the lice questions, as the Marine Institute does.',
    'The Marine Institute inspects every site 14 times a year: twice a month in March, April and May, monthly otherwise, once over December and January.',
    "Sea lice control is coordinated across the bay (Single Bay Management; CLAMS for all the bay's aquaculture).",
    'Aquaculture and foreshore licences are granted by the Department of Agriculture, Food and the Marine (Fisheries (Amendment) Act 1997); its decisions are appealed to the Aquaculture Licences Appeals Board (ALAB).',
  ],
};
