import { bands } from '../band-notation.ts';
import { ask, days, HEAT_DAY_BANDS, measure, multi, single, yesNo, type BandDraft, type Sample, type StepDraft } from '../build.ts';

/** Environment steps of sea farms of fish: oxygen, temperature, algae, seabed and predators. */

/** Sea fish: below 50% saturation appetite stops and fish are at acute risk at summer temperatures. */
export const OXYGEN_SATURATION_BANDS = bands('0:50:0:MODERATE_HIGH | 50:60:0 | 60:70:1 | 70:80:2 | 80::3');

/** Issue 39: the lowest mg/l reading of a sea site, where no species pack sets its own bands. */
export const OXYGEN_MG_L_BANDS = bands('0:4:0 | 4:5:1 | 5:6:2 | 6::3');

export interface WaterOptions {
  oxygenGuidance: string;
  /** lowest saturation and the matching mg/l range, per profile */
  lowestSaturation: Sample;
  oxygenRange: Sample;
  salinityRange: Sample;
}

export function oxygenStep(o: WaterOptions): StepDraft {
  return {
    title: 'Oxygen and salinity',
    description: 'How dissolved oxygen is watched, the lowest oxygen of the year, and the salinity the fish live in.',
    questions: [
      single(
        'How is dissolved oxygen monitored?',
        [
          ['Continuous sensors at several depths, with alarms to staff', 4],
          ['Continuous sensor at one depth', 3],
          ['Daily manual readings', 2],
          ['Occasional manual readings', 0],
          ['Not monitored', 0],
        ],
        {
          guidance: 'Oxygen falls fast at night, in plankton blooms and when fish are crowded. Check the probes’ calibration records.',
          sample: { average: 2, poor: 3 },
        },
      ),
      measure('FLOAT', 'Lowest dissolved oxygen in the last 12 months (% saturation)', OXYGEN_SATURATION_BANDS, {
        units: 'PERCENT_SATURATION',
        bounds: { min: 0, max: 200 },
        ruleKey: 'oxygen.lowestSaturation',
        guidance: `${o.oxygenGuidance} Below 50% saturation fish are at acute risk: the audit is capped at MODERATE HIGH.`,
        sample: o.lowestSaturation,
      }),
      // Issue 39: the range scores by its lowest reading, so a species' mg/l standard (salmonids: 5 mg/l) applies.
      measure('FLOAT_RANGE', 'Dissolved oxygen range over the last 12 months (mg/l)', OXYGEN_MG_L_BANDS, {
        units: 'MG_L',
        bounds: { min: 0, max: 25 },
        ruleKey: 'oxygen.lowestMgL',
        hint: 'Lowest and highest reading, e.g. 6.20 to 10.50',
        guidance:
          'Scored by the lowest reading. Salmonids are held to at least 5 mg/l: a lower reading shows as a MODERATE shortfall of the standard, as a low saturation at summer temperatures does not always.',
        sample: o.oxygenRange,
      }),
      ask('FLOAT_RANGE', 'Salinity range at the site over the last 12 months (ppt)', {
        units: 'PPT',
        bounds: { min: 0, max: 45 },
        guidance:
          'Full-strength seawater is about 33–35 ppt; low-salinity surface layers from run-off change how fish use the pen and how treatments work.',
        sample: o.salinityRange,
      }),
      yesNo('Are there written action limits for low oxygen (e.g. stop feeding below 70% saturation)?', { yes: 3, no: 0 }),
    ],
  };
}

export interface TemperatureOptions {
  rangeBands: readonly BandDraft[];
  rangeGuidance: string;
  rangeSample: Sample;
  hotDays: { threshold: number; guidance: string; sample: Sample };
}

export function temperatureStep(o: TemperatureOptions): StepDraft {
  return {
    title: 'Temperature',
    description: 'The temperature range of the year and the days of heat stress.',
    questions: [
      measure('FLOAT_RANGE', 'Water temperature range over the last 12 months (°C)', o.rangeBands, {
        units: 'CELSIUS',
        bounds: { min: -2, max: 35 },
        ruleKey: 'temperature.range',
        hint: 'Lowest and highest reading, e.g. -0.50 to 16.80',
        guidance: `${o.rangeGuidance} A range scores by its worse end.`,
        sample: o.rangeSample,
      }),
      days(`Days with water temperature at or above ${o.hotDays.threshold} °C in the last 12 months`, HEAT_DAY_BANDS, {
        ruleKey: 'temperature.hotDays',
        guidance: o.hotDays.guidance,
        sample: o.hotDays.sample,
      }),
      yesNo('Do water-quality alarms reach a named person on call around the clock?', { yes: 3, no: 0 }),
    ],
  };
}

export function algaeStep(): StepDraft {
  return {
    title: 'Harmful algae and jellyfish',
    description: 'Early warning of harmful algal blooms and jellyfish, and the losses they caused.',
    questions: [
      single('How are harmful algae and jellyfish watched?', [
        ['Own weekly phytoplankton sampling with alert levels, plus the official warnings', 3],
        ['Official or regional warnings only', 1],
        ['Not watched', 0],
      ]),
      days('Days of stopped feeding or losses due to algae or jellyfish in the last 12 months', bands('0:1:3 | 1:8:2 | 8:22:1 | 22::0'), {
        ruleKey: 'algae.days',
        sample: { good: 0, average: 4, poor: 25 },
      }),
      yesNo('Can oxygenation or aeration be started in the pens within 6 hours of a bloom warning?', { yes: 3, no: 0 }),
    ],
  };
}

export function seabedStep(): StepDraft {
  return {
    title: 'Seabed and discharges',
    description: 'The condition of the seabed and the control of medicines, chemicals and nutrients.',
    questions: [
      ask('DATE', 'Date of the most recent benthic (seabed) survey', {
        bands: bands('0:731:2 | 731:1096:1 | 1096::0'),
        ruleKey: 'seabed.surveyDate',
        guidance:
          'Usually required at peak biomass of each generation by the discharge licence (e.g. MOM-B in Norway), so a survey more than two years old is overdue.',
        sample: { good: 120, average: 420, poor: 950 },
      }),
      single(
        'Result of the most recent benthic survey',
        [
          ['Good or very good (e.g. MOM-B condition 1–2), within licence limits', 4],
          ['Poor but within licence limits (e.g. MOM-B condition 3)', 2],
          ['Outside licence limits (e.g. MOM-B condition 4)', 0],
          ['No survey result available', 0],
        ],
        { sample: { average: 1, poor: 2 } },
      ),
      single(
        'Seabed at the edge of the allowable zone of effect (AZE) at the last survey, by sulphide or redox',
        [
          ['Meets the licence’s standard with a clear margin', 4],
          ['Meets the standard, close to its limit', 2],
          ['Fails the standard at the AZE edge', 0, { cap: 'MODERATE_HIGH' }],
          ['Not measured at the AZE edge', 0],
        ],
        {
          guidance:
            'The discharge licence sets the zone around the pens where the seabed may be affected (the AZE) and the standard at its edge, measured as free sulphide or redox potential in the sediment (SEPA in Scotland; sulphide and redox in the MOM-B survey, NS 9410, in Norway). Failing it at the edge breaks the licence: the audit is capped at MODERATE HIGH.',
          sample: { good: 0, average: 1, poor: 3 },
        },
      ),
      yesNo('Is every discharge of medicines and chemicals recorded against the discharge permit?', { yes: 3, no: 0 }),
      multi(
        'Which measures reduce chemical and nutrient discharges?',
        [
          ['Copper-free nets with in-situ net cleaning', 2],
          ['Bath treatment water collected or treated (well-boat or closed system)', 2],
          ['Feed cameras or pellet detectors to limit waste feed', 2],
          ['Fallow periods adjusted to benthic results', 1],
          ['Sludge or waste collection (semi-closed or closed containment)', 1],
        ],
        6,
      ),
    ],
  };
}

export function predatorsStep(controls: readonly [string, number][]): StepDraft {
  return {
    title: 'Predators and wildlife',
    description: 'How predators are kept out, and wildlife caught or killed at the site.',
    questions: [
      multi('Which predator controls are used?', controls, 5, {
        guidance: 'Non-lethal exclusion is expected; acoustic deterrents may need a licence because they disturb cetaceans.',
      }),
      measure('INTEGER', 'Marine mammals or birds entangled or killed at the site in the last 12 months', bands('0:1:3 | 1:3:1 | 3::0'), {
        guidance: 'ASC standards require every lethal incident to be recorded and made public; repeated incidents show exclusion failing.',
        sample: { good: 0, average: 1, poor: 4 },
      }),
      yesNo('Is every predator interaction logged with date, species and outcome?', { yes: 2, no: 0 }),
    ],
  };
}
