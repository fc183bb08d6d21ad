import { ask, multi, single, yesNo, type SectionDraft } from './build.ts';

export const governance: SectionDraft = {
  name: 'Governance',
  description:
    'Licences and regulatory compliance, records and traceability, insurance and contractors, staff competence and emergency response.',
  steps: [
    {
      title: 'Licences and consents',
      description: 'Whether the site operates within valid licences and how it has dealt with regulators.',
      questions: [
        yesNo(
          'Are all licences and consents valid and sufficient for the current biomass?',
          { yes: 5, no: 0 },
          {
            guidance:
              'Typically the aquaculture or fish farming licence, seabed lease, planning consent and discharge licence. Compare the permitted maximum biomass with the current and planned peak biomass.',
          },
        ),
        ask('SHORT_TEXT', 'Site licence or registration number', { hint: 'As shown on the licence, e.g. FS0123' }),
        ask('URL', 'Link to the public register entry or the licence documents', { points: 1 }),
        yesNo('Has the site received an enforcement notice, warning letter or recorded breach in the last 3 years?', { yes: 0, no: 3 }, {
          key: 'enforcement',
        }),
        ask('LONG_TEXT', 'Describe the breach, the regulator’s requirements and how they were closed out', {
          includeIf: { key: 'enforcement', condition: 'NE', value: 'NO' },
          guidance: 'Ask for the correspondence showing the regulator accepted the corrective actions.',
        }),
      ],
    },
    {
      title: 'Records and traceability',
      description: 'Which records are kept, how and whether a batch of fish can be traced.',
      questions: [
        multi(
          'Which records are kept and available for inspection?',
          [
            ['Stock movements and batch traceability', 2],
            ['Daily mortality', 1],
            ['Feed use', 1],
            ['Medicine and treatment records', 2],
            ['Environmental monitoring', 1],
            ['Harvest records', 1],
          ],
          7,
          { guidance: 'Sample a few days at random and check that records are complete, legible and signed.' },
        ),
        single('How are records kept?', [
          ['Integrated farm management software', 3],
          ['Spreadsheets', 2],
          ['Paper records', 1],
          ['Records incomplete or missing', 0],
        ]),
        yesNo(
          'Can a harvested batch be traced back to its hatchery, vaccination and treatment history within 4 hours?',
          { yes: 4, no: 0 },
          { guidance: 'Ask staff to demonstrate a trace on a recent harvest batch during the visit.' },
        ),
      ],
    },
    {
      title: 'Insurance and contractors',
      description: 'Stock insurance and the control of contractors who work on site.',
      questions: [
        yesNo('Is the stock insured, and are the policy conditions (e.g. mooring certification, net inspections) being met?', { yes: 3, no: 0 }),
        ask('DATE', 'Expiry date of the current stock insurance policy'),
        yesNo('Are contractors (divers, well-boats, net cleaners, ROV operators) used on site?', { yes: 0, no: 0 }, {
          key: 'contractors',
        }),
        yesNo(
          'Are contractors approved and audited before working on site (competence, certificates, biosecurity)?',
          { yes: 4, no: 0 },
          {
            includeIf: { key: 'contractors', condition: 'EQ', value: 'YES' },
            guidance: 'Check the approved contractor list, dive team qualifications and well-boat disinfection certificates.',
          },
        ),
      ],
    },
    {
      title: 'Staff training and emergency response',
      description: 'Staff competence and certification, and readiness for emergencies.',
      questions: [
        ask('USER', 'Who is the site manager responsible for emergency response?'),
        ask('INTEGER', 'Number of staff working on site', { hint: 'Full-time equivalents, including regular relief staff' }),
        single(
          'What share of staff hold current, certified training in fish welfare and husbandry?',
          [
            ['All staff', 4],
            ['Most staff (more than 75 %)', 3],
            ['About half', 1],
            ['Fewer than half', 0],
          ],
          { guidance: 'Recognised qualifications include national aquaculture vocational qualifications and fish welfare courses; check training records and refresher dates.' },
        ),
        multi(
          'Which safety certificates do site staff hold?',
          [
            ['Boat master or skipper certificate', 1],
            ['First aid at work', 1],
            ['Crane or lifting equipment operation', 1],
            ['Sea survival', 1],
            ['Humane slaughter or culling of fish', 1],
          ],
          5,
        ),
        yesNo(
          'Is there an emergency response plan covering escapes, mass mortality, fuel spill, fire, man overboard and severe weather?',
          { yes: 5, no: 0 },
          {
            guidance:
              'The plan should name responsibilities and contacts (including the regulator, veterinarian and emergency harvest capacity) and be posted on site.',
          },
        ),
        ask('DATE', 'Date of the last emergency drill', {
          points: 1,
          guidance: 'Drills should be held at least annually and recorded with lessons learned.',
        }),
      ],
    },
  ],
};
