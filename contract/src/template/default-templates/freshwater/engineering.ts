import { bands } from '../band-notation.ts';
import { ask, multi, single, yesNo, type SectionDraft } from '../build.ts';
import { DEPENDS_ON_POWER, survivalMinutesQuestion } from '../common/power-dependence.ts';
import { onSystems } from '../common/production-system.ts';
import { rasOxygenQuestions } from '../common/ras-oxygen.ts';
import { FRESHWATER_SYSTEMS } from './freshwater-systems.ts';

/**
 * What keeps fish alive on land is power, oxygen and the alarms that wake someone (issue 22): the production system
 * decides what is asked. Where the stock would not survive a day without power backup power is critical (no N/A,
 * issue 39), a RAS is asked for two independent oxygen sources and its days of oxygen in store, and tanks without emergency oxygen or without
 * low-oxygen and power-failure alarms cap the audit at MODERATE HIGH; ponds are asked about aeration instead; lake
 * cages about their moorings.
 */
const on = (...systems: Parameters<typeof onSystems>[1][]) => onSystems(FRESHWATER_SYSTEMS, ...systems);
const POWERED = on('RAS', 'FLOW_THROUGH', 'POND');
const TANKS = on('RAS', 'FLOW_THROUGH');

export const freshwaterEngineering: SectionDraft = {
  name: 'Engineering',
  description: 'Backup power and oxygen, alarms, pumps and filtration, and the ponds, tanks, screens or cages.',
  steps: [
    {
      title: 'Backup power and oxygen',
      description: 'What keeps the fish alive when the power fails.',
      questions: [
        survivalMinutesQuestion('pumps, oxygen or aeration (gravity-fed water and extensive ponds may not)', {
          includeIf: POWERED,
          sample: { good: 300, average: 90, poor: 12 },
        }),
        yesNo(
          'Does backup power start automatically, within the time the stock survives without pumps or aeration?',
          { yes: 5, no: 0, capNo: 'HIGH' },
          {
            includeIf: POWERED,
            na: true,
            criticalIf: DEPENDS_ON_POWER,
            guidance:
              'Where the stock would not survive a day without power (a RAS, pumped raceways, aerated ponds) N/A is not accepted: it scores as No. Without automatic backup the audit is capped at HIGH. Answer N/A only where the stock does not depend on power at all.',
            sample: { capped: 'NO' },
          },
        ),
        yesNo(
          'Is there an emergency oxygen supply (liquid oxygen or cylinders with diffusers) for every tank?',
          { yes: 3, no: 0, capNo: 'MODERATE_HIGH' },
          {
            includeIf: TANKS,
            guidance:
              'Tanks and raceways without emergency oxygen lose their stock in the first power or pump failure: the audit is capped at MODERATE HIGH.',
          },
        ),
        ...rasOxygenQuestions(on('RAS')),
        yesNo(
          'Does an alarm warn staff on call before the oxygen store runs low (tank level or supply pressure)?',
          { yes: 2, no: 0 },
          { includeIf: on('RAS'), guidance: 'A tank that runs dry unnoticed is a power cut without the warning.' },
        ),
        yesNo(
          'Is there emergency aeration (spare aerators or a mobile pump) for every pond?',
          { yes: 3, no: 0 },
          {
            includeIf: on('POND'),
            guidance: 'Ponds crash at dawn after a calm, cloudy night; spare aeration must reach any pond within the hour.',
          },
        ),
        yesNo(
          'Is the backup generator tested under load at least monthly?',
          { yes: 3, no: 0 },
          { includeIf: POWERED, na: true, criticalIf: DEPENDS_ON_POWER },
        ),
      ],
    },
    {
      title: 'Alarms',
      description: 'Which alarms reach a person on call around the clock.',
      questions: [
        yesNo(
          'Does a low-oxygen alarm reach staff on call around the clock?',
          { yes: 2, no: 0, capNo: 'MODERATE_HIGH' },
          {
            includeIf: TANKS,
            guidance: 'Tanks and raceways without a low-oxygen alarm to a person on call cap the audit at MODERATE HIGH.',
          },
        ),
        yesNo(
          'Does a power-failure alarm reach staff on call around the clock?',
          { yes: 2, no: 0, capNo: 'MODERATE_HIGH' },
          {
            includeIf: TANKS,
            guidance: 'Tanks and raceways without a power-failure alarm to a person on call cap the audit at MODERATE HIGH.',
          },
        ),
        yesNo('Do low-oxygen alarms in the ponds reach staff on call around the clock?', { yes: 2, no: 0 }, { includeIf: on('POND') }),
        multi(
          'Which other alarms reach staff on call?',
          [
            ['Water level or flow', 1],
            ['Temperature', 1],
            ['Carbon dioxide or pH', 1],
          ],
          3,
          { includeIf: POWERED },
        ),
      ],
    },
    {
      title: 'Pumps and filtration',
      description: 'Recirculation, biofilters and the maintenance of pumps and blowers.',
      questions: [
        yesNo(
          'Is the biofilter’s performance (ammonia and nitrite removal) checked daily?',
          { yes: 3, no: 0 },
          { includeIf: on('RAS'), guidance: 'Asked of recirculating systems, whose fish live on the biofilter.' },
        ),
        single(
          'Condition of pumps, filters and pipework observed during the visit',
          [
            ['Good, no defects', 3],
            ['Minor wear only', 2],
            ['Defects needing repair', 1],
            ['Serious defects or leaks', 0],
          ],
          { includeIf: POWERED, sample: { average: 1, poor: 2 } },
        ),
        ask('DATE', 'Date of the last service of pumps, blowers and UV units', {
          includeIf: POWERED,
          bands: bands('0:183:3 | 183:366:2 | 366:731:1 | 731::0'),
          ruleKey: 'equipment.serviceDate',
          guidance: 'Scored by its age on the audit date: pumps and blowers are serviced at least yearly.',
          sample: { good: 45, average: 220, poor: 520 },
        }),
      ],
    },
    {
      title: 'Ponds, tanks, screens and cages',
      description: 'The structures that hold the fish and keep them in.',
      questions: [
        single(
          'Condition of pond banks, dams and tank walls',
          [
            ['Good, no defects', 3],
            ['Minor erosion or wear', 2],
            ['Damage needing repair', 1],
            ['Serious damage or leaks', 0],
          ],
          { includeIf: POWERED, sample: { average: 1, poor: 2 } },
        ),
        yesNo('Are inlets, outlets and overflows screened so fish cannot escape?', { yes: 3, no: 0 }, { includeIf: POWERED }),
        yesNo(
          'Were the cages and their moorings designed for the lake’s waves and ice by a competent engineer?',
          { yes: 4, no: 0, capNo: 'MODERATE_HIGH' },
          {
            includeIf: on('LAKE_CAGE'),
            guidance: 'Without a design for the site the audit is capped at MODERATE HIGH, as for sea pens and longlines.',
          },
        ),
        ask('INTEGER', 'Number of ponds, tanks, raceways or cages in production', {
          bounds: { min: 1, max: 10_000 },
          sample: { good: 24, average: 18, poor: 30 },
        }),
        yesNo(
          'Are ponds or outdoor tanks covered with nets or wires against birds?',
          { yes: 2, no: 0 },
          { includeIf: on('FLOW_THROUGH', 'POND'), na: true, guidance: 'Answer N/A for raceways and tanks fully indoors.' },
        ),
      ],
    },
  ],
};
