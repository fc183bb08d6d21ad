import { serverMessages } from '@aquarisk/contract/messages';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { actorOf, type AuthUser } from '../../lib/request-user.ts';
import { visibleAudit } from '../access/index.ts';
import { recordCompanyActivity } from '../activity-log/index.ts';
import { memberByEmail, memberByExternalId, toPerson, toUser } from '../users/index.ts';
import { auditPeople } from './audit-people.repository.ts';
import { flowOrder } from '../audit-snapshots/index.ts';
import { answersOf, snapshotOf } from '../question-flow/index.ts';
import { addAuditUsers, auditUsers, isAuditUser, removeAuditUser } from './audit-users.repository.ts';

/** The audit's users, for everyone who sees the audit; contact details as toPerson allows (the farm list's rule). */
export async function listAuditUsers(ctx: AppContext, user: AuthUser, surveyExtId: string) {
  const survey = await visibleAudit(ctx, user, surveyExtId);
  const rows = await auditUsers(ctx.database.db, survey.id);
  return { surveyName: survey.name, total: rows.length, users: rows.map((row) => toPerson(user, row)) };
}

/**
 * The audit's people by name only, for everyone who sees the audit: whom a USER question may name, and who the
 * stored USER answers name (a read-only reader of the results sees those names too).
 */
export async function searchAuditPeople(ctx: AppContext, user: AuthUser, surveyExtId: string, text: string) {
  const db = ctx.database.db;
  const survey = await visibleAudit(ctx, user, surveyExtId);
  const userQuestions =
    survey.snapshotId !== null
      ? flowOrder(await snapshotOf(db, survey))
          .filter((e) => e.question.answerType === 'USER')
          .map((e) => e.question.id)
      : [];
  const answers = await answersOf(db, survey.id);
  const named = userQuestions.map((id) => answers.get(id)).filter((v): v is string => Boolean(v));
  const rows = await auditPeople(db, survey, named, text);
  return rows.map((r) => ({ externalId: r.externalId, name: r.fullName || r.email }));
}

async function logSurveyUser(
  tx: Parameters<typeof recordCompanyActivity>[0],
  user: AuthUser,
  survey: { name: string; externalId: string; companyId: number },
  method: 'ADD_USER' | 'DELETE_USER',
  email: string,
) {
  await recordCompanyActivity(tx, survey.companyId, {
    actor: actorOf(user),
    method,
    target: 'SURVEY_USER',
    targetName: survey.name,
    targetExtId: survey.externalId,
    changes: { user: method === 'ADD_USER' ? [null, email] : [email, null] },
  });
}

export async function addAuditPerson(
  ctx: AppContext,
  user: AuthUser,
  surveyExtId: string,
  who: { username?: string | undefined; email?: string | undefined },
) {
  const db = ctx.database.db;
  const survey = await visibleAudit(ctx, user, surveyExtId);
  const member = await memberByEmail(db, survey.companyId, (who.email || who.username)!);
  if (!member) throw new AppError('VALIDATION', serverMessages.notACompanyUser, { email: serverMessages.notACompanyUser });
  return db.transaction().execute(async (tx) => {
    if (await isAuditUser(tx, survey.id, member.id)) throw new AppError('ALREADY_EXISTS', serverMessages.alreadyOnAudit);
    await addAuditUsers(tx, survey.id, [member.id], nowIso());
    await logSurveyUser(tx, user, survey, 'ADD_USER', member.email);
    return toUser(member);
  });
}

export async function removeAuditPerson(ctx: AppContext, user: AuthUser, surveyExtId: string, userExtId: string) {
  const db = ctx.database.db;
  const survey = await visibleAudit(ctx, user, surveyExtId);
  const member = await memberByExternalId(db, survey.companyId, userExtId);
  if (!member) throw notFound();
  await db.transaction().execute(async (tx) => {
    if (!(await removeAuditUser(tx, survey.id, member.id))) throw notFound();
    await logSurveyUser(tx, user, survey, 'DELETE_USER', member.email);
  });
  return toUser(member);
}
