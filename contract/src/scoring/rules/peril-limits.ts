import { limit, type Limit } from './limit.ts';

/** Issue 39 item 3 (docs/templates.md, "Limits and their sources"): perils, not only events. */
const standard = (op: Limit['breach']['op'], value: number, text: string, source: string): Limit =>
  limit('STANDARD', op, value, 'MODERATE_HIGH', text, source);

export const ALGAE_DAYS = standard(
  'GT',
  21,
  'at most three weeks of stopped feeding or losses to algae or jellyfish in a year',
  'Aquarisk decision: more than three weeks a year means blooms are a recurring peril of the site, not one bad event',
);

export const BIOTOXIN_CLOSURE = standard(
  'GT',
  120,
  'the area closed for biotoxins on at most 120 days a year',
  'Aquarisk decision: closures follow the official monitoring of Regulation (EU) 2019/627 and Regulation (EC) 853/2004, Annex III, Section VII; more than four months closed a year takes away the harvest season the business is priced on',
);

/** Not named by issue 39, whose "Done when" asks a limit on every closure measure: the template's worst band begins here. */
export const MICROBIOLOGICAL_CLOSURE = standard(
  'GT',
  60,
  'the area closed for microbiological contamination on at most 60 days a year',
  'Aquarisk decision: more than two months a year closed after rain, sewage overflows or norovirus alerts shows a growing area whose water the farm cannot rely on (the template scores it no points from 61 days)',
);

export const REPEATED_PERIL = standard(
  'GTE',
  2,
  'fewer than two loss events from the same peril in five years',
  'Aquarisk underwriting standard: a peril that strikes twice in five years is not under control',
);
