import { buildDefaultTemplate } from '../build.ts';
import { governanceSection } from '../common/governance.ts';
import { freshwaterAnimalHealth } from './animal-health.ts';
import { freshwaterEngineering } from './engineering.ts';
import { freshwaterEnvironment } from './environment.ts';
import { freshwaterHusbandry } from './husbandry.ts';

export const FRESHWATER_TEMPLATE_NAME = 'Aquarisk Freshwater Ponds and RAS Audit';

/**
 * Fish on land and in fresh water: trout, tilapia, carps, catfishes, barramundi (and marine species in land-based
 * tanks, such as turbot). The production system, answered from the farm, decides which questions apply.
 */
export const freshwaterTemplate = buildDefaultTemplate(FRESHWATER_TEMPLATE_NAME, 'FRESHWATER_FINFISH', [
  freshwaterAnimalHealth,
  freshwaterEnvironment,
  freshwaterEngineering,
  governanceSection({
    licensedMeasure: 'standing biomass or annual production',
    schemes: 'ASC or BAP',
    perils: [
      'Power or equipment failure',
      'Disease',
      'Low oxygen or water quality',
      'Flood',
      'Drought or heat',
      'Predators',
      'Theft or vandalism',
    ],
    plans: [
      'power failure',
      'loss of water supply or water quality',
      'mass mortality and emergency slaughter',
      'flood',
      'fuel and chemical spills (including liquid oxygen)',
      'fire in buildings and plant rooms',
      'escapes',
    ],
  }),
  freshwaterHusbandry,
]);
