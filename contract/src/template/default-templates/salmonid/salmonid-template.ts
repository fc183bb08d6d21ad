import { buildDefaultTemplate } from '../build.ts';
import { governanceSection } from '../common/governance.ts';
import { seaPenPlans } from '../common/sea-site.ts';
import { salmonidAnimalHealth } from './animal-health.ts';
import { salmonidEngineering } from './engineering.ts';
import { salmonidEnvironment } from './environment.ts';
import { salmonidHusbandry } from './husbandry.ts';

export const SALMONID_TEMPLATE_NAME = 'Aquarisk Salmonid Sea Pens Audit';

/** Atlantic, coho and chinook salmon in sea pens. The capped demo farm hid an escape of 150,000 fish. */
export const salmonidTemplate = buildDefaultTemplate(SALMONID_TEMPLATE_NAME, 'SALMONID_SEA_PENS', [
  salmonidAnimalHealth,
  salmonidEnvironment,
  salmonidEngineering,
  governanceSection({
    licensedMeasure: 'standing biomass',
    schemes: 'ASC or BAP',
    perils: [
      'Storm or structural failure',
      'Disease',
      'Harmful algae',
      'Jellyfish',
      'Low oxygen or temperature',
      'Predators',
      'Escape',
      'Theft or vandalism',
    ],
    plans: seaPenPlans('fire on the feed barge'),
  }),
  salmonidHusbandry,
]);
