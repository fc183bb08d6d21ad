import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { launch } from '../../../test/audit-helpers.ts';
import { migration021 } from '../../db/migrations/021_survey_snapshots.ts';
import { snapshotHash } from '../../db/snapshot-hash.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const snapshotOfAudit = (externalId: string) =>
  t.database.db
    .selectFrom('surveys')
    .innerJoin('surveySnapshots', 'surveySnapshots.id', 'surveys.snapshotId')
    .select(['surveySnapshots.id', 'surveySnapshots.hash', 'surveySnapshots.bodyJson'])
    .where('surveys.externalId', '=', externalId)
    .executeTakeFirstOrThrow();

const firstQuestionText = async (surveyId: string) =>
  (await t.call('admin@example.com', 'GET', `/api/v1/survey/${surveyId}/sections`)).json<
    { steps: { questions: { text: string }[] }[] }[]
  >()[0]!.steps[0]!.questions[0]!.text;

describe('template snapshots', () => {
  it('are stored once: two audits launched from the same template share one row, keyed by its hash', async () => {
    const before = await t.database.db.selectFrom('surveySnapshots').select('id').execute();
    const a = await launch(t, 'Lofoten North', [], 'Snapshot A');
    const b = await launch(t, 'Hardanger Fjord Site', [], 'Snapshot B');
    const [sa, sb] = [await snapshotOfAudit(a.surveyId), await snapshotOfAudit(b.surveyId)];
    expect(sa.id).toBe(sb.id);
    expect(sa.hash).toBe(snapshotHash(sa.bodyJson));
    // The seeded demo audits were launched from the same default templates: no row was added.
    expect(await t.database.db.selectFrom('surveySnapshots').select('id').execute()).toHaveLength(before.length);
  });

  it("keep an audit's questions when its template is edited after launch; a later launch gets the new body", async () => {
    const { surveyId, template } = await launch(t, 'Lofoten North', [], 'Before the edit');
    const original = await firstQuestionText(surveyId);
    const edited = structuredClone(template) as TemplateBody & { id?: string };
    const { id } = template;
    delete edited.id;
    edited.sections[0]!.steps[0]!.questions[0]!.text = 'Edited after launch?';
    const saved = await t.call('admin@example.com', 'POST', `/admin/api/v1/template/${id}`, { name: template.name, template: edited });
    expect(saved.statusCode, saved.body).toBe(200);

    expect(await firstQuestionText(surveyId)).toBe(original);
    expect((await t.call('admin@example.com', 'GET', `/api/v1/survey/${surveyId}/current`)).statusCode).toBe(200);
    const later = await launch(t, 'Lofoten North', [], 'After the edit');
    expect(await firstQuestionText(later.surveyId)).toBe('Edited after launch?');
    expect((await snapshotOfAudit(later.surveyId)).id).not.toBe((await snapshotOfAudit(surveyId)).id);
  });

  it('are moved out of the audit rows by migration 021, deduplicated, and back by its down', async () => {
    const plain = t.database.db.withoutPlugins() as unknown as Kysely<unknown>;
    const bodies = async () =>
      (
        await t.database.db
          .selectFrom('surveys')
          .leftJoin('surveySnapshots', 'surveySnapshots.id', 'surveys.snapshotId')
          .select(['surveys.id', 'surveySnapshots.bodyJson'])
          .orderBy('surveys.id')
          .execute()
      ).map((r) => [r.id, r.bodyJson]);
    const stored = await bodies();
    expect(stored.filter(([, body]) => body !== null).length).toBeGreaterThan(5);

    await migration021.down(plain, t.database.dialect);
    const inRows = await sql<{ id: number; snapshot_json: string | null }>`SELECT id, snapshot_json FROM surveys ORDER BY id`.execute(
      plain,
    );
    expect(inRows.rows.map((r) => [r.id, r.snapshot_json])).toEqual(stored);

    await migration021.up(plain, t.database.dialect);
    expect(await bodies()).toEqual(stored);
    const distinct = new Set(stored.map(([, body]) => body).filter((b) => b !== null));
    expect(await t.database.db.selectFrom('surveySnapshots').select('id').execute()).toHaveLength(distinct.size);
    const columns = await sql<{ n: number }>`SELECT count(*) AS n FROM surveys WHERE snapshot_id IS NULL`.execute(plain);
    expect(Number(columns.rows[0]!.n)).toBe(stored.filter(([, body]) => body === null).length);
  });
});
