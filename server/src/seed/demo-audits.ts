import type { SampleValue } from '@aquarisk/contract/template/default-templates/build';
import type { FarmProfile } from '@aquarisk/contract/template/default-templates/farm-profiles';

/**
 * Demo audits (docs/requirements.md#decisions-demo-data): every state, every risk band among the scored ones, open and closed actions, spread over
 * years. Answers come from a farm profile (issue 13), per section where a farm is good on paper and poor in the
 * water, so its numbers agree with each other and with its band; Loch Creran is a good farm capped at HIGH by an
 * escape it never reported. An action names the question it was raised on by the start of its text.
 * Issue 22: each audit's band is the one an underwriter would give from its answers (docs/scoring.md, "The demo"),
 * and its figures fit its place: temperatures of its latitude, its country's lice rules, its production system.
 */
export type DemoProfile = FarmProfile | readonly [FarmProfile, FarmProfile, FarmProfile, FarmProfile, FarmProfile];

export interface DemoAction {
  title: string;
  riskLevel: string;
  description: string;
  closedBy?: string;
  closing?: string;
  /** the start of the question's text; without it the action goes on a question by position */
  onQuestion?: string;
}

export interface DemoAudit {
  farm: string;
  name: string;
  year: number;
  /** 'scored' audits are answered completely and scored; 'partial' are half answered; 'new' are not started */
  state: 'scored' | 'partial' | 'new';
  profile: DemoProfile;
  createdAt: string;
  assignees: string[];
  /**
   * Figures of this audit that differ from its profile's (issue 22), by the start of the question's text, as the
   * templates' samples give them (a number, a range, an option's index, or the answer itself): temperatures of its
   * latitude, the loss it hid, the outbreak it had.
   */
  answers?: Readonly<Record<string, SampleValue>>;
  actions?: DemoAction[];
  /**
   * Issue 26 item 1: the earlier scored audit of the farm (by name, seeded before) this one was started from; the
   * answers it has not given yet are carried from it and wait to be confirmed.
   */
  startedFrom?: string;
}

/**
 * Issue 26 item 5: the priced measurements of a farm's earlier audits, so its trend moves as a real farm's would. Each
 * figure stays in the band of the profile's sample it replaces (the scores and bands of docs/scoring.md hold).
 */
function measured(m: { month: number; cycle: number; lice: number; oxygen: number; escaped: number; density: number }) {
  return {
    'Mortality last month': m.month,
    'Mortality of the last completed cycle': m.cycle,
    'Highest weekly average of adult female lice': m.lice,
    'Lowest dissolved oxygen in the last 12 months': m.oxygen,
    'Fish escaped from the site this cycle': m.escaped,
    'Highest stocking density in any unit': m.density,
  };
}

export const demoAudits: DemoAudit[] = [
  {
    farm: 'Hardanger Fjord Site',
    name: 'Hardanger annual audit 2025',
    year: 2025,
    state: 'scored',
    profile: 'good',
    createdAt: '2025-05-12T08:00:00.000Z',
    assignees: ['auditor@example.com'],
    actions: [
      {
        title: 'Replace worn mooring shackles on grid line 3',
        riskLevel: 'MODERATE',
        description: '<p>Two shackles on grid line 3 show wear above 10%. Replace before the winter storm season.</p>',
        closedBy: 'manager@example.com',
        closing: '<p>Shackles replaced on 2 June; photos filed in the maintenance log.</p>',
        onQuestion: 'Date of the last mooring inspection',
      },
      {
        title: 'Update the fish health plan after the vet visit',
        riskLevel: 'LOW',
        description: '<p>The plan still lists the 2023 vaccination schedule.</p>',
        onQuestion: 'Has the fish health plan been reviewed',
      },
    ],
  },
  {
    farm: 'Hardanger Fjord Site',
    name: 'Hardanger annual audit 2026',
    year: 2026,
    state: 'partial',
    profile: 'average',
    createdAt: '2026-04-20T08:00:00.000Z',
    assignees: ['auditor@example.com', 'farmer@example.com'],
    startedFrom: 'Hardanger annual audit 2025',
  },
  {
    farm: 'Lofoten North',
    name: 'Lofoten North winter audit',
    year: 2026,
    state: 'scored',
    profile: ['poor', 'poor', 'average', 'average', 'poor'],
    createdAt: '2026-02-03T09:30:00.000Z',
    assignees: ['auditor@example.com'],
    // 68° N: the sea stays between about 3 and 14 °C; the low oxygen came with tarpaulin delousing, not heat.
    // Issue 39: ISA confirmed in two pens and culled on the Food Safety Authority's order; that cull is its loss history.
    answers: {
      'Water temperature range over the last 12 months': [2.8, 13.9],
      'Days with water temperature at or above 18': 0,
      'Listed disease status of the site over the last 24 months': 3,
      'Which pathogens were suspected or confirmed?': [0, 1],
      'Pathogen record:':
        'ISA (HPR-deleted ISAV) suspected in pen 4 on 2 October 2025, confirmed by the Norwegian Veterinary Institute on 9 October, notified to the Norwegian Food Safety Authority the same day; pancreas disease (SAV3) confirmed in pen 2 in August 2025 and notified.',
      'Stock lost to the confirmed listed disease': 8,
      'Stock loss events in the last five years': 1,
      'Of those loss events, how many were caused by disease': 1,
      'Largest single loss in the last five years': 8,
      'Loss record of the last five years':
        'October 2025, disease: ISA confirmed in pens 4 and 5; both pens (about 8% of the standing stock) culled on the Norwegian Food Safety Authority order and the site placed under a control zone; claim under the disease extension, agreed.',
      'Have all losses of the last five years been disclosed': 'YES',
    },
    actions: [
      {
        title: 'Sea-lice counts above the legal limit',
        riskLevel: 'MODERATE_HIGH',
        description: '<p>The highest weekly average was 1.6 adult female lice per fish; the limit is 0.5.</p>',
        onQuestion: 'Highest weekly average of adult female lice',
      },
      {
        title: 'Feed barge generator not tested under load',
        riskLevel: 'MODERATE',
        description: '<p>No load test recorded in the last 14 months; the plan asks for one every month.</p>',
        onQuestion: 'Is the backup generator tested under load',
      },
    ],
  },
  {
    farm: 'Loch Creran',
    name: 'Loch Creran compliance audit',
    year: 2025,
    state: 'scored',
    profile: 'capped',
    createdAt: '2025-09-01T07:45:00.000Z',
    assignees: ['auditor@example.com'],
    // The escape it never reported is also a loss it never disclosed: a quarter of the 620,000 fish stocked.
    answers: {
      'Stock loss events in the last five years': 1,
      'Of those loss events, how many were caused by escape': 1,
      'Largest single loss in the last five years': 24.2,
      'Have all losses of the last five years been disclosed': 'NO',
    },
    actions: [
      {
        title: 'Unreported escape of about 150,000 fish',
        riskLevel: 'HIGH',
        description:
          '<p>A 40 cm tear at 12 m depth in pen 5 let out about 150,000 fish; the escape was never reported to the authority.</p>',
        onQuestion: 'Were all escapes this cycle reported',
      },
      {
        title: 'Escape contingency plan not tested',
        riskLevel: 'HIGH',
        description: '<p>No escape drill recorded in the last 24 months.</p>',
        closedBy: 'company@example.com',
        closing: '<p>Drill held on 3 October with the recapture contractor; report attached to the plan.</p>',
        onQuestion: 'Is there a written, current emergency plan for escapes',
      },
      {
        title: 'Dissolved oxygen logger out of calibration',
        riskLevel: 'MODERATE_LOW',
        description: '<p>Calibration certificate expired in July.</p>',
        onQuestion: 'How is dissolved oxygen monitored',
      },
    ],
  },
  {
    farm: 'Loch Creran',
    name: 'Loch Creran spring audit 2026',
    year: 2026,
    state: 'new',
    profile: 'average',
    createdAt: '2026-03-15T10:00:00.000Z',
    assignees: ['auditor@example.com'],
  },
  {
    farm: 'Chiloé Sur',
    name: 'Chiloé Sur site audit',
    year: 2024,
    state: 'scored',
    profile: ['average', 'good', 'average', 'good', 'average'],
    createdAt: '2024-11-05T12:00:00.000Z',
    assignees: ['auditor@example.com'],
    // An SRS (piscirickettsiosis) outbreak, diagnosed, notified and disclosed (issue 39: answered as its story): SRS is
    // on Chile's list of high-risk diseases and under SERNAPESCA's official programme; the last cycle lost 34 % of the
    // coho stocked, 27 % of them to SRS, after five antibiotic courses. Chiloé at 42° S: 9–16 °C. Caligus counted as
    // gravid females (Chile).
    answers: {
      'Mortality of the last completed cycle': 34,
      'Share of the last completed cycle’s deaths without a diagnosed cause': 12,
      'Listed disease status of the site over the last 24 months': 3,
      'Which pathogens were suspected or confirmed?': [5],
      'Pathogen record:':
        'Piscirickettsiosis (SRS) suspected in pens 3 and 6 on 14 February 2024, confirmed by the laboratory on 20 February and notified to SERNAPESCA the same day under its SRS programme (PSEVC-Piscirickettsiosis); outbreak over by June.',
      'Stock lost to the confirmed listed disease': 27,
      'Were all suspected or confirmed listed diseases notified': 1,
      'Antibiotic treatment courses in the current production cycle': 5,
      'Stock loss events in the last five years': 1,
      'Of those loss events, how many were caused by storm': 0,
      'Of those loss events, how many were caused by disease': 1,
      'Largest single loss in the last five years': 27,
      'Loss record of the last five years':
        'February to June 2024, disease: SRS outbreak in the 2023 coho generation; 27% of the fish stocked died of SRS (34% of the cycle in all); claim under the disease extension, settled at 70% after the deductible.',
      // Issue 39: Chile fixes coho density per neighbourhood of concessions (ACS); the site keeps under 10 kg/m³.
      'Highest stocking density in any unit': 9.4,
      'Have all losses of the last five years been disclosed': 'YES',
      'Water temperature range over the last 12 months': [9.1, 15.6],
    },
    actions: [
      {
        title: 'Mortality removal frequency below standard',
        riskLevel: 'MODERATE',
        description: '<p>Dead fish removed every 2–3 days; the standard is daily in summer.</p>',
        onQuestion: 'How often are dead fish removed',
      },
    ],
  },
  {
    farm: 'Clayoquot Sound',
    name: 'Clayoquot Sound audit 2026',
    year: 2026,
    state: 'partial',
    profile: 'average',
    createdAt: '2026-06-01T08:00:00.000Z',
    assignees: ['auditor@example.com'],
  },
  {
    farm: 'Saronic Gulf Pens',
    name: 'Saronic Gulf annual audit',
    year: 2025,
    state: 'scored',
    profile: ['average', 'average', 'good', 'good', 'average'],
    createdAt: '2025-07-09T06:30:00.000Z',
    assignees: ['auditor@example.com'],
    // The Saronic Gulf at 38° N: about 15 °C in February, above 28 °C in a summer marine heatwave.
    answers: { 'Water temperature range over the last 12 months': [14.8, 28.6], 'Days with water temperature at or above 28': 6 },
    actions: [
      {
        title: 'Record water temperature at 5 m as well as at the surface',
        riskLevel: 'LOW',
        description: '<p>Summer surface temperatures understate stress at cage depth.</p>',
        closedBy: 'manager@example.com',
        closing: '<p>Second logger installed at 5 m.</p>',
        onQuestion: 'Water temperature range',
      },
    ],
  },
  {
    farm: 'Saronic Gulf Pens',
    name: 'Saronic Gulf audit 2024',
    year: 2024,
    state: 'scored',
    profile: ['average', 'average', 'good', 'good', 'average'],
    createdAt: '2024-07-10T06:30:00.000Z',
    assignees: ['auditor@example.com'],
    // Issue 39: one limit broken and reported: a January storm tore the net of pen 3 and about 450 sea bream escaped,
    // reported the same day (the ASC's fewer than 300 a cycle, applied to every finfish farm). The record summer of 2024.
    answers: {
      'Fish escaped from the site this cycle': 450,
      'Date of the largest escape this cycle': 175,
      'Cause of the largest escape this cycle': 2,
      'Were all escapes this cycle reported to the authority in time?': 1,
      'Water temperature range over the last 12 months': [15.1, 28.9],
      'Days with water temperature at or above 28': 9,
    },
    actions: [
      {
        title: 'Net of pen 3 torn in the January storm: about 450 fish escaped',
        riskLevel: 'MODERATE_HIGH',
        description: '<p>The net tore along a seam at 6 m; the escape was reported the same day and recapture nets were set.</p>',
        closedBy: 'manager@example.com',
        closing: '<p>A new net rated for the site class fitted to pen 3; nets now checked after every storm.</p>',
        onQuestion: 'Fish escaped from the site this cycle',
      },
    ],
  },
  {
    farm: 'Macquarie Harbour',
    name: 'Macquarie Harbour audit 2026',
    year: 2026,
    state: 'new',
    profile: 'average',
    createdAt: '2026-08-18T23:00:00.000Z',
    assignees: ['auditor@example.com'],
  },
  {
    farm: 'Bantry Bay Mussels',
    name: 'Bantry Bay longline audit',
    year: 2026,
    state: 'scored',
    profile: 'average',
    createdAt: '2026-01-22T11:00:00.000Z',
    assignees: ['auditor@example.com'],
    // Issue 39: the disease it suspected is one of mussels, Marteilia refringens, ruled out by the laboratory.
    answers: {
      'Which pathogens were suspected or confirmed?': [1],
      'Pathogen record:':
        'Marteilia refringens suspected after mussel mortality on the inner lines on 8 September 2025, notified to the Marine Institute on 9 September; ruled out by its Fish Health Unit laboratory on 30 September.',
    },
    actions: [
      {
        title: 'Longline buoys missing on line 17',
        riskLevel: 'MODERATE_LOW',
        description: '<p>Four buoys missing; the line is sagging at the east end.</p>',
        onQuestion: 'Condition of lines, floats and anchors',
      },
    ],
  },
  {
    farm: 'Willapa Bay Oysters',
    name: 'Willapa Bay audit 2026',
    year: 2026,
    state: 'scored',
    profile: 'poor',
    createdAt: '2026-05-05T16:00:00.000Z',
    assignees: ['other@example.com'],
    // Issue 39: the disease it had is one of Pacific oysters, OsHV-1 µVar, in its seed.
    answers: {
      'Which pathogens were suspected or confirmed?': [3],
      'Pathogen record:':
        'OsHV-1 µVar suspected in Pacific oyster seed on the north flats on 21 July 2025, confirmed by the state shellfish laboratory on 1 August and notified to the Washington Department of Fish and Wildlife, which stopped movements of seed off the flats.',
    },
    actions: [
      {
        title: 'Harvest area closure log incomplete',
        riskLevel: 'MODERATE',
        description: '<p>Two closures after heavy rain are not recorded.</p>',
        onQuestion: 'Days the area was closed for microbiological',
      },
    ],
  },
  {
    farm: 'Marlborough Sounds Lines',
    name: 'Marlborough Sounds audit 2026',
    year: 2026,
    state: 'partial',
    profile: 'average',
    createdAt: '2026-07-14T21:00:00.000Z',
    assignees: ['other@example.com'],
    // The Marlborough Sounds at 41° S: about 10 °C in August, 19–20 °C in February.
    answers: { 'Water temperature range over the last 12 months': [10.4, 19.6] },
  },
  // Issue 26: three farms with earlier scored audits, so trends and comparisons show something real. Each improves
  // or slips the way its later audit says: Hardanger tightens up towards its LOW of 2025, Loch Creran was an average
  // farm before the escape it hid, Chiloé Sur was average before the SRS cycle of 2024.
  {
    farm: 'Hardanger Fjord Site',
    name: 'Hardanger annual audit 2023',
    year: 2023,
    state: 'scored',
    // issue 39: model v3 asks more of an average farm's questions; its husbandry was the weak side that year
    profile: ['average', 'average', 'average', 'average', 'poor'],
    createdAt: '2023-05-09T08:00:00.000Z',
    assignees: ['auditor@example.com'],
    // Its actions are its answers: inspections late (moorings and nets), the generator not tested under load.
    answers: {
      ...measured({ month: 0.8, cycle: 13.8, lice: 0.38, oxygen: 64, escaped: 65, density: 19.2 }),
      'Date of the last mooring inspection': 430,
      'Interval between ROV or diver inspections of the nets': 45,
      'Are holes found at inspection repaired the same day?': 'NO',
      'Is the backup generator tested under load': 'NO',
      // its new hands had no training record yet (issue 39: the rubric's training question)
      'Has everyone who works with the stock been trained for their tasks': 'NO',
    },
    actions: [
      {
        title: 'Mooring inspection overdue',
        riskLevel: 'MODERATE',
        description: '<p>The last mooring inspection is older than the 12 months the plan asks for.</p>',
        closedBy: 'manager@example.com',
        closing: '<p>Moorings inspected by the diving contractor; report filed.</p>',
        onQuestion: 'Date of the last mooring inspection',
      },
      {
        title: 'Test the backup generator under load every month',
        riskLevel: 'MODERATE_LOW',
        description: '<p>The generator was last run under load at the spring service.</p>',
        closedBy: 'manager@example.com',
        closing: '<p>Monthly load test added to the site checklist.</p>',
        onQuestion: 'Is the backup generator tested under load',
      },
    ],
  },
  {
    farm: 'Hardanger Fjord Site',
    name: 'Hardanger annual audit 2024',
    year: 2024,
    state: 'scored',
    profile: ['good', 'average', 'good', 'good', 'average'],
    createdAt: '2024-05-14T08:00:00.000Z',
    assignees: ['auditor@example.com'],
    answers: measured({ month: 0.4, cycle: 4.6, lice: 0.16, oxygen: 69, escaped: 12, density: 16.8 }),
    actions: [
      {
        title: 'Oxygen logger alarms go to one phone only',
        riskLevel: 'LOW',
        description: '<p>Low-oxygen alarms reach the site manager only; nobody is called at night.</p>',
        closedBy: 'manager@example.com',
        closing: '<p>Alarms now go to the on-call rota.</p>',
        onQuestion: 'How is dissolved oxygen monitored',
      },
    ],
  },
  {
    farm: 'Loch Creran',
    name: 'Loch Creran audit 2023',
    year: 2023,
    state: 'scored',
    // issue 39: model v3 asks more of an average farm's questions; its husbandry was the weak side that year
    profile: ['average', 'average', 'average', 'average', 'poor'],
    createdAt: '2023-08-29T07:45:00.000Z',
    assignees: ['auditor@example.com'],
    // No written escape plan yet (its action): recapture depends on who is on shift.
    answers: {
      ...measured({ month: 0.7, cycle: 11.2, lice: 0.31, oxygen: 62, escaped: 85, density: 17.1 }),
      'Is there a written, current emergency plan for escapes': 'NO',
      'Can recapture nets and crew be deployed within 24 hours': 'NO',
      'Emergency drills held in the last 12 months': 0,
      'Unexplained stock difference at the last stock count': 3.2,
      // The net care that let 150,000 fish out two years later.
      'Are holes found at inspection repaired the same day?': 'NO',
      // its new hands had no training record yet (issue 39: the rubric's training question)
      'Has everyone who works with the stock been trained for their tasks': 'NO',
    },
    actions: [
      {
        title: 'Write an escape contingency plan',
        riskLevel: 'MODERATE_HIGH',
        description: '<p>The site has no written plan for an escape; recapture depends on who is on shift.</p>',
        closedBy: 'company@example.com',
        closing: '<p>Plan written with the recapture contractor and filed with the authority.</p>',
        onQuestion: 'Is there a written, current emergency plan for escapes',
      },
    ],
  },
  {
    farm: 'Loch Creran',
    name: 'Loch Creran audit 2024',
    year: 2024,
    state: 'scored',
    profile: ['average', 'good', 'good', 'average', 'good'],
    createdAt: '2024-09-03T07:45:00.000Z',
    assignees: ['auditor@example.com'],
    answers: measured({ month: 0.6, cycle: 14.1, lice: 0.22, oxygen: 84, escaped: 0, density: 14.2 }),
    actions: [
      {
        title: 'Dead fish removed only twice a week',
        riskLevel: 'MODERATE',
        description: '<p>Summer mortalities stay in the pens for up to four days.</p>',
        closedBy: 'manager@example.com',
        closing: '<p>Daily removal from June to September, logged per pen.</p>',
        onQuestion: 'How often are dead fish removed',
      },
    ],
  },
  {
    farm: 'Chiloé Sur',
    name: 'Chiloé Sur audit 2022',
    year: 2022,
    state: 'scored',
    // issue 39: model v3 asks more of an average farm's questions; its husbandry was the weak side that year
    profile: ['average', 'average', 'average', 'average', 'poor'],
    createdAt: '2022-11-08T12:00:00.000Z',
    assignees: ['auditor@example.com'],
    answers: {
      ...measured({ month: 0.95, cycle: 10.6, lice: 0.72, oxygen: 66, escaped: 25, density: 9.6 }),
      'Water temperature range over the last 12 months': [9.4, 15.2],
      // The plan predates the new SRS vaccine (its action): the vet has not been on site since the last cycle.
      'Has the fish health plan been reviewed': 'NO',
      'Date of the last veterinary visit': 210,
      'How often does a veterinarian or fish health biologist visit the site?': 2,
      'Antibiotic treatment courses in the current production cycle': 2,
      // Its environment improved in 2023: no aeration ready for a bloom yet.
      'Can oxygenation or aeration be started in the pens within 6 hours': 'NO',
      // its new hands had no training record yet (issue 39: the rubric's training question)
      'Has everyone who works with the stock been trained for their tasks': 'NO',
    },
    actions: [
      {
        title: 'Fish health plan not reviewed since the last cycle',
        riskLevel: 'MODERATE',
        description: '<p>The plan predates the new SRS vaccine; the vet has not signed it this cycle.</p>',
        closedBy: 'manager@example.com',
        closing: '<p>Reviewed and signed by the vet in December.</p>',
        onQuestion: 'Has the fish health plan been reviewed',
      },
    ],
  },
  {
    farm: 'Chiloé Sur',
    name: 'Chiloé Sur audit 2023',
    year: 2023,
    state: 'scored',
    profile: ['average', 'good', 'good', 'average', 'average'],
    createdAt: '2023-11-07T12:00:00.000Z',
    assignees: ['auditor@example.com'],
    answers: {
      ...measured({ month: 0.55, cycle: 14.6, lice: 0.58, oxygen: 83, escaped: 0, density: 8.9 }),
      'Water temperature range over the last 12 months': [9.0, 15.9],
    },
    actions: [
      {
        title: 'Caligus counts weekly, not twice weekly, in summer',
        riskLevel: 'MODERATE_LOW',
        description: '<p>The programme asks for two counts a week when the water is above 12 °C.</p>',
        closedBy: 'manager@example.com',
        closing: '<p>Second weekly count added from December to March.</p>',
        onQuestion: 'Highest weekly average of adult female lice',
      },
    ],
  },
];
