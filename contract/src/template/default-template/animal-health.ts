import { ask, multi, single, yesNo, type SectionDraft } from './build.ts';

export const animalHealth: SectionDraft = {
  name: 'Animal Health',
  description:
    'Fish health planning and veterinary oversight, vaccination, mortality management, sea lice control, disease surveillance and biosecurity.',
  steps: [
    {
      title: 'Fish health planning',
      description: 'Whether fish health is planned with a veterinarian, who is responsible and how the stock is vaccinated.',
      questions: [
        ask('USER', 'Who is the responsible fish health manager on site?', {
          guidance:
            'Select the named person accountable for day-to-day health and welfare decisions. They should know the site veterinarian, be reachable out of hours and be able to authorise treatments and emergency harvests.',
        }),
        yesNo('Is there a written fish health plan agreed with the site veterinarian and reviewed in the last 12 months?', { yes: 5, no: 0 }, {
          guidance:
            'Look for a signed veterinary health plan (VHP) covering disease prevention, vaccination, sea lice, treatment protocols, mortality investigation triggers and humane culling. Check the review date and that it matches the species and site.',
        }),
        ask('URL', 'Link to the current fish health plan in the document management system', {
          points: 1,
          hint: 'Paste the address of the controlled document, e.g. https://intranet.example.com/qms/fhp-site-12',
          guidance: 'A controlled, accessible copy shows the plan is in use rather than filed away.',
        }),
        ask('DATE', 'Date of the last veterinary or fish health professional visit', {
          guidance:
            'Expect visits at least quarterly on marine salmonid sites, and promptly whenever mortality rises. Ask to see the visit report and check its recommendations were followed up.',
        }),
        single('How often does a veterinarian or fish health biologist visit the site?', [
          ['At least monthly', 4],
          ['Quarterly', 3],
          ['Twice a year', 1],
          ['Once a year or less', 0],
          ['Only when called out', 0],
        ]),
        yesNo(
          'Was the current generation vaccinated before sea transfer, with records of vaccine, batch, date and degree-days?',
          { yes: 4, no: 0 },
          {
            guidance:
              'Salmon are normally vaccinated with a multivalent injectable (e.g. furunculosis, vibriosis, IPN, and PD where relevant) at least 500–600 degree-days before sea transfer so that immunity develops. Check hatchery certificates and vaccination quality checks (adhesions, missed fish).',
          },
        ),
      ],
    },
    {
      title: 'Mortality recording and removal',
      description: 'How dead fish are removed, recorded, investigated and disposed of.',
      questions: [
        single(
          'How often are mortalities removed from each pen?',
          [
            ['Daily', 4],
            ['Every 2–3 days', 2],
            ['Weekly', 1],
            ['Less than weekly', 0],
          ],
          {
            guidance:
              'Dead fish are a disease reservoir and attract predators. Daily removal (lift-up systems, mort pumps or divers) is expected, and more often during disease events or warm water.',
          },
        ),
        yesNo('Are mortalities recorded daily per pen with an assigned cause of death?', { yes: 4, no: 0 }, {
          guidance:
            'Causes should be classified (e.g. handling, disease, predation, environmental, unknown). Unclassified or "old" mortality in large numbers suggests late removal.',
        }),
        ask('FLOAT', 'Mortality last month (%)', {
          key: 'mortalityLastMonth',
          units: 'PERCENT',
          hint: 'Dead fish in the last full month ÷ number at the start of that month × 100, e.g. 0.85',
          guidance:
            'For marine salmonids a monthly mortality above about 1–2 % warrants investigation. Compare with the same month last generation and with neighbouring sites.',
        }),
        ask('LONG_TEXT', 'Describe the investigation into the elevated mortality, including diagnosis and corrective actions', {
          includeIf: { key: 'mortalityLastMonth', condition: 'GT', value: '2' },
          guidance:
            'Expect veterinary involvement, laboratory samples (histology, PCR), a documented root cause and actions such as stopping feed, postponing handling or early harvest.',
        }),
        ask('FLOAT', 'Total weight of mortalities removed last month (kg)', {
          units: 'KILOGRAMS',
          guidance: 'Cross-check with ensilage volumes or the collection contractor’s waste transfer notes.',
        }),
        yesNo(
          'Are mortalities stored and disposed of through an approved route (ensilage or licensed collection) that prevents the spread of pathogens?',
          { yes: 3, no: 0 },
          {
            guidance:
              'Fish mortalities are animal by-products (Category 2 in the EU and UK). Ensilage tanks should be covered, pH monitored (below 4) and kept away from the pens.',
          },
        ),
      ],
    },
    {
      title: 'Sea lice management',
      description: 'Sea lice counting, treatment thresholds and the welfare of treated fish.',
      questions: [
        ask('DATE_TIME', 'Date and time of the most recent sea lice count', {
          guidance:
            'Counts are normally weekly (every other week below about 4 °C in Norway), sampling at least 10–20 fish per pen. Check the counter is trained and the count matches the submitted return.',
        }),
        ask('FLOAT', 'Average number of adult female lice per fish at the most recent count', {
          hint: 'e.g. 0.35',
          guidance:
            'Typical limits: 0.5 adult females per fish (0.2 during the spring wild-smolt migration in Norway); in Scotland 2 per fish must be reported and 6 per fish triggers intervention, while the industry code aims for 0.5 in spring and 1.0 otherwise.',
        }),
        yesNo('Is there a documented sea lice management plan with treatment trigger thresholds agreed with the veterinarian?', { yes: 4, no: 0 }, {
          guidance:
            'The plan should set trigger levels below the legal limits, name the preferred treatments, cover resistance management and be coordinated with other farms in the management area.',
        }),
        yesNo('Were sea lice treatments carried out in the last 12 months?', { yes: 0, no: 2 }, {
          key: 'liceTreated',
          guidance: 'Every treatment is handling stress for the fish; a site that needed none scores better here.',
        }),
        multi(
          'Which treatment methods were used?',
          [
            ['Thermal or mechanical delousing (e.g. Thermolicer, Optilicer, Hydrolicer)', 1],
            ['Freshwater bath', 2],
            ['Hydrogen peroxide bath', 1],
            ['Other bath medicines (e.g. azamethiphos, deltamethrin)', 0],
            ['In-feed medicines (e.g. emamectin benzoate, teflubenzuron)', 0],
            ['Cleaner fish (wrasse, lumpfish)', 2],
          ],
          3,
          {
            key: 'liceMethods',
            includeIf: { key: 'liceTreated', condition: 'EQ', value: 'YES' },
            guidance:
              'Non-medicinal and combined approaches reduce the risk of resistance; reliance on a single medicine is a concern. Check prescriptions and bioassay results for medicines.',
          },
        ),
        ask('FLOAT', 'Mortality within 7 days after the last thermal or mechanical delousing (%)', {
          units: 'PERCENT',
          includeIf: { key: 'liceMethods', condition: 'CONTAINS', value: '10' },
          guidance:
            'Thermal and mechanical delousing carry a high welfare risk. Mortality above about 1 %, or skin, eye and gill injuries, should trigger review of the protocol, fish condition and water temperature.',
        }),
      ],
    },
    {
      title: 'Disease surveillance and biosecurity',
      description: 'Health screening, notifiable disease history and controls on people, equipment and vessels.',
      questions: [
        multi(
          'Which disease surveillance activities are in place?',
          [
            ['Routine health checks by a veterinarian or fish health biologist', 2],
            ['PCR screening for listed pathogens (e.g. ISAV, SAV/PD, PRV)', 2],
            ['Histopathology of moribund and fresh dead fish', 1],
            ['Gill scoring for AGD and gill disease', 1],
            ['Welfare scoring (fins, skin, eyes, snout, emaciation)', 1],
          ],
          6,
        ),
        yesNo('Has a notifiable or listed disease been suspected or confirmed on site in the last 24 months?', { yes: 0, no: 3 }, {
          key: 'notifiableDisease',
          guidance: 'Examples: ISA, PD (SAV), IHN, VHS, Gyrodactylus salaris. Check the official notifications and movement restrictions.',
        }),
        ask('LONG_TEXT', 'Describe the disease event, the notification to the competent authority and the control measures taken', {
          includeIf: { key: 'notifiableDisease', condition: 'EQ', value: 'YES' },
        }),
        single(
          'Which best describes the biosecurity controls for people, equipment and vessels?',
          [
            ['Documented biosecurity plan with disinfection points, visitor log and vessel/equipment disinfection records', 4],
            ['Documented plan, but records incomplete', 2],
            ['Informal practices only', 1],
            ['No biosecurity controls', 0],
          ],
          { guidance: 'Walk the site: footbaths, dedicated equipment per site, well-boat disinfection certificates.' },
        ),
        ask('FLOAT', 'Distance to the nearest fish farm of another company or management area (m)', {
          units: 'METERS',
          guidance: 'Closer neighbours increase the risk of lice and disease transfer; coordinated fallowing matters more.',
        }),
      ],
    },
  ],
};
