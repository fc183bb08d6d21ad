import { actionRiskLevels } from '@aquarisk/contract/risk';
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../db/database.ts';
import type { AuditPlan } from './audit-plan.ts';
import type { ScaleProgress } from './progress-bar.ts';
import { between, pick, randomFrom } from './scale-random.ts';
import { ScaleWriter } from './scale-writer.ts';
import type { CompanyPlan } from './tenant-plan.ts';
import { auditorOf, storedAnswers, type AnswerSetOf } from './write-audits.ts';

const DAY_MS = 86_400_000;
const TITLES = [
  'Repair net pen mooring',
  'Update escape contingency plan',
  'Recalibrate oxygen sensors',
  'Retrain staff on biosecurity',
  'Replace worn feed hoses',
  'Document sea-lice treatment',
  'Review storm preparedness',
  'Service backup generator',
  'Fence the hatchery intake',
  'Record mortality removal daily',
];
const CLOSINGS = ['Done and checked on site.', 'Replaced; invoice filed.', 'Procedure updated and signed off.'];

/**
 * Actions raised on answered questions of started audits, spread over each company's audits; older ones mostly
 * closed. Raised by the audit's auditor after the audit (after its score when it is scored).
 */
export async function writeActions(
  database: DatabaseHandle,
  companies: readonly CompanyPlan[],
  auditsOf: (company: CompanyPlan) => readonly AuditPlan[],
  setOf: AnswerSetOf,
  total: number,
  firstId: number,
  now: Date,
  onProgress: ((p: ScaleProgress) => void) | undefined,
) {
  const w = new ScaleWriter(
    database,
    {
      action_items: [
        'id',
        'external_id',
        'survey_id',
        'company_id',
        'section_id',
        'step_id',
        'question_id',
        'title',
        'description',
        'risk_level',
        'created_by',
        'created_by_name',
        'created_at',
        'closed_at',
        'closed_by',
        'closed_by_name',
        'closed_description',
      ],
    },
    { table: 'actions', total, onProgress },
  );
  const rand = randomFrom(500);
  let id = firstId;
  for (const [c, company] of companies.entries()) {
    const started = auditsOf(company).filter((a) => a.state !== 'NOT_STARTED');
    const share = Math.floor(total / companies.length) + (c < total % companies.length ? 1 : 0);
    if (started.length === 0) continue;
    const closer = company.users.find((u) => u.roles.includes('ROLE_COMPANY'))!;
    // In audit order, so each batch appends to the audit index instead of landing all over it.
    const picks = Array.from({ length: share }, () => Math.floor(rand() * started.length)).sort((a, b) => a - b);
    for (const index of picks) {
      const audit = started[index]!;
      const set = setOf(audit.farm.type, audit.year, audit.variant);
      const answered = storedAnswers(audit, set).length;
      if (answered === 0) continue;
      const place = set.places[Math.floor(rand() * answered)]!;
      const auditor = auditorOf(company, audit);
      const created = new Date(Date.parse(audit.scoredAt ?? audit.createdAt) + between(rand, 1, 20) * DAY_MS);
      const closedAt = new Date(created.getTime() + between(rand, 5, 120) * DAY_MS);
      const closed = closedAt < now && rand() < 0.6;
      const title = pick(rand, TITLES);
      await w.add('action_items', [
        id++,
        randomUUID(),
        audit.id,
        company.id,
        place.sectionId,
        place.stepId,
        place.questionId,
        title,
        `<p>${title} (${place.label}).</p>`,
        pick(rand, actionRiskLevels),
        auditor.id,
        auditor.fullName,
        created.toISOString(),
        closed ? closedAt.toISOString() : null,
        closed ? closer.id : null,
        closed ? closer.fullName : null,
        closed ? pick(rand, CLOSINGS) : null,
      ]);
    }
  }
  await w.flush();
  return w.done;
}
