import { bands } from '../band-notation.ts';
import { ask, single, yesNo, type SectionDraft } from '../build.ts';
import { DEPENDS_ON_POWER, survivalMinutesQuestion } from '../common/power-dependence.ts';
import { onSystems } from '../common/production-system.ts';
import { rasOxygenQuestions } from '../common/ras-oxygen.ts';
import { CRUSTACEAN_SYSTEMS } from './crustacean-systems.ts';

/** Aeration and power keep shrimp alive through the night; where the stock depends on power backup power is critical (no N/A, issue 39). */
const on = (system: (typeof CRUSTACEAN_SYSTEMS)[number]) => onSystems(CRUSTACEAN_SYSTEMS, system);

export const crustaceanEngineering: SectionDraft = {
  name: 'Engineering',
  description: 'Aeration, backup power and alarms, and the ponds, dykes and gates.',
  steps: [
    {
      title: 'Aeration and power',
      description: 'What keeps oxygen up at night and when the power fails.',
      questions: [
        single(
          'Is aeration sized to the peak biomass?',
          [
            ['Yes, from an oxygen budget of the peak biomass', 3],
            ['By rule of thumb (e.g. aerators per hectare)', 2],
            ['No', 0],
          ],
          {
            guidance: 'A common rule of thumb is about 1 hp of paddlewheel aeration for every 400–500 kg of shrimp.',
            sample: { average: 1, poor: 2 },
          },
        ),
        survivalMinutesQuestion('aeration (extensive ponds without aerators may not)', {
          sample: { good: 300, average: 20, poor: 10 },
        }),
        ...rasOxygenQuestions(on('RAS')),
        yesNo(
          'Does backup power start automatically, within the time the stock survives without aeration?',
          { yes: 5, no: 0, capNo: 'HIGH' },
          {
            na: true,
            criticalIf: DEPENDS_ON_POWER,
            guidance:
              'An intensive pond or a RAS at peak biomass loses its oxygen within an hour of a power cut: where the stock would not survive a day without power N/A is not accepted and scores as No. Without automatic backup the audit is capped at HIGH; N/A is accepted only for extensive ponds without aerators.',
          },
        ),
        yesNo(
          'Does a low-oxygen or power-failure alarm reach staff on call around the clock?',
          { yes: 2, no: 0, capNo: 'MODERATE_HIGH' },
          { includeIf: on('RAS'), guidance: 'Tanks without an alarm to a person on call cap the audit at MODERATE HIGH.' },
        ),
        single(
          'How is oxygen watched in the ponds at night?',
          [
            ['Continuous sensors with alarms to the person on duty', 3],
            ['Manual readings every 2–3 hours', 2],
            ['No readings at night', 0],
          ],
          { includeIf: on('POND'), sample: { average: 1, poor: 2 } },
        ),
        ask('DATE', 'Date of the last service of aerators, pumps and generators', {
          bands: bands('0:183:3 | 183:366:2 | 366:731:1 | 731::0'),
          ruleKey: 'equipment.serviceDate',
          guidance: 'Scored by its age on the audit date: aerators and generators are serviced before every crop.',
          sample: { good: 40, average: 230, poor: 540 },
        }),
      ],
    },
    {
      title: 'Ponds, dykes and gates',
      description: 'The structures that hold the water and the stock.',
      questions: [
        single(
          'Condition of dykes, liners, gates and canals observed during the visit',
          [
            ['Good, no defects', 3],
            ['Minor erosion or wear', 2],
            ['Seepage or damage needing repair', 1],
            ['Serious damage or breaches', 0],
          ],
          { sample: { average: 1, poor: 2 } },
        ),
        yesNo('Are inlets and outlets screened so shrimp cannot escape?', { yes: 2, no: 0 }),
        ask('INTEGER', 'Number of ponds or tanks in production', {
          bounds: { min: 1, max: 10_000 },
          sample: { good: 24, average: 18, poor: 30 },
        }),
      ],
    },
  ],
};
