import { bands } from '../band-notation.ts';
import type { SectionDraft } from '../build.ts';
import { diseaseStep } from '../common/disease.ts';
import { biosecurityStep, healthPlanStep, mortalityStep } from '../common/finfish.ts';

export const freshwaterAnimalHealth: SectionDraft = {
  name: 'Animal Health',
  description: 'Fish health planning, mortality, listed diseases and medicines, and biosecurity.',
  steps: [
    healthPlanStep({
      vaccination: 'Was the current stock vaccinated where a vaccine exists (e.g. yersiniosis in trout, streptococcosis in tilapia)?',
      vaccinationNa: true,
      vaccinationGuidance: 'Check the hatchery’s vaccination records. Answer N/A when no vaccine is used for the species and its diseases.',
      arrivalWeight: { text: 'Average weight of the fingerlings at stocking (g)', sample: { good: 25, average: 10, poor: 3 } },
    }),
    mortalityStep({
      monthly: bands('0:1:3 | 1:2:2 | 2:4:1 | 4::0'),
      cycle: bands('0:5:4 | 5:10:3 | 10:20:2 | 20:30:1 | 30::0'),
      monthlySample: { good: 0.5, average: 1.6, poor: 4.8 },
      cycleSample: { good: 4, average: 14, poor: 34 },
      cycleRule: 'mortality.cycle.finfish',
      cycleGuidance:
        'Well-run trout, tilapia and barramundi grow-out loses under 10% of the fish stocked; ponds exposed to birds and heat lose more.',
    }),
    diseaseStep({
      pathogens: [
        'Viral haemorrhagic septicaemia (VHS)',
        'Infectious haematopoietic necrosis (IHN)',
        'Koi herpesvirus disease (KHV)',
        'Spring viraemia of carp (SVC)',
        'Epizootic ulcerative syndrome (Aphanomyces invadans)',
        'Tilapia lake virus (TiLV)',
        'Streptococcosis (Streptococcus iniae or S. agalactiae)',
        'Another disease notifiable under national law',
      ],
      medicines: true,
    }),
    biosecurityStep('Farms on one river or catchment share water and pathogens; a farm downstream of another carries its risk.'),
  ],
};
