import { bands } from '../band-notation.ts';
import { percent, single, yesNo, type SectionDraft } from '../build.ts';
import { diseaseStep } from '../common/disease.ts';

export const bivalveAnimalHealth: SectionDraft = {
  name: 'Animal Health',
  description: 'Stock health and mortality, listed diseases and their notification, and the origin of seed.',
  steps: [
    {
      title: 'Stock health and mortality',
      description: 'How stock health is checked and how much stock died this season.',
      questions: [
        single(
          'How is stock health checked?',
          [
            ['Sampled by a shellfish health laboratory at least twice a year', 4],
            ['Sampled once a year', 2],
            ['Only after mortality events', 1],
            ['Not checked', 0],
          ],
          { sample: { average: 1, poor: 3 } },
        ),
        percent('Mortality of the stock this season (% of the stock)', bands('0:10:3 | 10:25:2 | 25:50:1 | 50::0'), {
          ruleKey: 'mortality.season',
          guidance:
            'Oyster summer mortality linked to OsHV-1 µVar often exceeds 50% of juveniles; mussel losses follow storms, heat and predators.',
          sample: { good: 6, average: 18, poor: 55 },
        }),
        yesNo(
          'Are mortality events recorded with date, area, size class and suspected cause?',
          { yes: 3, no: 0 },
          { sample: { average: 'NO' } },
        ),
      ],
    },
    diseaseStep({
      pathogens: [
        'Bonamia ostreae or B. exitiosa',
        'Marteilia refringens',
        'Perkinsus marinus or P. olseni',
        'Ostreid herpesvirus 1 (OsHV-1 µVar)',
        'Vibrio aestuarianus',
        'Another disease notifiable under national law',
      ],
      medicines: false,
    }),
    {
      title: 'Seed and movements',
      description: 'Where the seed comes from and whether movements of stock are controlled.',
      questions: [
        single(
          'Source of seed (spat)',
          [
            ['Certified hatchery, with a health certificate', 4],
            ['Wild spat from an area of equal or better health status', 3],
            ['Wild spat from an area of lower or unknown health status', 1],
            ['Unknown origin', 0],
          ],
          {
            guidance: 'Moving stock from an area with a listed disease spreads it; ask for the movement documents.',
            sample: { average: 1, poor: 3 },
          },
        ),
        yesNo('Is every movement of stock into the site covered by a movement document or health certificate?', { yes: 3, no: 0 }),
        yesNo(
          'Is stock checked for invasive species (e.g. slipper limpet, Didemnum) before it is moved?',
          { yes: 2, no: 0 },
          { sample: { average: 'NO' } },
        ),
      ],
    },
  ],
};
