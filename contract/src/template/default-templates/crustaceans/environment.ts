import { bands } from '../band-notation.ts';
import { highestAmmonia, lowestOxygenMgL, lowestOxygenSaturation, phRange } from '../common/water-quality.ts';
import { ask, days, knockoutIfYes, multi, single, yesNo, type SectionDraft } from '../build.ts';
import { productionSystemQuestion } from '../common/production-system.ts';
import { CRUSTACEAN_SYSTEMS } from './crustacean-systems.ts';

/**
 * The site and its water: mangrove conversion is a knockout (ASC Shrimp Standard), oxygen is watched in mg/l and %
 * saturation with the shrimp thresholds (above 3 mg/l; below 1 mg/l lethal), and effluent needs its permit.
 */
export const crustaceanEnvironment: SectionDraft = {
  name: 'Environment',
  description: 'The site and its habitats, water quality and temperature, barriers against pathogens and pests, and effluent.',
  steps: [
    {
      title: 'Site and habitats',
      description: 'How the farm is run, what the land was before it, and its exposure to floods and storms.',
      questions: [
        productionSystemQuestion(CRUSTACEAN_SYSTEMS, { good: 0, average: 0, poor: 0 }),
        knockoutIfYes(
          'Was the farm, or any expansion of it, built on land cleared of mangroves or other wetland after 1999?',
          'Compare the farm’s footprint with satellite images from 1999 and the land titles. The ASC Shrimp Standard does not certify farms on mangroves or wetland converted after 1999; conversion is a knockout: the audit is capped at HIGH.',
        ),
        single(
          'Flood, cyclone and storm-surge exposure of the site',
          [
            ['Outside the 1-in-100-year flood and surge zone', 3],
            ['In the zone, protected by dykes built to that flood', 2],
            ['In the zone without protection', 0],
          ],
          { ruleKey: 'site.flood', sample: { average: 1, poor: 2 } },
        ),
      ],
    },
    {
      title: 'Water quality and temperature',
      description: 'Oxygen, pH, ammonia and temperature: how they are watched and the worst values of the year.',
      questions: [
        single(
          'How is dissolved oxygen monitored?',
          [
            ['Continuous sensors in every pond or tank, linked to the aerators and to alarms', 4],
            ['Manual readings at dawn and dusk every day', 2],
            ['Occasional readings', 0],
          ],
          { sample: { average: 1, poor: 2 } },
        ),
        lowestOxygenMgL(bands('0:1:0:HIGH | 1:3:0:MODERATE_HIGH | 3:4:1 | 4:5:2 | 5::3'), {
          guidance:
            'Shrimp need more than 3 mg/l; below 1 mg/l they die. The lowest reading is usually at dawn after a cloudy night or an algae crash.',
          sample: { good: 5.5, average: 4.3, poor: 2.6 },
        }),
        lowestOxygenSaturation(bands('0:15:0:HIGH | 15:40:0:MODERATE_HIGH | 40:60:1 | 60:75:2 | 75::3'), {
          guidance: 'The same reading in % saturation: in warm brackish water 100% is only about 7 mg/l, so 3 mg/l is about 40%.',
          sample: { good: 79, average: 61, poor: 37 },
        }),
        phRange(bands('0:7:0 | 7:7.5:1 | 7.5:8.5:3 | 8.5:9:1 | 9::0'), {
          guidance: 'Shrimp ponds do best at pH 7.5–8.5; wide daily swings follow dense algae. A range scores by its worse end.',
          sample: { good: [7.6, 8.3], average: [7.3, 8.6], poor: [6.8, 9.1] },
        }),
        highestAmmonia(bands('0:0.05:3 | 0.05:0.1:2 | 0.1:0.2:1 | 0.2::0'), {
          sample: { good: 0.03, average: 0.08, poor: 0.25 },
        }),
        ask('FLOAT_RANGE', 'Salinity range over the last 12 months (ppt)', {
          units: 'PPT',
          bounds: { min: 0, max: 60 },
          guidance: 'Whiteleg shrimp grow across about 5–35 ppt; sudden drops after heavy rain stress them.',
          sample: { good: [15, 25], average: [8, 30], poor: [3, 42] },
        }),
        days('Days with water temperature outside 26–32 °C in the last 12 months', bands('0:8:3 | 8:31:2 | 31:91:1 | 91::0'), {
          ruleKey: 'temperature.hotDays',
          guidance: 'Whiteleg shrimp grow best at about 26–32 °C; below about 23 °C feeding stops and WSSV outbreaks follow cold snaps.',
          sample: { good: 5, average: 20, poor: 100 },
        }),
      ],
    },
    {
      title: 'Barriers and effluent',
      description: 'What keeps pathogens and pests out, and what leaves the farm.',
      questions: [
        multi(
          'Which barriers keep pathogens and carriers out?',
          [
            ['Intake water filtered and treated in reservoir ponds', 2],
            ['Crab fences around the ponds', 1],
            ['Bird nets or lines over the ponds', 1],
            ['Footbaths and dedicated equipment per pond', 1],
            ['Pond bottoms dried and limed between crops', 1],
          ],
          5,
          { guidance: 'Crabs and birds carry WSSV from pond to pond; untreated intake water brings it from the creek.' },
        ),
        yesNo(
          'Does the farm hold a discharge permit for its effluent?',
          { yes: 3, no: 0, capNo: 'MODERATE_HIGH' },
          { guidance: 'Discharging without a permit breaks water law and can close the farm: the audit is capped at MODERATE HIGH.' },
        ),
        single(
          'How are pond effluent and sludge handled?',
          [
            ['Treated or settled before discharge; sludge removed to an approved site', 3],
            ['Settlement only', 2],
            ['Discharged untreated to a creek or the sea', 0],
          ],
          { sample: { average: 1, poor: 2 } },
        ),
      ],
    },
  ],
};
