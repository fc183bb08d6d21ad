import { ask, multi, single, yesNo, type SectionDraft } from './build.ts';

export const engineering: SectionDraft = {
  name: 'Engineering',
  description:
    'The design, inspection and condition of moorings, pens and nets, the feed barge and power supply, and preparation for storms.',
  steps: [
    {
      title: 'Moorings and pen integrity',
      description: 'Whether the mooring grid and pens are designed for the site and kept in good condition.',
      questions: [
        yesNo(
          'Was the mooring system designed and certified to a recognised standard for the site’s conditions?',
          { yes: 5, no: 0 },
          {
            guidance:
              'For example NS 9415 (Norway) or the Scottish Technical Standard for finfish aquaculture, based on a site survey of current, wave and wind with a 50-year return period. Ask for the certificate and the design report.',
          },
        ),
        ask('DATE', 'Date of the last mooring system inspection', {
          points: 1,
          guidance: 'Moorings should be inspected at least annually (ROV or diver) and after severe storms; check load-cell or tension readings where fitted.',
        }),
        ask('FLOAT', 'Water depth beneath the pens at lowest astronomical tide (m)', {
          units: 'METERS',
          guidance: 'Nets or weights touching the seabed wear quickly and damage the benthos; there should be clear water under the net bottom at all tides.',
        }),
        ask('INTEGER', 'Number of pens on site'),
        single(
          'Condition of pen collars, walkways and handrails observed during the visit',
          [
            ['Good, no defects', 3],
            ['Minor wear only', 2],
            ['Damage needing repair', 1],
            ['Serious damage or missing parts', 0],
          ],
          { guidance: 'Check brackets, stanchions, cracks in HDPE rings, buoyancy and the attachment points of the nets.' },
        ),
      ],
    },
    {
      title: 'Net inspection',
      description: 'How often nets are inspected by ROV or diver and how defects are found and repaired.',
      questions: [
        ask('INTEGER', 'Interval between ROV or diver inspections of the nets (days)', {
          key: 'netInspectionInterval',
          guidance: 'Nets should be inspected at least monthly and after every operation that could damage them (well-boat, delousing, grading, storms).',
        }),
        ask('LONG_TEXT', 'Explain why the interval exceeds 30 days and how net integrity is otherwise assured', {
          includeIf: { key: 'netInspectionInterval', condition: 'GT', value: '30' },
        }),
        yesNo('Are net inspections recorded with findings (holes, wear, fouling) and repairs signed off?', { yes: 4, no: 0 }, {
          guidance: 'Review the last three inspection reports and ROV footage if available; holes should be repaired the same day.',
        }),
        yesNo('Are nets strength-tested and certified by a net service station before each generation?', { yes: 3, no: 0 }, {
          guidance: 'Check the net certificate and mesh strength test results against the net’s age and the supplier’s limits.',
        }),
        single(
          'Typical level of net fouling observed',
          [
            ['Clean', 3],
            ['Light fouling', 2],
            ['Moderate fouling', 1],
            ['Heavy fouling restricting water flow', 0],
          ],
          { guidance: 'Heavy fouling reduces water exchange and oxygen, increases load on the moorings and harbours pathogens.' },
        ),
      ],
    },
    {
      title: 'Feed barge and power systems',
      description: 'The condition of the feed barge, feed storage and the resilience of power and alarms.',
      questions: [
        yesNo('Has the feed barge been inspected by an approved surveyor for stability and seaworthiness in the last 12 months?', { yes: 3, no: 0 }),
        multi(
          'Which power and alarm systems are in place?',
          [
            ['Backup generator with automatic start', 2],
            ['Remote alarms to on-call staff', 2],
            ['Fire detection and suppression on the barge', 2],
            ['Bunded fuel and oil storage', 1],
            ['CCTV of pens and barge', 1],
          ],
          6,
        ),
        ask('INTEGER', 'Feed storage capacity on site (days of feeding at peak biomass)', {
          key: 'feedStorageDays',
          hint: 'Barge capacity in tonnes ÷ daily feed at peak, rounded down',
        }),
        yesNo('Is there a contingency for feed supply and fish welfare if deliveries stop during prolonged bad weather?', { yes: 2, no: 0 }, {
          includeIf: { key: 'feedStorageDays', condition: 'LTE', value: '3' },
        }),
        yesNo('Is the backup generator tested under load at least monthly, with records?', { yes: 3, no: 0 }),
      ],
    },
    {
      title: 'Storm preparedness',
      description: 'How the site prepares for and recovers from severe weather.',
      questions: [
        yesNo(
          'Is there a severe weather plan with triggers (wind speed, wave height) for stopping operations and securing equipment?',
          { yes: 4, no: 0 },
          { guidance: 'After a storm the plan should require a check of moorings, nets and stock before normal operations resume.' },
        ),
        ask('FLOAT', 'Design significant wave height for the site (m)', {
          units: 'METERS',
          guidance: 'Taken from the site survey (50-year return period); compare it with the rating of the pens and moorings.',
        }),
        ask('SHORT_TEXT', 'Which weather forecasting service is used for operational planning?'),
        single('Exposure of the site', [
          ['Sheltered', 3],
          ['Moderately exposed', 2],
          ['Exposed', 1],
          ['Highly exposed (open ocean)', 0],
        ]),
      ],
    },
  ],
};
