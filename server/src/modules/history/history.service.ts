import { can } from '@aquarisk/contract/capabilities';
import { refusalMessages } from '@aquarisk/contract/messages';
import { modelNoteOf, type AuditComparison, type ComparableAudit, type SinceLastAudit } from '@aquarisk/contract/schemas/compare.schema';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { visibleAudit } from '../access/index.ts';
import { answersOf, snapshotOf, type SurveyFlowRow } from '../question-flow/index.ts';
import { storedScore } from '../scoring/index.ts';
import { answerChanges, capChanges, sectionRows, userAnswerIds, type ComparedSide } from './audit-comparison.ts';
import { comparableAudits, farmActionsBetween, farmNameOf, openActionsBefore, userNamesOf } from './history.repository.ts';

/** An audit's date: the day it was recorded as held, else the day it was launched. */
const dateOf = (row: Pick<SurveyFlowRow, 'surveyDate' | 'createdAt'>) => row.surveyDate ?? row.createdAt;
type Dated = Pick<SurveyFlowRow, 'surveyDate' | 'createdAt' | 'id'>;
const olderFirst = (a: Dated, b: Dated) => dateOf(a).localeCompare(dateOf(b)) || a.createdAt.localeCompare(b.createdAt) || a.id - b.id;

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
  const [a, b] = await Promise.all([visibleAudit(ctx, user, id), visibleAudit(ctx, user, otherId)]);
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

type ActionRow = Awaited<ReturnType<typeof farmActionsBetween>>[number];
const action = ({ closedAt, ...rest }: ActionRow) => ({ ...rest, closedAt: closedAt ?? null });

/** Did the answer move the audit's points? (A question asked in one audit only counts as none in the other.) */
const movedPoints = (c: AuditComparison['changedAnswers'][number]) => (c.older.points ?? 0) !== (c.newer.points ?? 0);
const withoutPoints = (c: AuditComparison['changedAnswers'][number]) => ({
  ...c,
  older: { answer: c.older.answer, answerType: c.older.answerType, capRisk: c.older.capRisk },
  newer: { answer: c.newer.answer, answerType: c.newer.answerType, capRisk: c.newer.capRisk },
});

/**
 * "Since the last audit" for the report of a scored audit (issue 26 item 7): against the farm's previous scored audit
 * this user sees (by the audits' dates), or null when there is none. The answers listed are those that moved points;
 * their points are shown only to readers who see step scores, as on the compare screen.
 */
export async function sinceLastAudit(ctx: AppContext, user: AuthUser, row: SurveyFlowRow): Promise<SinceLastAudit | null> {
  if (row.state !== 'SCORED' || !row.scoringJson) return null;
  const db = ctx.database.db;
  const earlier = (await comparableAudits(db, user, row.farmId, row.id))
    .filter((r) => olderFirst(r, row) < 0)
    .sort((a, b) => olderFirst(b, a))[0];
  if (!earlier) return null;
  const previousRow = await visibleAudit(ctx, user, earlier.externalId);
  if (!previousRow.scoringJson) return null;
  const [older, newer, between, carried] = await Promise.all([
    sideOf(ctx, previousRow),
    sideOf(ctx, row),
    farmActionsBetween(db, user, row.farmId, dateOf(previousRow), dateOf(row)),
    openActionsBefore(db, user, row.farmId, row.createdAt),
  ]);
  const userNames = await userNamesOf(db, userAnswerIds([older, newer]));
  const moved = answerChanges(older, newer, true, userNames).changedAnswers.filter(movedPoints);
  const closedWithin = (at: string | null) => at !== null && at > dateOf(previousRow) && at <= dateOf(row);
  return {
    previous: auditOf(previousRow, older),
    modelNote: modelNoteOf(older.score.modelVersion, newer.score.modelVersion),
    sections: sectionRows(older.score, newer.score),
    changedAnswers: can(user.authorities, 'seeStepScore') ? moved : moved.map(withoutPoints),
    actionsCarried: carried.map(action),
    actionsClosed: between.filter((x) => closedWithin(x.closedAt)).map(action),
  };
}

/** GET /survey/{id}/comparable: the farm's other scored audits the caller sees, newest first. */
export async function comparableAuditsOf(ctx: AppContext, user: AuthUser, id: string): Promise<ComparableAudit[]> {
  const row = await visibleAudit(ctx, user, id);
  const rows = await comparableAudits(ctx.database.db, user, row.farmId, row.id);
  return rows
    .map((r) => ({ externalId: r.externalId, name: r.name, date: dateOf(r), normScore: r.normScore, risk: r.risk }))
    .sort((x, y) => y.date.localeCompare(x.date));
}
