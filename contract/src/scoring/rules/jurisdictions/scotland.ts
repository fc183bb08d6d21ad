import { bands, inRegion, type RulePack } from '../rule-pack.ts';
import { limit } from '../limit.ts';
import { salmonidsIn, weeksOverLimit } from './salmonid-farm.ts';

/** The 32 Scottish council areas as the bundled place list names them (a farm records one as its region). */
export const SCOTTISH_COUNCIL_AREAS = [
  'Aberdeen City',
  'Aberdeenshire',
  'Angus',
  'Argyll and Bute',
  'Clackmannanshire',
  'Dumfries and Galloway',
  'Dundee City',
  'East Ayrshire',
  'East Dunbartonshire',
  'East Lothian',
  'East Renfrewshire',
  'Edinburgh, City of',
  'Eilean Siar',
  'Falkirk',
  'Fife',
  'Glasgow City',
  'Highland',
  'Inverclyde',
  'Midlothian',
  'Moray',
  'North Ayrshire',
  'North Lanarkshire',
  'Orkney Islands',
  'Perth and Kinross',
  'Renfrewshire',
  'Scottish Borders',
  'Shetland Islands',
  'South Ayrshire',
  'South Lanarkshire',
  'Stirling',
  'West Dunbartonshire',
  'West Lothian',
] as const;

const FHI_POLICY =
  'Scottish Government sea lice policy, Fish Health Inspectorate (weekly reporting under the Fish Farming Businesses (Reporting) (Scotland) Order 2020)';

/** Scotland: no legal lice limit below the regulator's surveillance and enforcement levels; the industry code treats earlier. */
export const scotlandPack: RulePack = {
  id: 'jurisdiction-scotland',
  name: 'Scotland (salmonids)',
  kind: 'JURISDICTION',
  appliesTo: salmonidsIn(inRegion('United Kingdom', SCOTTISH_COUNCIL_AREAS)),
  rules: {
    'lice.peak': {
      // Points follow the industry Code of Good Practice (0.5 in spring, 1.0 otherwise); limits the regulator's levels.
      bands: bands([0, 0.5, 4], [0.5, 1, 2], [1, 2, 1], [2, null, 0]),
      limits: [
        limit(
          'STANDARD',
          'GTE',
          2,
          'MODERATE_HIGH',
          'below 2 adult female lice per fish, where the FHI steps up its surveillance',
          FHI_POLICY,
        ),
        limit('LEGAL', 'GT', 6, 'HIGH', 'not above 6 adult female lice per fish, where the FHI takes enforcement action', FHI_POLICY),
      ],
    },
    'lice.weeksOverLimit': {
      ...weeksOverLimit('STANDARD', 'no weekly count at or above 2 adult female lice per fish (the FHI reporting level)', FHI_POLICY),
      weeklyLimit: {
        text: 'Scotland: 2 adult female lice per fish, the FHI reporting level',
        peak: { breach: { op: 'GTE', value: 2 } },
      },
    },
  },
  notes: [
    'Weekly average adult female lice of each site are reported to the FHI within 8 days of the end of the week.',
    'Escapes and suspected escapes are notified to the Scottish Ministers (Marine Directorate) within 24 hours.',
    'The industry Code of Good Practice treats at 0.5 adult female lice per fish from 1 February to 30 June and at 1.0 from 1 July to 31 January.',
    "SEPA's environmental authorisation sets the site's biomass, medicine discharges and seabed standards.",
  ],
};
