import { can } from '@aquarisk/contract/capabilities';
import { refusalMessages } from '@aquarisk/contract/messages';
import { modelNoteOf, type AuditComparison, type ComparableAudit } from '@aquarisk/contract/schemas/compare.schema';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { visibleSurvey } from '../access/index.ts';
import { answersOf, snapshotOf, type SurveyFlowRow } from '../question-flow/index.ts';
import { storedScore } from '../scoring/index.ts';
import { answerChanges, capChanges, sectionRows, userAnswerIds, type ComparedSide } from './audit-comparison.ts';
import { comparableAudits, farmActionsBetween, farmNameOf, userNamesOf } from './history.repository.ts';

/** An audit's date: the day it was recorded as held, else the day it was launched. */
const dateOf = (row: Pick<SurveyFlowRow, 'surveyDate' | 'createdAt'>) => row.surveyDate ?? row.createdAt;
const olderFirst = (a: SurveyFlowRow, b: SurveyFlowRow) =>
  dateOf(a).localeCompare(dateOf(b)) || a.createdAt.localeCompare(b.createdAt) || a.id - b.id;

async function sideOf(ctx: AppContext, row: SurveyFlowRow): Promise<ComparedSide> {
  const db = ctx.database.db;
  const [snapshot, answers] = await Promise.all([snapshotOf(db, row), answersOf(db, row.id)]);
  return { snapshot, answers, score: storedScore(row) };
}

const auditOf = (row: SurveyFlowRow, side: ComparedSide) => ({
  externalId: row.externalId,
  name: row.name,
  date: dateOf(row),
  scoredAt: row.scoredAt,
  normScore: side.score.normScore,
  risk: side.score.risk,
  scoreRisk: side.score.scoreRisk,
  modelVersion: side.score.modelVersion,
});

/**
 * GET /survey/{id}/compare/{otherId} (issue 26 item 4): each audit as the caller may see it (404 otherwise), of one
 * farm (400), both scored (409). Reads two audit rows, two snapshots (cached), two answer sets, the people USER answers
 * name and the farm's actions in between: a bounded number of queries whatever the farm's history.
 */
export async function compareAudits(ctx: AppContext, user: AuthUser, id: string, otherId: string): Promise<AuditComparison> {
  if (id === otherId) throw new AppError('VALIDATION', refusalMessages.compareSameAudit);
  const [a, b] = await Promise.all([visibleSurvey(ctx, user, id), visibleSurvey(ctx, user, otherId)]);
  if (a.farmId !== b.farmId) throw new AppError('VALIDATION', refusalMessages.compareOtherFarm);
  if (a.state !== 'SCORED' || b.state !== 'SCORED' || !a.scoringJson || !b.scoringJson)
    throw new AppError('CONFLICT', refusalMessages.compareNotScored);
  const [olderRow, newerRow] = [a, b].sort(olderFirst) as [SurveyFlowRow, SurveyFlowRow];
  const db = ctx.database.db;
  const [older, newer, farmName, actions] = await Promise.all([
    sideOf(ctx, olderRow),
    sideOf(ctx, newerRow),
    farmNameOf(db, olderRow.farmId),
    farmActionsBetween(db, user, olderRow.farmId, dateOf(olderRow), dateOf(newerRow)),
  ]);
  const userNames = await userNamesOf(db, userAnswerIds([older, newer]));
  const within = (at: string | null) => at !== null && at > dateOf(olderRow) && at <= dateOf(newerRow);
  const action = ({ closedAt, ...rest }: (typeof actions)[number]) => ({ ...rest, closedAt: closedAt ?? null });
  return {
    farmName,
    older: auditOf(olderRow, older),
    newer: auditOf(newerRow, newer),
    modelNote: modelNoteOf(older.score.modelVersion, newer.score.modelVersion),
    sections: sectionRows(older.score, newer.score),
    ...answerChanges(older, newer, can(user.authorities, 'seeStepScore'), userNames),
    ...capChanges(older.score, newer.score),
    actionsOpened: actions.filter((x) => within(x.createdAt)).map(action),
    actionsClosed: actions.filter((x) => within(x.closedAt)).map(action),
  };
}

/** GET /survey/{id}/comparable: the farm's other scored audits the caller sees, newest first. */
export async function comparableAuditsOf(ctx: AppContext, user: AuthUser, id: string): Promise<ComparableAudit[]> {
  const row = await visibleSurvey(ctx, user, id);
  const rows = await comparableAudits(ctx.database.db, user, row.farmId, row.id);
  return rows
    .map((r) => ({ externalId: r.externalId, name: r.name, date: dateOf(r), normScore: r.normScore, risk: r.risk }))
    .sort((x, y) => y.date.localeCompare(x.date));
}
