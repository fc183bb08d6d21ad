import { ask, single, yesNo, type SectionDraft } from './build.ts';

export const husbandry: SectionDraft = {
  name: 'Husbandry',
  description:
    'Feeding and feed conversion, stocking density, grading and handling, harvest and slaughter welfare, fallowing, and the auditor’s overall findings.',
  steps: [
    {
      title: 'Feeding regime and FCR',
      description: 'How feeding is controlled and how efficiently feed is converted.',
      questions: [
        single(
          'How is feeding controlled?',
          [
            ['Appetite-based feeding with underwater cameras or pellet detection', 4],
            ['Central feeding system on fixed ration tables', 2],
            ['Hand feeding', 1],
            ['No defined feeding regime', 0],
          ],
          { guidance: 'Watch a feeding session: feeding should stop when fish lose interest and pellets pass through the pen.' },
        ),
        ask('FLOAT', 'Economic feed conversion ratio (eFCR) for the last closed generation or to date', {
          key: 'fcr',
          hint: 'Feed used ÷ biomass gained, e.g. 1.25',
          guidance:
            'For Atlantic salmon an eFCR of about 1.1–1.3 is good; above 1.4 suggests feed waste, disease, poor appetite or unrecorded losses.',
        }),
        ask('LONG_TEXT', 'What is being done to improve the feed conversion ratio?', {
          includeIf: { key: 'fcr', condition: 'GT', value: '1.4' },
        }),
        yesNo('Is feed stored dry, off the floor, used in date order and recorded by batch?', { yes: 2, no: 0 }),
      ],
    },
    {
      title: 'Stocking density, grading and handling',
      description: 'How densely fish are stocked and how they are crowded, graded and handled.',
      questions: [
        ask('FLOAT', 'Highest stocking density in any pen in the last 12 months (kg/m3)', {
          key: 'stockingDensity',
          hint: 'Biomass in kg ÷ net volume in m3, e.g. 14.5',
          guidance:
            'For marine Atlantic salmon, 15 kg/m3 is a common welfare-scheme maximum (e.g. RSPCA Assured) and 25 kg/m3 the legal maximum in Norway.',
        }),
        yesNo('Is the density above 15 kg/m3 covered by the welfare plan with increased monitoring (oxygen, behaviour, fin damage)?', { yes: 3, no: 0 }, {
          includeIf: { key: 'stockingDensity', condition: 'GT', value: '15' },
        }),
        ask('INTEGER_RANGE', 'Weight range of the fish currently on site (g)', {
          units: 'GRAMS',
          hint: 'Smallest and largest average pen weight, e.g. 800 to 4500',
        }),
        yesNo('Are fish starved for an appropriate period before grading, handling, treatment or transport?', { yes: 3, no: 0 }, {
          guidance: 'Typically 24–72 hours depending on temperature and the operation; an empty gut reduces oxygen demand and stress.',
        }),
        single(
          'Which best describes crowding and handling practice?',
          [
            ['Documented procedures with time limits, oxygen monitoring and welfare checks', 4],
            ['Documented procedures without monitoring', 2],
            ['Informal practice only', 0],
          ],
          { guidance: 'Crowded fish should be watched continuously; oxygen should not fall below about 6 mg/l in the crowd.' },
        ),
      ],
    },
    {
      title: 'Harvest and slaughter welfare',
      description: 'How fish are stunned and killed at harvest and how stunning is checked.',
      questions: [
        single(
          'Stunning method used at harvest',
          [
            ['Automated percussive stunning', 4],
            ['Electrical stunning (in-water or dry)', 4],
            ['Manual percussive stunning', 2],
            ['Carbon dioxide stunning', 0],
            ['No stunning (asphyxia, ice slurry or live chilling)', 0],
          ],
          { guidance: 'Fish should be rendered unconscious immediately; CO2 stunning and slaughter without stunning are not acceptable welfare practice.' },
        ),
        yesNo('Is stun effectiveness checked and recorded, with a backup stun available?', { yes: 4, no: 0 }, {
          guidance: 'Signs of consciousness: eye roll (vestibulo-ocular reflex) and rhythmic gill movement. Check records from the harvest station.',
        }),
        ask('FLOAT', 'Average harvest weight (kg)', { units: 'KILOGRAMS', hint: 'e.g. 4.80' }),
      ],
    },
    {
      title: 'Fallowing',
      description: 'Year-class separation and the fallow period between generations.',
      questions: [
        yesNo('Does the site stock a single year class and fallow in step with its management area?', { yes: 4, no: 0 }, {
          guidance: 'Synchronised fallowing breaks the cycle of sea lice and disease between generations.',
        }),
        ask('INTEGER', 'Fallow period between the last two generations (weeks)', {
          key: 'fallowWeeks',
          guidance: 'Expect at least 4 weeks (e.g. the Scottish industry code); Norwegian sites are commonly fallowed for at least 2 months.',
        }),
        yesNo('Was the shorter fallow period agreed with the veterinarian and the regulator?', { yes: 2, no: 0 }, {
          includeIf: { key: 'fallowWeeks', condition: 'LT', value: '4' },
        }),
        ask('DATE', 'Date the site was last completely fallow'),
      ],
    },
    {
      title: 'Summary',
      description: 'The auditor’s overall view of the site and the findings and recommendations of the audit.',
      questions: [
        ask('SHORT_TEXT', 'Names of the farm staff present during the audit'),
        single(
          'Overall housekeeping and site management observed during the visit',
          [
            ['Excellent', 4],
            ['Good', 3],
            ['Adequate', 2],
            ['Poor', 0],
          ],
          { guidance: 'Consider tidiness, storage of feed and chemicals, condition of boats and equipment, and staff awareness.' },
        ),
        ask('LONG_TEXT', 'Findings and Recommendations', {
          name: 'Findings and Recommendations',
          guidance:
            'Summarise the main risks found, with evidence, and give clear, prioritised recommendations. Each significant finding should also be raised as an action.',
        }),
      ],
    },
  ],
};
