import { bands } from '../band-notation.ts';
import { ask, percent, single, yesNo, type SectionDraft } from '../build.ts';
import { diseaseStep } from '../common/disease.ts';
import { biosecurityStep } from '../common/finfish.ts';

/**
 * Shrimp live or die by what comes in with the post-larvae: specific-pathogen-free (SPF) stock from a registered
 * hatchery, PCR-tested for the listed viruses, is the first defence (docs/templates.md).
 */
export const crustaceanAnimalHealth: SectionDraft = {
  name: 'Animal Health',
  description: 'Post-larvae and stocking, survival and health checks, listed diseases and medicines, and biosecurity.',
  steps: [
    {
      title: 'Post-larvae and stocking',
      description: 'Where the post-larvae come from, how they were tested and how they were stocked.',
      questions: [
        single(
          'Source of the post-larvae stocked this crop',
          [
            ['Specific-pathogen-free (SPF) from a registered hatchery, each batch PCR-tested', 4],
            ['SPF from a registered hatchery, no batch test', 2],
            ['PCR-tested, not SPF', 1],
            ['Untested, or wild-caught', 0],
          ],
          {
            guidance:
              'Ask for the hatchery’s SPF certificate and the PCR results of each batch for WSSV, AHPND (EMS), EHP and IHHNV. Wild or untested post-larvae bring the listed viruses in.',
            sample: { average: 1, poor: 3 },
          },
        ),
        yesNo('Are post-larvae acclimated and stress-tested (salinity or formalin) before stocking?', { yes: 2, no: 0 }),
        ask('INTEGER', 'Stocking density of the current crop (post-larvae per m²)', {
          bounds: { min: 1, max: 2000 },
          guidance:
            'Semi-intensive ponds stock about 10–40 post-larvae per m², intensive lined ponds 60–150, indoor RAS or biofloc several hundred.',
          sample: { good: 35, average: 60, poor: 140 },
        }),
      ],
    },
    {
      title: 'Survival and health checks',
      description: 'How much of the last crop survived to harvest, and how health is checked.',
      questions: [
        percent(
          'Survival of the last completed crop (% of the post-larvae stocked)',
          bands('0:50:0 | 50:60:1 | 60:70:2 | 70:80:3 | 80::4'),
          {
            ruleKey: 'mortality.cycle.shrimp',
            guidance:
              'Well-run semi-intensive whiteleg shrimp ponds harvest 70–85% of what they stocked; a crop below half points to disease.',
            sample: { good: 82, average: 68, poor: 42 },
          },
        ),
        single(
          'How often are the shrimp checked for disease (PCR or histology)?',
          [
            ['Every pond at least monthly, and whenever feeding drops', 3],
            ['At stocking and at harvest only', 1],
            ['Not checked', 0],
          ],
          { sample: { average: 1, poor: 2 } },
        ),
      ],
    },
    diseaseStep({
      pathogens: [
        'White spot syndrome virus (WSSV)',
        'Acute hepatopancreatic necrosis disease (AHPND, "EMS")',
        'Enterocytozoon hepatopenaei (EHP)',
        'Infectious hypodermal and haematopoietic necrosis virus (IHHNV)',
        'Yellow head virus (YHV)',
        'Taura syndrome virus (TSV)',
        'Infectious myonecrosis virus (IMNV)',
        'Another disease notifiable under national law',
      ],
      medicines: true,
    }),
    biosecurityStep('Farms on one creek or canal share water and pathogens; a farm drawing water downstream of another carries its risk.'),
  ],
};
