import { bands } from '../band-notation.ts';
import type { SectionDraft } from '../build.ts';
import { escapesStep } from '../common/finfish.ts';
import { algaeStep, oxygenStep, predatorsStep, seabedStep, temperatureStep } from '../common/sea-water.ts';

export const salmonidEnvironment: SectionDraft = {
  name: 'Environment',
  description: 'Oxygen, temperature, algae, the seabed and discharges, escapes and stock, predators and wildlife.',
  steps: [
    oxygenStep({
      oxygenGuidance: 'Salmonids do best above 80% saturation (about 7 mg/l); below 60% appetite and growth fall.',
      lowestSaturation: { good: 88, average: 68, poor: 45 },
      oxygenRange: { good: [7.9, 11.2], average: [6.1, 10.4], poor: [4.1, 9.6] },
      salinityRange: { good: [31.5, 34.8], average: [27, 34.2], poor: [18.5, 33.5] },
    }),
    temperatureStep({
      rangeBands: bands('-2:1:0 | 1:3:2 | 3:18:3 | 18:20:2 | 20::0'),
      rangeGuidance:
        'Atlantic salmon grow best at about 8–14 °C. Mass mortalities have followed sea temperatures near 0 °C ("superchill"); above 18 °C oxygen demand rises as oxygen content falls.',
      rangeSample: { good: [4.2, 16.8], average: [3.1, 19.2], poor: [0.4, 21.5] },
      hotDays: {
        threshold: 18,
        guidance: 'Count the days from the temperature log at pen depth. Above 18 °C handling and treatments become risky for salmon.',
        sample: { good: 0, average: 9, poor: 38 },
      },
    }),
    algaeStep(),
    seabedStep(),
    escapesStep({
      cappedByEscape: true,
      reportingGuidance:
        'Norway: escapes and suspected escapes must be reported to the Directorate of Fisheries at once; Scotland: to the Marine Directorate within 24 hours.',
    }),
    predatorsStep([
      ['Well-tensioned, maintained nets', 2],
      ['Top nets or bird nets on every pen', 2],
      ['Seal-proof nets, double nets or seal blinds', 2],
      ['Acoustic deterrent devices (licensed where required)', 1],
      ['Lethal control', 0],
    ]),
  ],
};
