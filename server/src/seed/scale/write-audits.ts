import type { FarmType } from '@aquarisk/contract/farm-types';
import type { DatabaseHandle } from '../../db/database.ts';
import { PARTIAL_SHARES, USER_MARK, type AnswerSet } from './answer-sets.ts';
import type { AuditPlan } from './audit-plan.ts';
import type { ScaleProgress } from './progress-bar.ts';
import { ScaleWriter } from './scale-writer.ts';
import type { CompanyPlan } from './tenant-plan.ts';

type OnProgress = ((p: ScaleProgress) => void) | undefined;
export type AnswerSetOf = (type: FarmType, year: number, variant: number) => AnswerSet;
export interface SnapshotRef {
  id: number;
  templateName: string;
}

const SURVEY_COLUMNS = [
  'id',
  'external_id',
  'company_id',
  'farm_id',
  'name',
  'description',
  'survey_year',
  'state',
  'closed',
  'norm_score',
  'risk',
  'score_risk',
  'caps_json',
  'created_at',
  'created_by',
  'updated_at',
  'updated_by',
  'template_name',
  'snapshot_id',
  'is_complete',
  'open_questions',
  'scoring_json',
  'scored_at',
  'scored_by',
  'survey_date',
  'step_risk_counts',
] as const;

/** The answers an audit stores: all of its set when scored, a prefix of it in progress, none before it started. */
export function storedAnswers(audit: AuditPlan, set: AnswerSet): AnswerSet['answers'] {
  if (audit.state === 'SCORED') return set.answers;
  if (audit.state === 'NOT_STARTED') return [];
  return set.answers.slice(0, Math.floor(set.answers.length * PARTIAL_SHARES[audit.partial]!));
}

/** The company's auditor who works on an audit (two auditors share a company's farms). */
export const auditorOf = (company: CompanyPlan, audit: AuditPlan) => company.auditors[audit.farm.id % company.auditors.length]!;

/**
 * Audit rows with their assigned users (the auditor and the farm's restricted members) and, when scored, the score
 * columns and section scores of their answer set, exactly as scoring stores them.
 */
export async function writeAudits(
  database: DatabaseHandle,
  audits: readonly AuditPlan[],
  companyOf: (id: number) => CompanyPlan,
  setOf: AnswerSetOf,
  snapshots: ReadonlyMap<FarmType, SnapshotRef>,
  onProgress: OnProgress,
) {
  const w = new ScaleWriter(
    database,
    {
      surveys: SURVEY_COLUMNS,
      survey_users: ['survey_id', 'user_id', 'created_at'],
      survey_section_scores: [
        'survey_id',
        'section_id',
        'name',
        'ordinal',
        'score',
        'min_score',
        'max_score',
        'norm_score',
        'risk',
        'score_risk',
        'caps_json',
      ],
    },
    { table: 'audits', total: audits.length, onProgress },
    5_000,
  );
  for (const a of audits) {
    const company = companyOf(a.farm.companyId);
    const auditor = auditorOf(company, a);
    const set = setOf(a.farm.type, a.year, a.variant);
    const snapshot = snapshots.get(a.farm.type)!;
    const scored = a.state === 'SCORED' ? set.score : null;
    const open = a.state === 'SCORED' ? 0 : a.state === 'NOT_STARTED' ? set.openAtStart : set.partialOpen[a.partial]!;
    const updatedAt = a.scoredAt ?? a.createdAt;
    await w.add('surveys', [
      a.id,
      a.externalId,
      a.farm.companyId,
      a.farm.id,
      a.name,
      `Risk audit of ${a.farm.name}.`,
      a.year,
      a.state,
      0,
      scored?.normScore ?? null,
      scored?.risk ?? null,
      scored?.scoreRisk ?? null,
      scored?.capsJson ?? null,
      a.createdAt,
      'scale-seed',
      updatedAt,
      a.state === 'NOT_STARTED' ? 'scale-seed' : auditor.email,
      snapshot.templateName,
      snapshot.id,
      open === 0 ? 1 : 0,
      open,
      scored?.scoringJson ?? null,
      a.scoredAt,
      scored ? auditor.email : null,
      a.state === 'NOT_STARTED' ? null : a.createdAt,
      scored?.stepRiskCounts ?? null,
    ]);
    await w.add('survey_users', [a.id, auditor.id, a.createdAt], false);
    for (const memberId of a.farm.memberIds) await w.add('survey_users', [a.id, memberId, a.createdAt], false);
    for (const s of scored?.sections ?? [])
      await w.add(
        'survey_section_scores',
        [a.id, s.sectionId, s.name, s.ordinal, s.score, s.minScore, s.maxScore, s.normScore, s.risk, s.scoreRisk, s.capsJson],
        false,
      );
  }
  await w.flush();
  return w.done;
}

/** Every stored answer of every audit, answered by its auditor on the audit's date (USER answers name that auditor). */
export async function writeAnswers(
  database: DatabaseHandle,
  audits: readonly AuditPlan[],
  companyOf: (id: number) => CompanyPlan,
  setOf: AnswerSetOf,
  total: number,
  onProgress: OnProgress,
) {
  const w = new ScaleWriter(
    database,
    { survey_answers: ['survey_id', 'question_id', 'answer_id', 'answer_str', 'answered_by', 'answered_at'] },
    { table: 'answers', total, onProgress },
    50_000,
  );
  for (const a of audits) {
    if (a.state === 'NOT_STARTED') continue;
    const auditor = auditorOf(companyOf(a.farm.companyId), a);
    for (const [questionId, answerId, value] of storedAnswers(a, setOf(a.farm.type, a.year, a.variant)))
      await w.add('survey_answers', [
        a.id,
        questionId,
        answerId,
        value === USER_MARK ? auditor.externalId : value,
        auditor.id,
        a.createdAt,
      ]);
  }
  await w.flush();
  return w.done;
}
