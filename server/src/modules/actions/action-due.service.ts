import {
  actionDueDaysSchema,
  actionDueMessages,
  defaultActionDueDays,
  dueOnFor,
  utcDay,
  type ActionDueDays,
} from '@aquarisk/contract/action-due';
import type { FieldChanges } from '@aquarisk/contract/activity';
import { can, resolveRefusal } from '@aquarisk/contract/capabilities';
import type { ActionRiskLevel } from '@aquarisk/contract/risk';
import type { ActionDueInput } from '@aquarisk/contract/schemas/action.schema';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { companyAccess, companyAccessWith, requireVisibleAudits } from '../access/index.ts';
import { recordCompanyUpdate, recordUpdate } from '../activity-log/index.ts';
import { toAction } from './action.mapper.ts';
import * as repo from './action.repository.ts';
import { assignableOwners, auditOfAction, type OwnedAudit } from './action-owners.repository.ts';

/** Today as the server's clock says (UTC day): due days compare against it. */
export const todayOf = (ctx: AppContext) => utcDay(ctx.clock.now());

/** The company's due days per risk level; the defaults where none were saved (or a stored value no longer parses). */
export async function dueDaysOf(db: Executor, companyId: number): Promise<ActionDueDays> {
  const json = await repo.companyDueDays(db, companyId);
  if (!json) return defaultActionDueDays;
  const parsed = actionDueDaysSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : defaultActionDueDays;
}

const ownerRefused = (message: string) => new AppError('BAD_REQUEST', message, { ownerExtId: message });

/**
 * The owner given, else the raiser when a member, else unassigned (`null`). Who may list the company's users may pick
 * any member; anyone else one of the farm's or the audit's people, or themselves (issue 37 item 8: so an auditor can
 * hand an action to the farm). `keep` is the action's current owner, which a change of due date alone keeps.
 */
async function ownerFor(
  db: Executor,
  user: AuthUser,
  audit: OwnedAudit,
  ownerExtId: string | null | undefined,
  keep: number | null = null,
) {
  if (ownerExtId) {
    const member = await repo.companyMember(db, audit.companyId, ownerExtId);
    if (!member) throw ownerRefused(actionDueMessages.ownerNotMember);
    if (member.id === keep || can(user.authorities, 'listCompanyUsers')) return member.id;
    if ((await assignableOwners(db, audit, user.id, ownerExtId)).length === 0) throw ownerRefused(actionDueMessages.ownerNotAssignable);
    return member.id;
  }
  if (ownerExtId === null) return null;
  return (await repo.isCompanyMember(db, audit.companyId, user.id)) ? user.id : null;
}

/** A new action's owner and due day: the ones given, else the defaults (docs/decisions.md, "Action due dates and owners"). */
export async function actionDue(
  ctx: AppContext,
  user: AuthUser,
  audit: OwnedAudit,
  input: { riskLevel: ActionRiskLevel; ownerExtId?: string | undefined; dueOn?: string | undefined },
) {
  const db = ctx.database.db;
  const ownerId = await ownerFor(db, user, audit, input.ownerExtId);
  const dueOn = input.dueOn ?? dueOnFor(input.riskLevel, await dueDaysOf(db, audit.companyId), todayOf(ctx));
  return { ownerId, dueOn };
}

/**
 * An open action the caller may resolve (and so change): 404 unless they see its audit, 403 with the risk-acceptance
 * rule's words, 409 with `closedMessage` once it is resolved.
 */
export async function openActionToResolve(ctx: AppContext, user: AuthUser, actionExtId: string, closedMessage: string) {
  const db = ctx.database.db;
  const action = await repo.findActionWithAudit(db, actionExtId);
  if (!action) throw notFound();
  await requireVisibleAudits(db, user, [action.surveyId]);
  const refusal = resolveRefusal(user.authorities, action.riskLevel);
  if (refusal) throw new AppError('ROLE_REQUIRED', refusal);
  if (action.closedAt) throw new AppError('CONFLICT', closedMessage);
  return action;
}

/** A change to an action by the signed-in user (resolved, owner or due day): one entry on the action. */
export function logActionUpdate(
  db: Executor,
  user: AuthUser,
  action: { companyId: number; title: string; externalId: string },
  changes: FieldChanges,
): Promise<void> {
  return recordUpdate(db, user, action.companyId, 'ACTION_ITEM', { name: action.title, externalId: action.externalId }, changes);
}

/** Changes an open action's owner and due day: whoever may resolve it may (the risk-acceptance rule). */
export async function setActionDue(ctx: AppContext, user: AuthUser, actionExtId: string, input: ActionDueInput) {
  const db = ctx.database.db;
  const action = await openActionToResolve(ctx, user, actionExtId, actionDueMessages.actionClosed);
  const ownerId = await ownerFor(db, user, await auditOfAction(db, action.surveyId), input.ownerExtId, action.ownerId);
  return db.transaction().execute(async (tx) => {
    const before = await repo.findActionById(tx, action.id);
    if (!(await repo.setActionDue(tx, action.id, { ownerId, dueOn: input.dueOn })))
      throw new AppError('CONFLICT', actionDueMessages.actionClosed);
    const after = await repo.findActionById(tx, action.id);
    await logActionUpdate(tx, user, action, { owner: [before.ownerName, after.ownerName], dueOn: [before.dueOn, after.dueOn] });
    return toAction(after);
  });
}

/** GET: any member of the company reads its due days (the raise dialog prefills from them). */
export async function companyDueDays(ctx: AppContext, user: AuthUser, companyExtId: string) {
  const { company } = await companyAccess(ctx.database.db, user, companyExtId);
  return { dueDays: await dueDaysOf(ctx.database.db, company.id) };
}

/** PUT: company admins (editCompany); one transaction with its log entry. */
export async function setCompanyDueDays(ctx: AppContext, user: AuthUser, companyExtId: string, dueDays: ActionDueDays) {
  const db = ctx.database.db;
  const { company } = await companyAccessWith(db, user, companyExtId, 'editCompany');
  return db.transaction().execute(async (tx) => {
    const before = await dueDaysOf(tx, company.id);
    await repo.saveCompanyDueDays(tx, company.id, JSON.stringify(dueDays));
    await recordCompanyUpdate(tx, user, company, { actionDueDays: [JSON.stringify(before), JSON.stringify(dueDays)] });
    return { dueDays };
  });
}
