import { bands } from '../band-notation.ts';
import { highestAmmonia, lowestOxygenMgL, lowestOxygenSaturation, phRange } from '../common/water-quality.ts';
import { ask, days, single, yesNo, type SectionDraft } from '../build.ts';
import { escapesStep } from '../common/finfish.ts';
import { productionSystemQuestion } from '../common/production-system.ts';
import { FRESHWATER_SYSTEMS } from './freshwater-systems.ts';

export const freshwaterEnvironment: SectionDraft = {
  name: 'Environment',
  description: 'The production system and water source, water quality, temperature, flood and drought, effluent, escapes and stock.',
  steps: [
    {
      title: 'System and water source',
      description: 'What kind of farm this is and where its water comes from.',
      questions: [
        productionSystemQuestion(FRESHWATER_SYSTEMS, { good: 0, average: 0, poor: 2 }),
        single(
          'Water source',
          [
            ['Borehole or spring, protected from surface water', 3],
            ['River or lake intake with screening and disinfection (UV or ozone)', 2],
            ['River or lake intake without treatment', 1],
            ['Shared or uncontrolled source (e.g. irrigation canal)', 0],
          ],
          { sample: { average: 1, poor: 3 } },
        ),
        yesNo('Is the water abstraction licensed for the volume the farm uses?', { yes: 3, no: 0 }),
      ],
    },
    {
      title: 'Water quality',
      description: 'Oxygen, ammonia and pH: what is measured, how often, and the worst values of the year.',
      questions: [
        single(
          'How is dissolved oxygen monitored?',
          [
            ['Continuous sensors in every unit, with alarms to staff', 4],
            ['Continuous sensors in some units', 3],
            ['Daily manual readings', 2],
            ['Occasional manual readings', 0],
          ],
          { sample: { average: 2, poor: 3 } },
        ),
        lowestOxygenSaturation(bands('0:30:0:MODERATE_HIGH | 30:50:0 | 50:60:1 | 60:70:2 | 70::3'), {
          guidance:
            "Thresholds follow the farm's species (shown with the results): trout below 50% and tilapia below 25% cap the audit at MODERATE HIGH; for other species below 30%.",
          sample: { good: 82, average: 62, poor: 38 },
        }),
        lowestOxygenMgL(bands('0:2:0:MODERATE_HIGH | 2:3:0 | 3:4:1 | 4:5:2 | 5::3'), {
          guidance:
            'The same lowest reading as above, in mg/l. Trout need at least 5 mg/l, tilapia 2 mg/l; for other species below 2 mg/l caps the audit at MODERATE HIGH.',
          sample: { good: 8.4, average: 6.2, poor: 3.6 },
        }),
        highestAmmonia(bands('0:0.02:3 | 0.02:0.05:2 | 0.05:0.1:1 | 0.1::0'), {
          guidance:
            'Calculate from total ammonia, pH and temperature. Keep below 0.02 mg/l for salmonids; warm-water species tolerate a little more.',
          sample: { good: 0.01, average: 0.04, poor: 0.14 },
        }),
        phRange(bands('0:6:0 | 6:6.5:1 | 6.5:8.5:3 | 8.5:9:1 | 9::0'), {
          guidance: 'Most farmed freshwater fish do well at pH 6.5–8.5. A range scores by its worse end.',
          sample: { good: [6.9, 7.8], average: [6.3, 8.2], poor: [5.8, 9.2] },
        }),
        yesNo('Are there written water-quality action limits (e.g. for low oxygen and high ammonia)?', { yes: 3, no: 0 }),
      ],
    },
    {
      title: 'Temperature, flood and drought',
      description: 'Temperature stress, flooding of the site and the water supply in a dry summer.',
      questions: [
        ask('FLOAT_RANGE', 'Water temperature range over the last 12 months (°C)', {
          units: 'CELSIUS',
          bounds: { min: -2, max: 40 },
          sample: { good: [8.5, 17.2], average: [5.5, 20.5], poor: [2.1, 24.8] },
        }),
        days('Days outside the optimal temperature range of the species in the last 12 months', bands('0:8:3 | 8:31:2 | 31:91:1 | 91::0'), {
          ruleKey: 'temperature.hotDays',
          guidance:
            'Optimal ranges: rainbow trout about 10–18 °C, tilapia 25–30 °C, barramundi 26–32 °C. RAS usually hold the range all year.',
          sample: { good: 3, average: 20, poor: 95 },
        }),
        single(
          'Flood exposure of the site',
          [
            ['Outside the 1-in-100-year flood zone', 3],
            ['In the flood zone, protected by banks or walls built to that flood', 2],
            ['In the flood zone without protection', 0],
          ],
          {
            ruleKey: 'site.flood',
            guidance: 'Check the public flood maps. A flooded pond or tank hall loses its stock and releases fish into the wild.',
            sample: { average: 1, poor: 2 },
          },
        ),
        yesNo('Is there enough water for the stock through a dry summer (licensed volume or reserve)?', { yes: 3, no: 0 }),
      ],
    },
    {
      title: 'Effluent',
      description: 'Treatment of the water and sludge that leave the farm.',
      questions: [
        yesNo(
          'Does the farm hold a discharge permit for its effluent?',
          { yes: 3, no: 0, capNo: 'MODERATE_HIGH' },
          {
            guidance: 'Discharging without a permit breaks water law and can close the farm: the audit is capped at MODERATE HIGH.',
          },
        ),
        single(
          'How is effluent treated before it leaves the farm?',
          [
            ['Drum filters or settlement with sludge collection, meeting the permit', 3],
            ['Settlement ponds only', 2],
            ['No treatment', 0],
          ],
          { sample: { average: 1, poor: 2 } },
        ),
        yesNo('Did the last 12 months of effluent samples meet the permit limits?', { yes: 3, no: 0 }),
      ],
    },
    escapesStep({
      reportingGuidance:
        'Escapes from ponds and raceways (floods, overflows, broken screens) must be reported to the competent authority at once; non-native species such as tilapia are invasive in many rivers.',
    }),
  ],
};
