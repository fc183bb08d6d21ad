/** Demo audits (DECISIONS.md): every state, scored audits with open and closed actions, spread over years. */
export interface DemoAudit {
  farm: string;
  name: string;
  year: number;
  /** 'scored' audits are answered completely and scored; 'partial' are half answered; 'new' are not started */
  state: 'scored' | 'partial' | 'new';
  quality: number;
  createdAt: string;
  assignees: string[];
  actions?: { title: string; riskLevel: string; description: string; closedBy?: string; closing?: string }[];
}

export const demoAudits: DemoAudit[] = [
  {
    farm: 'Hardanger Fjord Site', name: 'Hardanger annual audit 2025', year: 2025, state: 'scored', quality: 0.85, createdAt: '2025-05-12T08:00:00.000Z', assignees: ['auditor@example.com'],
    actions: [
      { title: 'Replace worn mooring shackles on grid line 3', riskLevel: 'MODERATE', description: '<p>Two shackles on grid line 3 show wear above 10%. Replace before the winter storm season.</p>', closedBy: 'manager@example.com', closing: '<p>Shackles replaced on 2 June; photos filed in the maintenance log.</p>' },
      { title: 'Update the fish health plan after the vet visit', riskLevel: 'LOW', description: '<p>The plan still lists the 2023 vaccination schedule.</p>' },
    ],
  },
  { farm: 'Hardanger Fjord Site', name: 'Hardanger annual audit 2026', year: 2026, state: 'partial', quality: 0.7, createdAt: '2026-04-20T08:00:00.000Z', assignees: ['auditor@example.com', 'farmer@example.com'] },
  {
    farm: 'Lofoten North', name: 'Lofoten North winter audit', year: 2026, state: 'scored', quality: 0.3, createdAt: '2026-02-03T09:30:00.000Z', assignees: ['auditor@example.com'],
    actions: [
      { title: 'Sea-lice counts above the treatment threshold', riskLevel: 'MODERATE_HIGH', description: '<p>Average adult female lice per fish was 0.6 in two consecutive weekly counts.</p>' },
      { title: 'Feed barge generator service overdue', riskLevel: 'MODERATE', description: '<p>Last service 14 months ago; the interval is 12 months.</p>' },
    ],
  },
  {
    farm: 'Loch Creran', name: 'Loch Creran compliance audit', year: 2025, state: 'scored', quality: 0.05, createdAt: '2025-09-01T07:45:00.000Z', assignees: ['auditor@example.com'],
    actions: [
      { title: 'Net damage found during ROV inspection', riskLevel: 'HIGH', description: '<p>A 40 cm tear at 12 m depth in pen 5. Escape risk until repaired.</p>' },
      { title: 'Escape contingency plan not tested', riskLevel: 'HIGH', description: '<p>No drill recorded in the last 24 months.</p>', closedBy: 'company@example.com', closing: '<p>Drill held on 3 October with the recapture contractor; report attached to the plan.</p>' },
      { title: 'Dissolved oxygen logger out of calibration', riskLevel: 'MODERATE_LOW', description: '<p>Calibration certificate expired in July.</p>' },
    ],
  },
  { farm: 'Loch Creran', name: 'Loch Creran spring audit 2026', year: 2026, state: 'new', quality: 0.5, createdAt: '2026-03-15T10:00:00.000Z', assignees: ['auditor@example.com'] },
  {
    farm: 'Chiloé Sur', name: 'Chiloé Sur site audit', year: 2024, state: 'scored', quality: 0.65, createdAt: '2024-11-05T12:00:00.000Z', assignees: ['auditor@example.com'],
    actions: [{ title: 'Mortality removal frequency below standard', riskLevel: 'MODERATE', description: '<p>Dead fish removed twice a week; the standard is daily in summer.</p>' }],
  },
  { farm: 'Clayoquot Sound', name: 'Clayoquot Sound audit 2026', year: 2026, state: 'partial', quality: 0.6, createdAt: '2026-06-01T08:00:00.000Z', assignees: ['auditor@example.com'] },
  {
    farm: 'Saronic Gulf Pens', name: 'Saronic Gulf annual audit', year: 2025, state: 'scored', quality: 0.92, createdAt: '2025-07-09T06:30:00.000Z', assignees: ['auditor@example.com'],
    actions: [{ title: 'Record water temperature at 5 m as well as at the surface', riskLevel: 'LOW', description: '<p>Summer surface temperatures understate stress at cage depth.</p>', closedBy: 'manager@example.com', closing: '<p>Second logger installed at 5 m.</p>' }],
  },
  { farm: 'Macquarie Harbour', name: 'Macquarie Harbour audit 2026', year: 2026, state: 'new', quality: 0.5, createdAt: '2026-08-18T23:00:00.000Z', assignees: ['auditor@example.com'] },
  {
    farm: 'Bantry Bay Mussels', name: 'Bantry Bay longline audit', year: 2026, state: 'scored', quality: 0.55, createdAt: '2026-01-22T11:00:00.000Z', assignees: ['auditor@example.com'],
    actions: [{ title: 'Longline buoys missing on line 17', riskLevel: 'MODERATE_LOW', description: '<p>Four buoys missing; the line is sagging at the east end.</p>' }],
  },
  {
    farm: 'Willapa Bay Oysters', name: 'Willapa Bay audit 2026', year: 2026, state: 'scored', quality: 0.7, createdAt: '2026-05-05T16:00:00.000Z', assignees: ['other@example.com'],
    actions: [{ title: 'Harvest area closure log incomplete', riskLevel: 'MODERATE', description: '<p>Two closures after heavy rain are not recorded.</p>' }],
  },
  { farm: 'Marlborough Sounds Lines', name: 'Marlborough Sounds audit 2026', year: 2026, state: 'partial', quality: 0.6, createdAt: '2026-07-14T21:00:00.000Z', assignees: ['other@example.com'] },
];
