import { randomUUID } from 'node:crypto';

/** Rows both bench seeds write: risk bands, section names, chunked inserts and the audit row. */
export const RISKS = ['HIGH', 'MODERATE_HIGH', 'MODERATE', 'MODERATE_LOW', 'LOW'];
export const SECTIONS = ['Animal Health', 'Environment', 'Engineering', 'Governance', 'Husbandry'];

export async function inChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** The i-th bench audit, created by 'bench' from the 'bench' template; a SCORED one has its score, risk and scoring stamp. */
export function benchAudit(a: {
  i: number;
  companyId: number;
  farmId: number;
  name: string;
  year: number;
  created: string;
  state: string;
  normScore: number;
}) {
  const scored = a.state === 'SCORED';
  return {
    externalId: randomUUID(),
    companyId: a.companyId,
    farmId: a.farmId,
    name: a.name,
    description: null,
    surveyYear: a.year,
    state: a.state,
    closed: 0,
    normScore: scored ? a.normScore : null,
    risk: scored ? RISKS[a.i % 5]! : null,
    createdAt: a.created,
    createdBy: 'bench',
    updatedAt: a.created,
    updatedBy: 'bench',
    templateName: 'bench',
    snapshotId: null,
    isComplete: scored ? 1 : 0,
    scoringJson: null,
    scoredAt: scored ? a.created : null,
    scoredBy: scored ? 'bench' : null,
    surveyDate: null,
  };
}
