import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateBody, TemplateQuestion } from '@aquarisk/contract/template/template.schema';
import { checkSqliteIntegrity } from '../db/backup/sqlite-backup.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoMediaInto } from '../seed/seed-media.ts';
import { readApiState, unreadRoutes, type ApiState } from '../../test/api-state.ts';
import { launch } from '../../test/audit-helpers.ts';
import { emptyTarget, envOf, fileHashes, runCli } from '../../test/backup-fixture.ts';
import { AUDITOR } from '../../test/demo-users.ts';
import { createTestApp, dbKind, type TestApp } from '../../test/test-app.ts';
import { readManifest } from './backup-manifest.ts';

/**
 * Issue 24 part 3: `npm run backup` while answers are being submitted, `npm run restore` into an empty target, and the
 * restored server serves the same data: every list and record of the API, every stored file's sha256. The writes
 * running during the backup go to one audit; the restore holds a prefix of them (a consistent snapshot) that
 * includes every write acknowledged before the backup started.
 */
let t: TestApp;
let outDir: string;
beforeAll(async () => {
  t = await createTestApp();
  // No automatic checkpoint: every write of this test stays in the WAL, as the newest writes of any running server
  // do, so a backup that copied the database file instead of using the backup API would lose them.
  if (dbKind === 'sqlite') await sql`pragma wal_autocheckpoint = 0`.execute(t.database.db);
  await seedDemoMediaInto(t.config, t.database.db);
  outDir = path.join(t.config.dataDir, '..', `${path.basename(t.config.dataDir)}-backups`);
});
afterAll(() => t.close());

/** Two text questions no includeIf looks at: rewriting them changes their answers and the log, nothing else. */
function freeTextQuestions(template: TemplateBody): TemplateQuestion[] {
  const questions = template.sections.flatMap((s) => s.steps.flatMap((st) => st.questions));
  const watched = new Set(questions.flatMap((q) => (q.includeIf ? [q.includeIf.answerId] : [])));
  return questions.filter((q) => q.answerType === 'SHORT_TEXT' && !q.includeIf && !watched.has(q.answer.id)).slice(0, 2);
}

/** The fields of the written audit that each write changes (its time of change); everything else must be equal. */
function withoutWriteTimes(state: ApiState, audit: string) {
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strip);
    if (!v || typeof v !== 'object') return v;
    const o = v as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(o)
        .filter(([k]) => !(o['externalId'] === audit && k === 'updatedAt'))
        .map(([k, x]) => [k, strip(x)]),
    );
  };
  return strip(state.responses) as Record<string, unknown>;
}

describe(`backup and restore (${dbKind})`, () => {
  it('a backup taken while answers are submitted restores the same API lists and files, with every earlier write', async () => {
    const { surveyId, template } = await launch(t, 'Clayoquot Sound', [AUDITOR], 'Backup audit');
    const questions = freeTextQuestions(template);
    expect(questions).toHaveLength(2);
    const answer = (i: number) =>
      t.call(AUDITOR, 'POST', `/api/v1/survey/${surveyId}/next`, {
        questionId: questions[i % 2]!.id,
        answerValue: `write ${i}`,
      });
    for (const i of [0, 1]) expect((await answer(i)).statusCode).toBe(200);
    const before = await readApiState(t);
    const filesBefore = await fileHashes(t.config.dataDir);
    expect(Object.keys(filesBefore).length).toBeGreaterThan(0);

    const acked: number[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 2; writing; i++) {
        const res = await answer(i);
        expect(res.statusCode, res.body).toBe(200);
        acked.push(i);
      }
    })();
    while (acked.length < 5) await new Promise((r) => setTimeout(r, 5));
    const ackedBeforeBackup = acked.length;
    const backup = await runCli('backup', ['--out', outDir], envOf(t.config));
    const ackedAfterBackup = acked.length;
    writing = false;
    await writer;
    expect(backup.code, backup.stderr).toBe(0);
    expect(ackedAfterBackup, 'answers were written while the backup ran').toBeGreaterThan(ackedBeforeBackup);
    const dir = /Backup written to (.+)/.exec(backup.stdout)![1]!.trim();
    expect(path.basename(dir)).toMatch(/^aquarisk-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/);

    const target = await emptyTarget();
    const restore = await runCli('restore', [dir], target.env);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('Checked: every sha256 of manifest.json');
    const r = await target.open();
    try {
      const after = await readApiState(r);
      // Every GET route of the API is read (or named in unreadRoutes with its reason).
      const doc = r.app.swagger() as { paths: Record<string, Record<string, unknown>> };
      const gets = Object.entries(doc.paths).flatMap(([p, m]) => ('get' in m ? [`GET ${p}`] : []));
      expect(gets.filter((g) => !before.routes.has(g) && !(g in unreadRoutes)).sort()).toEqual([]);

      const [was, is] = [withoutWriteTimes(before, surveyId), withoutWriteTimes(after, surveyId)];
      expect(Object.keys(is).sort()).toEqual(Object.keys(was).sort());
      for (const url of Object.keys(was)) expect(is[url], url).toEqual(was[url]);
      expect(await fileHashes(r.config.dataDir)).toEqual(filesBefore);

      // The log: the same entries, then k answer entries of the writer in order, every acknowledged earlier one among them.
      expect(after.log.items.slice(0, before.log.items.length)).toEqual(before.log.items);
      const tail = after.log.items.slice(before.log.items.length) as {
        targetExtId: string;
        updatedFieldsJson: Record<string, unknown[]>;
      }[];
      expect(tail.length).toBeGreaterThanOrEqual(ackedBeforeBackup);
      expect(tail.length).toBeLessThanOrEqual(ackedAfterBackup + 1);
      expect(tail.map((e) => [e.targetExtId, Object.values(e.updatedFieldsJson)[0]![1]])).toEqual(
        tail.map((_e, n) => [surveyId, `write ${n + 2}`]),
      );
      expect(after.log.total).toBe(before.log.total + tail.length);
      expect(after.log.csv.slice(0, before.log.csv.length)).toEqual(before.log.csv);
      expect(after.log.csv).toHaveLength(before.log.csv.length + tail.length);
      // The answers stored agree with the log: the snapshot holds whole transactions.
      const k = tail.length + 1;
      const stored = await r.database.db
        .selectFrom('surveyAnswers')
        .innerJoin('surveys', 'surveys.id', 'surveyAnswers.surveyId')
        .select(['surveyAnswers.questionId', 'surveyAnswers.answerStr'])
        .where('surveys.externalId', '=', surveyId)
        .where('surveyAnswers.questionId', 'in', [questions[0]!.id, questions[1]!.id])
        .orderBy('surveyAnswers.questionId')
        .execute();
      const lastFor = (q: number) => `write ${k % 2 === q ? k : k - 1}`;
      expect(stored.map((a) => a.answerStr).sort()).toEqual([lastFor(0), lastFor(1)].sort());

      // The restored database passes its own checks, and its migrations are current.
      if (r.config.database.kind === 'sqlite') expect(checkSqliteIntegrity(r.config.database.file)).toEqual([]);
      expect(await migrateToLatest(r.database)).toEqual([]);
      expect(readManifest(dir).database.rows['activity_log']).toBe(after.log.items.length);
    } finally {
      await r.close();
      await target.drop();
    }
  });
});
