import { inRegion, type RulePack } from '../rule-pack.ts';
import { salmonidsIn, weeksOverLimit } from './salmonid-farm.ts';

/** British Columbia: a lice threshold on motile lice during the wild juvenile salmon out-migration. */
export const canadaBcPack: RulePack = {
  id: 'jurisdiction-canada-bc',
  name: 'Canada, British Columbia (salmonids)',
  kind: 'JURISDICTION',
  appliesTo: salmonidsIn(inRegion('Canada', ['British Columbia'])),
  rules: {
    'lice.weeksOverLimit': {
      ...weeksOverLimit(
        'LEGAL',
        'no count above 3 motile Lepeophtheirus salmonis per fish from 1 March to 30 June (the out-migration of wild juvenile salmon)',
        'Fisheries and Oceans Canada, Marine Finfish Aquaculture Licence conditions (British Columbia)',
      ),
      // motile lice in the spring only: the adult-female peak counts something else, so it cannot contradict the weeks
      weeklyLimit: { text: 'British Columbia: 3 motile lice per fish from 1 March to 30 June' },
    },
  },
  notes: [
    'Count motile L. salmonis (pre-adults and adults) for the weeks question; the adult-female question keeps the standard limit.',
    'Escapes and suspected escapes are reported to Fisheries and Oceans Canada within 24 hours.',
    'Open-net pen licences in British Columbia end on 30 June 2029 under the federal transition plan: the tenure is part of the risk.',
  ],
};
