// Recording a change in the activity log: the operation every module calls with the transaction of its change.
import type { ActivityMethod, ActivityTarget, FieldChanges } from '@aquarisk/contract/activity';
import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { actorOf, type AuthUser } from '../../lib/request-user.ts';
import { companyNameOf, insertCompanyEntry, insertEntries } from './activity-record.repository.ts';

export interface ActivityEntry {
  /** viaApiToken: the prefix of the personal API token the change was made with (issue 28 item 5) */
  actor: { id: number; email: string; viaApiToken?: string } | null;
  method: ActivityMethod;
  target: ActivityTarget;
  targetName: string | null;
  targetExtId: string | null;
  /** id null: the company no longer exists (its own deletion); the name is still recorded. */
  company: { id: number | null; name: string } | null;
  changes: FieldChanges;
}

const logRow = (e: Omit<ActivityEntry, 'company'>) => ({
  actorUserId: e.actor?.id ?? null,
  actorEmail: e.actor?.email ?? null,
  method: e.method,
  target: e.target,
  targetName: e.targetName,
  targetExtId: e.targetExtId,
  updatedFieldsJson: JSON.stringify(
    e.actor?.viaApiToken ? { ...e.changes, viaApiToken: [null, `aqr_${e.actor.viaApiToken}_…`] } : e.changes,
  ),
  createdAt: nowIso(),
});

/** Writes one log entry; call it with the transaction of the change it records. */
export async function recordActivity(db: Executor, e: ActivityEntry): Promise<void> {
  await insertEntries(db, [{ ...logRow(e), companyId: e.company?.id ?? null, companyName: e.company?.name ?? null }]);
}

/**
 * The same, for a change inside a company known by id (audits, answers, actions). The insert reads the company's
 * name itself, so an answer or a score costs no separate lookup (issue 25: statements per write on PostgreSQL).
 */
export async function recordCompanyActivity(db: Executor, companyId: number, e: Omit<ActivityEntry, 'company'>): Promise<void> {
  await insertCompanyEntry(db, companyId, logRow(e));
}

/** Long values (rich text answers, comments) are cut in the log; the record itself keeps them whole. */
export function clipForLog(value: string | null, max = 500): string | null {
  return value && value.length > max ? `${value.slice(0, max)}…` : value;
}

/** A change by the signed-in user to one thing inside a company (`named`: its name and id): one UPDATE entry on it. */
export function recordUpdate(
  db: Executor,
  user: AuthUser,
  companyId: number,
  target: ActivityTarget,
  named: { name: string; externalId: string },
  changes: FieldChanges,
): Promise<void> {
  return recordCompanyActivity(db, companyId, {
    actor: actorOf(user),
    method: 'UPDATE',
    target,
    targetName: named.name,
    targetExtId: named.externalId,
    changes,
  });
}

type NamedSurvey = { companyId: number; name: string; externalId: string };

/** A change to an audit by the signed-in user (answers, confirmations, scores): one entry on the audit. */
export const recordAuditUpdate = (db: Executor, user: AuthUser, survey: NamedSurvey, changes: FieldChanges) =>
  recordUpdate(db, user, survey.companyId, 'SURVEY', survey, changes);

/** A change to a company's settings by the signed-in user (due days, SSO domains, webhooks): one entry on the company. */
export const recordCompanyUpdate = (
  db: Executor,
  user: AuthUser,
  company: { id: number; name: string; externalId: string },
  changes: FieldChanges,
) => recordUpdate(db, user, company.id, 'COMPANY', company, changes);

/**
 * Several changes to one audit by the signed-in user, one entry each (the answer batch, issue 27 item 3): the
 * company's name read once, then every entry in one insert.
 */
export async function recordAuditUpdates(
  db: Executor,
  user: AuthUser,
  survey: NamedSurvey,
  changes: readonly FieldChanges[],
): Promise<void> {
  if (changes.length === 0) return;
  // One entry: the insert reads the company's name itself (one statement fewer, as `/next` answers).
  if (changes.length === 1) return recordAuditUpdate(db, user, survey, changes[0]!);
  const companyName = await companyNameOf(db, survey.companyId);
  const rows = changes.map((c) => ({
    ...logRow({
      actor: actorOf(user),
      method: 'UPDATE',
      target: 'SURVEY',
      targetName: survey.name,
      targetExtId: survey.externalId,
      changes: c,
    }),
    companyId: survey.companyId,
    companyName,
  }));
  await insertEntries(db, rows);
}
