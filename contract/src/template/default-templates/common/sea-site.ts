import { bands } from '../band-notation.ts';
import { ask, measure, single, yesNo, type StepDraft } from '../build.ts';

/**
 * Issue 22: an expiry date scores by the days left on the audit date (its age is negative until it expires): more
 * than 90 days left is good, less is a renewal due, expired scores nothing (and the measure's limit caps).
 */
export const EXPIRY_BANDS = bands(':-90:3 | -90:1:2 | 1::0');

/** Issue 22: the last inspection of moorings, lines or anchors, by its age on the audit date. */
export const INSPECTION_AGE_BANDS = bands('0:366:3 | 366:731:1 | 731::0');

/** The emergency plans of a sea-pen fish farm (governanceSection asks one question each); `fire` names what can burn. */
export const seaPenPlans = (fire: string): readonly string[] => [
  'escapes',
  'mass mortality and emergency slaughter',
  'harmful algae, jellyfish and low oxygen',
  'fuel and chemical spills',
  fire,
  'severe weather',
  'a person overboard',
];

/**
 * Engineering steps of floating fish farms (salmonid and marine finfish): the NS 9415 certification block and the
 * nets. Site classes follow NS 9415: waves by significant wave height Hs, current by speed, both at the 50-year
 * return period; NYTEK23 (Norway) requires a site survey, product certificates and an installation certificate.
 */
export function certificationStep(): StepDraft {
  return {
    title: 'Site certification',
    description: 'The installation certificate and its expiry, the NS 9415 site class, design loads and the mooring analysis.',
    questions: [
      yesNo(
        'Does the site hold a valid installation certificate for its site class (NS 9415 / NYTEK23 or equivalent)?',
        { yes: 5, no: 0, capNo: 'HIGH' },
        {
          ruleKey: 'certificate.installationValid',
          // the poor farm's certificate expired 30 days before the audit: it cannot call it valid (issue 39)
          sample: { poor: 'NO' },
          guidance:
            'The certificate is issued by an accredited inspection body after installation, on the basis of the site survey and the mooring analysis. Outside Norway look for the Scottish Technical Standard or a class society’s certificate. Uncertified moorings are a knockout: the audit is capped at HIGH.',
        },
      ),
      ask('DATE', 'Expiry date of the installation certificate', {
        bands: EXPIRY_BANDS,
        ruleKey: 'certificate.installationExpiry',
        guidance: 'Scored by the time left on the audit date. An expired certificate caps the audit at HIGH, as no certificate does.',
        sample: { good: -700, average: -150, poor: 30 },
      }),
      single(
        'NS 9415 wave class of the site (Hs, 50-year return period)',
        [
          ['A: Hs below 0.5 m', 3],
          ['B: Hs 0.5–1.0 m', 3],
          ['C: Hs 1.0–2.0 m', 2],
          ['D: Hs 2.0–3.0 m', 1],
          ['E: Hs above 3.0 m', 0],
        ],
        {
          guidance: 'From the site survey (lokalitetsrapport). The class is exposure: it prices the weather the farm must survive.',
          ruleKey: 'site.waveClass',
          sample: { good: 2, average: 2, poor: 3 },
        },
      ),
      single(
        'NS 9415 current class of the site (50-year return period)',
        [
          ['a: below 0.3 m/s', 3],
          ['b: 0.3–0.5 m/s', 3],
          ['c: 0.5–1.0 m/s', 2],
          ['d: 1.0–1.5 m/s', 1],
          ['e: above 1.5 m/s', 0],
        ],
        { ruleKey: 'site.currentClass', sample: { good: 1, average: 2, poor: 3 } },
      ),
      ask('FLOAT', 'Design significant wave height Hs (m, 50-year return period)', {
        units: 'METERS',
        bounds: { min: 0, max: 30 },
        sample: { good: 1.2, average: 1.9, poor: 2.8 },
      }),
      ask('FLOAT', 'Design current speed (50-year return period)', {
        units: 'M_S',
        bounds: { min: 0, max: 10 },
        sample: { good: 0.45, average: 0.7, poor: 1.2 },
      }),
      yesNo(
        'Are all main components (pens, nets, moorings, feed barge) rated for the site class?',
        { yes: 4, no: 0, capNo: 'MODERATE_HIGH' },
        {
          guidance:
            'Compare each component’s product certificate with the site class; a component rated below the class caps the audit at MODERATE HIGH.',
        },
      ),
      ask('DATE', 'Date of the latest mooring analysis', {
        bands: bands('0:1096:2 | 1096:1827:1 | 1827::0'),
        ruleKey: 'moorings.analysisDate',
        guidance:
          'NS 9415 asks for a new analysis whenever the mooring layout or the site class changes. An analysis more than 5 years old caps the audit at MODERATE HIGH.',
        sample: { good: 200, average: 800, poor: 1900 },
      }),
    ],
  };
}

export function netsStep(): StepDraft {
  return {
    title: 'Nets',
    description: 'Net age and strength tests, inspection intervals, repairs and fouling.',
    questions: [
      measure('INTEGER', 'Age of the oldest net in use (years)', bands('0:3:3 | 3:5:2 | 5:7:1 | 7::0'), {
        key: 'netAge',
        units: 'YEAR',
        bounds: { min: 0, max: 50 },
        ruleKey: 'nets.age',
        guidance: 'Net strength falls with age, UV and cleaning; check the net certificate and the supplier’s service life.',
        sample: { good: 2, average: 4, poor: 8 },
      }),
      ask('FLOAT', 'Residual mesh strength of the oldest net at its last test (% of the strength its site class requires)', {
        includeIf: { key: 'netAge', condition: 'GTE', value: '5' },
        units: 'PERCENT',
        bounds: { min: 0, max: 1000 },
        ruleKey: 'nets.residualStrength',
        guidance:
          'Asked of nets 5 years old or more. From the net service station’s test certificate: the mesh strength measured, as a share of the minimum the net must keep for its site class (NS 9415). Below 100% the net is not fit for the site: the audit is capped at MODERATE HIGH.',
        sample: { good: 160, average: 135, poor: 92 },
      }),
      yesNo(
        'Was every net in use strength-tested by a net service station before this deployment?',
        { yes: 3, no: 0, capNo: 'MODERATE_HIGH' },
        {
          guidance:
            'Check the test certificate: residual mesh strength must be above the value required for the site class. A net in the sea without a strength test caps the audit at MODERATE HIGH: torn nets are how most large escapes happen.',
        },
      ),
      measure('INTEGER', 'Interval between ROV or diver inspections of the nets', bands('1:8:3 | 8:31:2 | 31:61:1 | 61::0'), {
        units: 'DAYS',
        bounds: { min: 1, max: 366 },
        guidance:
          'Nets should be inspected at least monthly and after every operation that could damage them (well-boat, delousing, grading, storms).',
        sample: { good: 7, average: 21, poor: 75 },
      }),
      yesNo('Are holes found at inspection repaired the same day?', { yes: 3, no: 0 }),
      single(
        'Fouling on the nets observed during the visit',
        [
          ['Clean', 3],
          ['Light fouling', 2],
          ['Moderate fouling', 1],
          ['Heavy fouling restricting water flow', 0],
        ],
        { guidance: 'Heavy fouling cuts water exchange and oxygen, and adds load on the moorings.' },
      ),
    ],
  };
}

export function stormStep(): StepDraft {
  return {
    title: 'Storm preparedness',
    description: 'How the site prepares for and recovers from severe weather.',
    questions: [
      yesNo('Does the severe weather plan set wind and wave limits for stopping operations?', { yes: 3, no: 0 }),
      yesNo('Is the installation (moorings, nets, pens) checked after every storm before normal work resumes?', { yes: 3, no: 0 }),
      ask('SHORT_TEXT', 'Which weather forecasting service is used for operational planning?', {
        sample: { good: 'Met Office / Yr marine forecasts with site buoy', average: 'Public marine forecast', poor: 'None' },
      }),
    ],
  };
}
