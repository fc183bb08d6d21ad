import { answerLogValue, questionLogLabel } from '@aquarisk/contract/answers/answer-log';
import { PERSONAL_DATA_FORMAT, type PersonalDataExport } from '@aquarisk/contract/schemas/personal-data.schema';
import type { Executor } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { nowIso } from '../../db/database.ts';
import { activityItems } from '../activity-log/index.ts';
import { cachedSnapshot, type FlowEntry, flowOrder, snapshotBody, snapshotsOfAudits } from '../audit-snapshots/index.ts';
import type { Identifiers } from './personal-identifiers.ts';
import * as data from './personal-data.repository.ts';
import { rolesOf } from './user.repository.ts';

/** The person's row as the export reads it: the users table without the erasure mark and the session counters. */
export type Person = Omit<UserRow, 'erasedAt' | 'authVersion' | 'sessionVersion' | 'digestOptOut'>;

const BATCH = 1000;

/** Every log entry that names the person, batch by batch (made by them, about them, or naming them). */
export async function* logEntriesNaming(db: Executor, person: Person, needles: string[]) {
  for (let after = 0; ;) {
    const rows = await data.entriesNaming(db, { id: person.id, externalId: person.externalId, needles }, after, BATCH);
    if (rows.length) yield rows;
    if (rows.length < BATCH) return;
    after = rows.at(-1)!.id;
  }
}

/** The question of each answer as the log names it, through the audit's own snapshot. */
async function questionLabels(db: Executor, auditExtIds: string[]) {
  const out = new Map<string, Map<number, FlowEntry>>();
  for (const s of await snapshotsOfAudits(db, [...new Set(auditExtIds)])) {
    const snapshot = await cachedSnapshot(s.snapshotHash, () => snapshotBody(db, s.snapshotId));
    out.set(s.externalId, new Map(flowOrder(snapshot).map((e) => [e.question.id, e])));
  }
  return out;
}

/** Everything the product holds on one person (GET /company/{id}/user/{userId}/personal-data). */
export async function buildPersonalDataExport(
  db: Executor,
  person: Person,
  ids: Identifiers,
  needles: string[],
): Promise<PersonalDataExport> {
  const sessions = await data.sessionsOf(db, person.id);
  const answers = await data.answersBy(db, person.id);
  const labels = await questionLabels(
    db,
    answers.map((a) => a.auditExtId),
  );
  const authored: data.NamingEntry[] = [];
  const about: data.NamingEntry[] = [];
  for await (const rows of logEntriesNaming(db, person, needles))
    for (const r of rows) (r.actorUserId === person.id ? authored : about).push(r);
  return {
    format: PERSONAL_DATA_FORMAT,
    exportedAt: nowIso(),
    profile: {
      externalId: person.externalId,
      fullName: person.fullName,
      email: person.email,
      username: person.username,
      phone: person.phone,
      createdAt: person.createdAt,
      updatedAt: person.updatedAt,
    },
    signIn: { hasPassword: person.passwordHash !== null, activeSessions: sessions.open, lastSessionAt: sessions.last },
    roles: await rolesOf(db, person.id),
    companies: await data.membershipsOf(db, person.id),
    farms: await data.farmAssignmentsOf(db, person.id),
    audits: await data.auditAssignmentsOf(db, person.id),
    auditRecords: (await data.auditsRecordedBy(db, ids.emails)).map((s) => ({
      externalId: s.externalId,
      name: s.name,
      launched: ids.emails.includes(s.createdBy ?? ''),
      lastUpdated: ids.emails.includes(s.updatedBy ?? ''),
      scored: ids.emails.includes(s.scoredBy ?? ''),
    })),
    answers: answers.map((a) => {
      const entry = labels.get(a.auditExtId)?.get(a.questionId);
      return {
        auditExtId: a.auditExtId,
        auditName: a.auditName,
        question: entry ? questionLogLabel(entry.section.name, entry.question.text) : `question ${a.questionId}`,
        answer: (entry ? answerLogValue(entry.question, a.answerStr) : null) ?? a.answerStr,
        answeredAt: a.answeredAt,
      };
    }),
    actions: (await data.actionsOf(db, person.id)).map((a) => ({
      externalId: a.externalId,
      auditExtId: a.auditExtId,
      title: a.title,
      description: a.description,
      riskLevel: a.riskLevel,
      raisedByThem: a.createdBy === person.id,
      createdAt: a.createdAt,
      resolvedByThem: a.closedBy === person.id,
      closedAt: a.closedAt,
      closedDescription: a.closedDescription,
    })),
    uploads: await data.uploadsBy(db, person.id),
    environmentUploads: await data.environmentUploadsBy(db, [...ids.names, ...ids.emails]),
    templates: (await data.templatesBy(db, ids.emails)).map((t) => ({
      externalId: t.externalId,
      name: t.name,
      created: ids.emails.includes(t.createdBy ?? ''),
      lastUpdated: ids.emails.includes(t.updatedBy ?? ''),
    })),
    activity: { authored: await activityItems(db, authored), about: await activityItems(db, about) },
    mail: await data.mailTo(db, ids.emails),
    contactRequests: await data.contactRequestsFrom(db, ids.emails),
  };
}
