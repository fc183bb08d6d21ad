import { refusalMessages } from '@aquarisk/contract/messages';
import type { SurveyState } from '@aquarisk/contract/answer-types';
import { questionLogLabel } from '@aquarisk/contract/answers/answer-log';
import { resolveRefusal } from '@aquarisk/contract/capabilities';
import { addDays, DUE_SOON_DAYS } from '@aquarisk/contract/action-due';
import type { ActionRiskLevel } from '@aquarisk/contract/risk';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { newExternalId } from '../../lib/ids.ts';
import { actorOf, type AuthUser } from '../../lib/request-user.ts';
import { companyAccess, visibleAudit } from '../access/index.ts';
import { clipForLog, recordCompanyActivity } from '../activity-log/index.ts';
import { farmWithCompany, toFarm } from '../farms/index.ts';
import { flowOrder } from '../audit-snapshots/index.ts';
import { toAction } from './action.mapper.ts';
import { cursorOf, snapshotOf } from '../question-flow/index.ts';
import { queueWebhookDeliveries, recordWebhookEvent } from '../webhooks/index.ts';
import * as repo from './action.repository.ts';
import { actionDue, logActionUpdate, openActionToResolve, todayOf } from './action-due.service.ts';

/** `input.description` arrives sanitised and checked (the route's schema). */
export async function createAction(
  ctx: AppContext,
  user: AuthUser,
  surveyExtId: string,
  input: {
    title: string;
    description: string;
    riskLevel: ActionRiskLevel;
    questionId?: number | undefined;
    ownerExtId?: string | undefined;
    dueOn?: string | undefined;
  },
) {
  const db = ctx.database.db;
  const survey = await visibleAudit(ctx, user, surveyExtId);
  // The action belongs to the question on screen: the one given, else the caller's current question.
  const questionId = input.questionId ?? (await cursorOf(db, survey.id, user.id));
  const entry = questionId === null ? undefined : flowOrder(await snapshotOf(db, survey)).find((e) => e.question.id === questionId);
  if (questionId !== null && !entry)
    throw new AppError('BAD_REQUEST', refusalMessages.unknownQuestion, { questionId: refusalMessages.unknownQuestion });
  const { ownerId, dueOn } = await actionDue(ctx, user, survey, input);
  const { action, events } = await db.transaction().execute(async (tx) => {
    const row = await repo.insertAction(tx, {
      externalId: newExternalId(),
      surveyId: survey.id,
      companyId: survey.companyId,
      sectionId: entry?.section.id ?? null,
      stepId: entry?.step.id ?? null,
      questionId: entry?.question.id ?? null,
      title: input.title,
      description: input.description,
      riskLevel: input.riskLevel,
      createdBy: user.id,
      createdByName: user.fullName ?? user.email,
      createdAt: nowIso(),
      closedAt: null,
      closedBy: null,
      closedByName: null,
      closedDescription: null,
      ownerId,
      dueOn,
    });
    await recordCompanyActivity(tx, survey.companyId, {
      actor: actorOf(user),
      method: 'ADD',
      target: 'ACTION_ITEM',
      targetName: row.title,
      targetExtId: row.externalId,
      changes: {
        title: [null, row.title],
        riskLevel: [null, row.riskLevel],
        owner: [null, row.ownerName],
        dueOn: [null, row.dueOn],
        audit: [null, survey.name],
        question: [null, entry ? questionLogLabel(entry.section.name, entry.question.text) : null],
      },
    });
    const action = toAction(row);
    const events = await recordWebhookEvent(
      tx,
      survey.companyId,
      'action.raised',
      { action, audit: { id: survey.externalId, name: survey.name } },
      { farmOfAudit: survey.id },
    );
    return { action, events };
  });
  await queueWebhookDeliveries(ctx, events);
  return action;
}

/** `description` arrives sanitised and checked (the route's schema). */
export async function resolveAction(ctx: AppContext, user: AuthUser, actionExtId: string, description: string) {
  const db = ctx.database.db;
  const action = await openActionToResolve(ctx, user, actionExtId, refusalMessages.actionAlreadyResolved);
  const { resolved, events } = await db.transaction().execute(async (tx) => {
    const now = nowIso();
    const closed = await repo.closeAction(tx, action.id, {
      closedAt: now,
      closedBy: user.id,
      closedByName: user.fullName ?? user.email,
      closedDescription: description,
    });
    if (!closed) throw new AppError('CONFLICT', refusalMessages.actionAlreadyResolved);
    await logActionUpdate(tx, user, action, {
      closedAt: [null, now],
      closedBy: [null, user.email],
      closedDescription: [null, clipForLog(description)],
    });
    const resolved = toAction(await repo.findActionById(tx, action.id));
    const events = await recordWebhookEvent(
      tx,
      action.companyId,
      'action.resolved',
      { action: resolved },
      { farmOfAudit: action.surveyId },
    );
    return { resolved, events };
  });
  await queueWebhookDeliveries(ctx, events);
  return resolved;
}

export async function companyActions(
  ctx: AppContext,
  user: AuthUser,
  companyExtId: string,
  q: {
    page: number;
    size: number;
    closed?: boolean | undefined;
    createdAtYearFilter?: number | undefined;
    riskLevelFilter?: string | undefined;
    dueFilter?: 'overdue' | 'soon' | undefined;
    ownerFilter?: 'me' | 'unassigned' | undefined;
    sort?: 'created' | 'due' | undefined;
  },
) {
  const today = todayOf(ctx);
  const { company, companyWide } = await companyAccess(ctx.database.db, user, companyExtId);
  const [items, count] = await repo.auditsWithActions(ctx.database.db, user, {
    companyId: company.id,
    companyWide,
    closed: q.closed ?? false,
    year: q.createdAtYearFilter,
    risk: q.riskLevelFilter,
    dueBefore: q.dueFilter === 'overdue' ? today : q.dueFilter === 'soon' ? addDays(today, DUE_SOON_DAYS + 1) : undefined,
    ownerId: q.ownerFilter === 'me' ? user.id : q.ownerFilter === 'unassigned' ? null : undefined,
    sort: q.sort ?? 'created',
    page: q.page,
    size: q.size,
  });
  return { items: items.map((i) => ({ ...i, itemCount: Number(i.itemCount) })), count: Number(count.n) };
}

export async function surveyActions(ctx: AppContext, user: AuthUser, surveyExtId: string, closed: boolean | undefined) {
  const db = ctx.database.db;
  const survey = await visibleAudit(ctx, user, surveyExtId);
  const farm = await farmWithCompany(db, survey.farmId);
  const company = { externalId: farm.companyExtId, name: farm.companyName };
  const items = await repo.actionsRaisedIn(db, survey.id, closed);
  return {
    farm: toFarm(farm, company.externalId),
    survey: {
      externalId: survey.externalId,
      name: survey.name,
      surveyYear: survey.surveyYear,
      state: survey.state as SurveyState,
      scoredAt: survey.scoredAt,
    },
    scoring: survey.scoredAt ? { normScore: survey.normScore, risk: survey.risk ?? 'UNKNOWN' } : null,
    actionItems: {
      items: items.map((r) => ({
        ...toAction(r),
        canResolve: !r.closedAt && resolveRefusal(user.authorities, r.riskLevel) === null,
        resolveRefusal: r.closedAt ? null : resolveRefusal(user.authorities, r.riskLevel),
      })),
    },
  };
}

/** An audit's actions, for its report (closed: only closed or only open ones). */
export function actionsRaisedIn(db: Executor, surveyId: number, closed?: boolean) {
  return repo.actionsRaisedIn(db, surveyId, closed);
}
