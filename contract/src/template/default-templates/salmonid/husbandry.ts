import { bands } from '../band-notation.ts';
import { ask, measure, yesNo, type SectionDraft } from '../build.ts';
import { densityStep, feedingStep, harvestStep, summaryStep } from '../common/husbandry.ts';

export const salmonidHusbandry: SectionDraft = {
  name: 'Husbandry',
  description: 'Feeding and feed conversion, stocking density and handling, harvest welfare, fallowing and the audit summary.',
  steps: [
    feedingStep({
      fcrBands: bands('0.3:1.2:3 | 1.2:1.4:2 | 1.4:1.6:1 | 1.6::0'),
      fcrGuidance:
        'For Atlantic salmon an eFCR of about 1.1–1.3 is good; above 1.4 suggests waste feed, disease, poor appetite or unrecorded losses.',
      fcrSample: { good: 1.12, average: 1.32, poor: 1.68 },
    }),
    densityStep({
      densityGuidance:
        '15 kg/m³ is a common welfare-scheme maximum for marine salmon (e.g. RSPCA Assured) and 25 kg/m³ the legal maximum in Norway; above 25 kg/m³ caps the audit at MODERATE HIGH.',
      densitySample: { good: 12.5, average: 18.5, poor: 23.5 },
      weightRange: { good: [2800, 4600], average: [1900, 4200], poor: [600, 3900] },
    }),
    harvestStep({ text: 'Average harvest weight (kg)', sample: { good: 5.2, average: 4.6, poor: 3.8 } }),
    {
      title: 'Fallowing',
      description: 'Year-class separation and the fallow period between generations.',
      questions: [
        yesNo('Does the site stock a single year class?', { yes: 3, no: 0 }),
        measure('INTEGER', 'Fallow period between the last two generations (weeks)', bands('0:4:0 | 4:8:2 | 8::3'), {
          bounds: { min: 0, max: 520 },
          guidance: 'Expect at least 4 weeks (Scottish industry code); Norwegian sites are commonly fallowed for at least 2 months.',
          sample: { good: 10, average: 6, poor: 2 },
        }),
        yesNo('Is fallowing synchronised with the other farms in the management area?', { yes: 3, no: 0 }),
        ask('DATE', 'Date the site was last completely fallow', { sample: { good: 420, average: 560, poor: 900 } }),
      ],
    },
    summaryStep(),
  ],
};
