import { bands } from '../band-notation.ts';
import { ask, measure, yesNo, type SectionDraft } from '../build.ts';
import { crowdingPractice, feedingStep, harvestStep, summaryStep } from '../common/husbandry.ts';

export const freshwaterHusbandry: SectionDraft = {
  name: 'Husbandry',
  description: 'Feeding and feed conversion, stocking density and handling, harvest welfare and the audit summary.',
  steps: [
    feedingStep({
      fcrBands: bands('0.3:1.3:3 | 1.3:1.6:2 | 1.6:2:1 | 2::0'),
      fcrGuidance: 'Good eFCRs: rainbow trout about 0.9–1.2, barramundi 1.2–1.5, tilapia 1.4–1.7 on pelleted feed.',
      fcrSample: { good: 1.15, average: 1.45, poor: 2.2 },
    }),
    {
      title: 'Stocking density and handling',
      description: 'Density against the welfare plan’s limit for the species and system, and handling practice.',
      questions: [
        ask('FLOAT', 'Highest stocking density in the last 12 months', {
          units: 'KG_M3',
          bounds: { min: 0, max: 500 },
          guidance: 'Densities differ widely: trout raceways 20–40 kg/m³, RAS 40–80 kg/m³, tilapia ponds under 5 kg/m³.',
          sample: { good: 28, average: 42, poor: 75 },
        }),
        measure(
          'FLOAT',
          'That density as a share of the welfare plan’s limit for the species and system',
          bands('0:80:3 | 80:100:2 | 100:120:1 | 120::0'),
          {
            units: 'PERCENT',
            bounds: { min: 0, max: 1000 },
            ruleKey: 'density.shareOfLimit',
            guidance: 'Above the limit fish welfare and water quality suffer; more than 20% above it caps the audit at MODERATE HIGH.',
            sample: { good: 70, average: 92, poor: 115 },
          },
        ),
        yesNo('Are fish starved before grading, handling or transport?', { yes: 3, no: 0 }),
        crowdingPractice({ sample: { average: 1, poor: 2 } }),
      ],
    },
    harvestStep({ text: 'Average harvest weight (kg)', sample: { good: 1.2, average: 0.9, poor: 0.6 } }),
    summaryStep(),
  ],
};
