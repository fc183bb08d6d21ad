import type { FieldChanges } from '@aquarisk/contract/activity';
import { personalDataMessages as m } from '@aquarisk/contract/personal-data-messages';
import type { ErasureResult, PersonalDataExport } from '@aquarisk/contract/schemas/personal-data.schema';
import type { AppContext } from '../../app-context.ts';
import { nowIso, type Executor } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { actorOf, type AuthUser } from '../../lib/request-user.ts';
import { beyondCallersCompanies, companyAccessWith, isAdmin, requireMayEditMember, type CompanyAccess } from '../access/index.ts';
import { recordActivity } from '../activity-log/index.ts';
import * as erasure from './erasure.repository.ts';
import * as members from './membership.repository.ts';
import { entriesAboutAccount, membershipsOf } from './personal-data.repository.ts';
import { buildPersonalDataExport, logEntriesNaming, type Person } from './personal-data-export.ts';
import { historyFrom, identifiersOf, needles, scrubText, scrubValue, type Identifiers } from './personal-identifiers.ts';
import { rolesOf } from './user.repository.ts';

/**
 * Export and erasure of one person's data (issue 24 part 4), through the company they are reached by. A platform admin
 * may process anyone; a company admin (ROLE_COMPANY) only people in no company but theirs, and never an admin.
 * Another company's person answers 404, a role without the capability 403 (companyAccessWith).
 */
async function subject(db: Executor, caller: AuthUser, companyExtId: string, userExtId: string) {
  const access = await companyAccessWith(db, caller, companyExtId, 'processPersonalData');
  const person = await members.memberByExternalId(db, access.company.id, userExtId);
  if (!person) throw notFound();
  if (!isAdmin(caller)) {
    await requireMayEditMember(db, caller, person.id);
    if (await beyondCallersCompanies(db, caller, person.id)) throw new AppError('ROLE_REQUIRED', m.sharedAccount);
  }
  const history = historyFrom(
    (await entriesAboutAccount(db, person.externalId)).map((e) => ({
      targetName: e.targetName,
      changes: JSON.parse(e.updatedFieldsJson) as FieldChanges,
    })),
  );
  const ids = identifiersOf(person, history);
  return { access, person: person as Person, ids, needles: needles(ids) };
}

function logFor(
  db: Executor,
  caller: AuthUser,
  access: CompanyAccess,
  method: 'DOWNLOAD' | 'DELETE',
  who: { email: string; externalId: string },
  changes: FieldChanges,
) {
  return recordActivity(db, {
    actor: actorOf(caller),
    method,
    target: 'USER',
    targetName: who.email,
    targetExtId: who.externalId,
    company: access.company,
    changes,
  });
}

export async function exportPersonalData(
  ctx: AppContext,
  caller: AuthUser,
  companyExtId: string,
  userExtId: string,
): Promise<PersonalDataExport> {
  const db = ctx.database.db;
  const { access, person, ids, needles: found } = await subject(db, caller, companyExtId, userExtId);
  const data = await buildPersonalDataExport(db, person, ids, found);
  await logFor(db, caller, access, 'DOWNLOAD', person, { document: [null, 'personal data export'] });
  return data;
}

const tombstoneOf = (externalId: string) => ({ email: `erased-${externalId}@erased.invalid`, name: m.erasedUserName });

/**
 * Erases a person in ONE transaction with its log entry: the account becomes a tombstone (no name, e-mail, phone,
 * password, roles, memberships or sessions), and every copy of their identifiers in the log, audits, actions, uploads
 * and mail is replaced by the tombstone's. Answers stay (tied to the tombstone), so audits score the same.
 */
export async function erasePersonalData(
  ctx: AppContext,
  caller: AuthUser,
  companyExtId: string,
  userExtId: string,
  confirmEmail: string,
): Promise<ErasureResult> {
  const db = ctx.database.db;
  const { access, person, ids, needles: found } = await subject(db, caller, companyExtId, userExtId);
  if (caller.id === person.id) throw new AppError('OWN_ACCOUNT', m.eraseOwnAccount);
  if (confirmEmail.toLowerCase() !== person.email.toLowerCase())
    throw new AppError('VALIDATION', m.eraseConfirmMismatch, { email: m.eraseConfirmMismatch });
  const tombstone = tombstoneOf(person.externalId);
  const at = nowIso();
  return db.transaction().execute(async (tx) => {
    const before = { companies: (await membershipsOf(tx, person.id)).map((c) => c.name), roles: await rolesOf(tx, person.id) };
    const logEntries = await scrubLog(tx, person, ids, found, tombstone);
    await scrubMail(tx, ids, found, tombstone);
    await erasure.deleteByEmail(tx, ids.emails);
    await erasure.replaceRecordedEmails(tx, ids.emails, tombstone.email);
    await erasure.replaceCopiedNames(tx, person.id, [...ids.names, ...ids.emails], tombstone.name);
    await erasure.removeAccess(tx, person.id);
    await erasure.tombstoneUser(tx, person.id, tombstone, at);
    await logFor(
      tx,
      caller,
      access,
      'DELETE',
      { email: tombstone.email, externalId: person.externalId },
      {
        personalData: ['held', 'erased'],
        signIn: [person.passwordHash ? 'password' : 'none', 'removed'],
        companies: [before.companies, []],
        roles: [before.roles, []],
        logEntriesAnonymised: [null, logEntries],
      },
    );
    return { externalId: person.externalId, erasedAt: at };
  });
}

type Tombstone = ReturnType<typeof tombstoneOf>;

async function scrubLog(tx: Executor, person: Person, ids: Identifiers, found: string[], tombstone: Tombstone): Promise<number> {
  const text = scrubText(ids, tombstone);
  const value = scrubValue(text);
  let changed = 0;
  for await (const rows of logEntriesNaming(tx, person, found)) {
    for (const r of rows) {
      const next = {
        actorEmail: r.actorUserId === person.id ? tombstone.email : r.actorEmail && text(r.actorEmail),
        targetName: r.targetName && text(r.targetName),
        updatedFieldsJson: JSON.stringify(value(JSON.parse(r.updatedFieldsJson))),
      };
      if (next.actorEmail === r.actorEmail && next.targetName === r.targetName && next.updatedFieldsJson === r.updatedFieldsJson) continue;
      await erasure.updateLogEntry(tx, r.id, next);
      changed += 1;
    }
  }
  return changed;
}

async function scrubMail(tx: Executor, ids: Identifiers, found: string[], tombstone: Tombstone) {
  const text = scrubText(ids, tombstone);
  for (let after = 0; ;) {
    const rows = await erasure.mailNaming(tx, found, after, 500);
    for (const r of rows) await erasure.updateMail(tx, r.id, { subject: text(r.subject), body: text(r.body) });
    if (rows.length < 500) return;
    after = rows.at(-1)!.id;
  }
}
