import { bands, inCountry, type RulePack } from '../rule-pack.ts';
import { norwayDatedChecks } from '../dated-checks.ts';
import { limit } from '../limit.ts';
import { salmonidsIn, weeksOverLimit } from './salmonid-farm.ts';

const LICE_LAW = 'Lakselusforskriften (Regulation on the control of salmon lice in aquaculture)';

/** Norway: the strictest lice limit of the salmon countries, a legal density maximum and certified installations. */
export const norwayPack: RulePack = {
  id: 'jurisdiction-norway',
  name: 'Norway (salmonids)',
  kind: 'JURISDICTION',
  appliesTo: salmonidsIn(inCountry('Norway')),
  rules: {
    'lice.peak': {
      bands: bands([0, 0.2, 4], [0.2, 0.5, 2], [0.5, null, 0]),
      limits: [
        limit(
          'LEGAL',
          'GTE',
          0.5,
          'MODERATE_HIGH',
          'fewer than 0.5 adult female lice per fish at all times (fewer than 0.2 in weeks 16–21; weeks 21–26 in Nordland, Troms and Finnmark)',
          LICE_LAW,
        ),
      ],
    },
    'lice.weeksOverLimit': {
      ...weeksOverLimit('LEGAL', 'no weekly count at or over the limit in force that week (0.5, or 0.2 in the spring weeks)', LICE_LAW),
      weeklyLimit: {
        text: 'Norway: 0.5 adult female lice per fish, 0.2 in weeks 16–21 (weeks 21–26 in Nordland, Troms and Finnmark)',
        peak: { breach: { op: 'GTE', value: 0.5 } },
      },
    },
    'density.max': {
      limits: [
        limit(
          'LEGAL',
          'GT',
          25,
          'MODERATE_HIGH',
          'at most 25 kg/m³ of salmonids in a net pen',
          'Akvakulturdriftsforskriften (Aquaculture Operations Regulation)',
        ),
      ],
    },
    'pens.largestCount': {
      limits: [
        limit(
          'LEGAL',
          'GT',
          200_000,
          'MODERATE_HIGH',
          'at most 200,000 fish in a pen (production unit)',
          'Akvakulturdriftsforskriften (Aquaculture Operations Regulation), the 200,000-fish limit per pen in force since 2013',
        ),
      ],
    },
    'certificate.installationExpiry': {
      limits: [
        limit(
          'LEGAL',
          'GT',
          0,
          'HIGH',
          'a valid installation certificate (anleggssertifikat) on the audit date',
          'NYTEK23 (Regulation on technical standards for floating aquaculture installations)',
        ),
      ],
    },
    ...norwayDatedChecks,
  },
  notes: [
    'Escapes and suspected escapes are reported to the Directorate of Fisheries at once (akvakulturdriftsforskriften).',
    'Lice are counted and reported every week (every other week below 4 °C) to the Norwegian Food Safety Authority.',
    'Production areas are rated green, yellow or red for the lice risk to wild salmon (the traffic-light system); a red area must cut its capacity.',
  ],
};
