import { can } from '@aquarisk/contract/capabilities';
import type { ActionRiskLevel } from '@aquarisk/contract/risk';
import type { OfflinePackage } from '@aquarisk/contract/schemas/offline-package.schema';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/database.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { visibleAudit } from '../access/index.ts';
import { flowOrder } from '../audit-snapshots/index.ts';
import { farmForScoring } from '../farms/index.ts';
import { actionDueOf, carriedSourceOf, cursorOf, flowAnswersOf, snapshotOf } from '../question-flow/index.ts';
import { auditPeople } from './audit-people.repository.ts';
import { farmOfAudit, surveyDetail } from './audit.service.ts';
import { actionsOfAudit } from './offline-package.repository.ts';

/**
 * GET /survey/{id}/offline (issue 27 item 2): everything the app needs to answer the audit with no network, for
 * whoever may open its question flow (GET /survey/{id}/current's access). readOnly as the flow decides it.
 */
export async function offlinePackage(ctx: AppContext, user: AuthUser, surveyExtId: string): Promise<OfflinePackage> {
  const db = ctx.database.db;
  const row = await visibleAudit(ctx, user, surveyExtId);
  const snapshot = await snapshotOf(db, row);
  const { answers, carried } = await flowAnswersOf(db, row.id);
  const userQuestions = flowOrder(snapshot).filter((e) => e.question.answerType === 'USER');
  const named = userQuestions.map((e) => answers.get(e.question.id)).filter((v): v is string => Boolean(v));
  const [survey, farmShown, source, cursor, farm, people, actions] = await Promise.all([
    surveyDetail(db, user, row),
    farmOfAudit(db, row, true),
    carriedSourceOf(db, carried),
    cursorOf(db, row.id, user.id),
    farmForScoring(db, row.farmId),
    userQuestions.length ? auditPeople(db, row, named, '') : Promise.resolve([]),
    actionsOfAudit(db, row.id),
  ]);
  return {
    survey,
    farm: farmShown,
    snapshotHash: row.snapshotHash!,
    snapshot,
    answers: [...answers].map(([questionId, answerStr]) => ({ questionId, answerStr })),
    carried: [...carried.keys()],
    carriedFrom: source,
    cursor,
    readOnly: row.state === 'SCORED' || !can(user.authorities, 'answerQuestions'),
    farmProductionSystem: farm.productionSystem,
    people: people.map((p) => ({ externalId: p.externalId, name: p.fullName || p.email })),
    actions: actions.map((a) => ({
      questionId: a.questionId!,
      externalId: a.externalId,
      title: a.title,
      riskLevel: a.riskLevel as ActionRiskLevel,
      closedAt: a.closedAt,
      ...actionDueOf(a),
    })),
    fetchedAt: nowIso(),
  };
}
