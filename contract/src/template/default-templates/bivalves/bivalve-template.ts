import { buildDefaultTemplate } from '../build.ts';
import { governanceSection } from '../common/governance.ts';
import { bivalveAnimalHealth } from './animal-health.ts';
import { bivalveEngineering } from './engineering.ts';
import { bivalveEnvironment } from './environment.ts';
import { bivalveHusbandry } from './husbandry.ts';

export const BIVALVE_TEMPLATE_NAME = 'Aquarisk Bivalve Farm Audit';

/** Mussels, oysters, clams and scallops on longlines, on intertidal trestles or on the seabed. */
export const bivalveTemplate = buildDefaultTemplate(BIVALVE_TEMPLATE_NAME, 'BIVALVES', [
  bivalveAnimalHealth,
  bivalveEnvironment,
  bivalveEngineering,
  governanceSection({
    licensedMeasure: 'stocked area or tonnage',
    schemes: 'ASC or BAP',
    perils: [
      'Storm or structural failure',
      'Disease',
      'Harmful algae or biotoxin closure',
      'Contamination closure',
      'Heat or low salinity',
      'Predators',
      'Theft',
    ],
    plans: [
      'storm damage to the lines',
      'a biotoxin or contamination event, including product recall',
      'fuel and chemical spills',
      'a person overboard',
    ],
  }),
  bivalveHusbandry,
]);
