import { TREND_MAX_AUDITS } from '@aquarisk/contract/schemas/trend.schema';
import type { Executor } from '../../db/database.ts';
import { farmAuditVisibleTo, type FarmViewer } from '../access/index.ts';

/**
 * The farm's scored audits this viewer sees, newest first, at most TREND_MAX_AUDITS: one query on the index on
 * surveys.farm_id, whatever the company's size. The farm is one the viewer sees, so a restricted member's check is
 * per audit of this farm (farmAuditVisibleTo: the farm assigned to them, or the audit), not the set of every audit
 * they see (auditVisibleTo), which at scale is thousands of rows for a member of many farms.
 */
export function scoredAuditsOfFarm(db: Executor, viewer: FarmViewer, farmId: number) {
  return db
    .selectFrom('surveys as l')
    .leftJoin('surveySnapshots', 'surveySnapshots.id', 'l.snapshotId')
    .select([
      'l.id',
      'l.externalId',
      'l.name',
      'l.surveyDate',
      'l.createdAt',
      'l.normScore',
      'l.risk',
      'l.snapshotId',
      'surveySnapshots.hash as snapshotHash',
    ])
    .where('l.farmId', '=', farmId)
    .where('l.state', '=', 'SCORED')
    .where(farmAuditVisibleTo(viewer))
    .orderBy('l.createdAt', 'desc')
    .orderBy('l.id', 'desc')
    .limit(TREND_MAX_AUDITS)
    .execute();
}
export type TrendAuditRow = Awaited<ReturnType<typeof scoredAuditsOfFarm>>[number];

/** The farm's place and species, which select the rule packs and so the limits drawn. */
export function farmForTrend(db: Executor, farmId: number) {
  return db
    .selectFrom('farms')
    .select(['id', 'name', 'species', 'country', 'stateProvince'])
    .where('id', '=', farmId)
    .executeTakeFirstOrThrow();
}

/** The stored section scores of these audits (one query). */
export function sectionScoresOf(db: Executor, surveyIds: readonly number[]) {
  if (surveyIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('surveySectionScores')
    .select(['surveyId', 'sectionId', 'name', 'ordinal', 'normScore', 'risk'])
    .where('surveyId', 'in', [...surveyIds])
    .orderBy('surveyId')
    .orderBy('ordinal')
    .execute();
}

/** The answers of these audits to these questions (the priced ones): one query on the answers' primary key. */
export function answersTo(db: Executor, surveyIds: readonly number[], questionIds: readonly number[]) {
  if (surveyIds.length === 0 || questionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('surveyAnswers')
    .select(['surveyId', 'questionId', 'answerStr'])
    .where('surveyId', 'in', [...surveyIds])
    .where('questionId', 'in', [...questionIds])
    .execute();
}

/** Each environmental parameter of these audits' live series. */
export function environmentParametersOf(db: Executor, surveyIds: readonly number[]) {
  if (surveyIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('environmentParameters')
    .select(['id', 'surveyId', 'key', 'label', 'unit', 'ordinal'])
    .where('surveyId', 'in', [...surveyIds])
    .where('pendingImport', 'is', null)
    .execute();
}

/** The overviews of these parameters (at most 200 points each, written at import: db/environment-overview.ts). */
export async function overviewsOf(db: Executor, parameterIds: readonly number[]) {
  if (parameterIds.length === 0) return [];
  const rows = await db
    .selectFrom('environmentOverview')
    .select(['parameterId', 'tsMs', 'value'])
    .where('parameterId', 'in', [...parameterIds])
    .execute();
  return rows.map((r) => ({ parameterId: r.parameterId, tsMs: Number(r.tsMs), value: Number(r.value) }));
}
