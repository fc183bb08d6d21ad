import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { launch } from '../../../test/audit-helpers.ts';
import { AUDITOR } from '../../../test/demo-users.ts';
import { StatementCounter } from '../../../test/statement-counter.ts';

/**
 * Issue 38 item 3: `/next` and the offline batch save an answer by one operation, which takes the audit's row lock
 * once through the one lock function (lockAudit). Before, `/next` with a client id locked the row twice (the receipt's
 * lock, then the answer's) and four functions in three modules locked the same row.
 */
const counter = new StatementCounter();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { plugins: [counter] });
});
afterAll(() => t.close());

const auditRowWrites = (statements: string[]) => statements.filter((s) => s === 'Update surveys').length;

describe('one write path for answers', () => {
  it('updates the audit row twice for an answer, the lock and the progress, by /next with or without a client id and by a batch', async () => {
    const { surveyId, template } = await launch(t, 'Loch Creran', [AUDITOR], 'One write path');
    const [a, b, c, d] = template.sections
      .flatMap((s) => s.steps.flatMap((st) => st.questions))
      .filter((q) => !q.includeIf && q.answerType === 'YES_NO');
    const next = (body: object) =>
      counter.during(async () => {
        const res = await t.call(AUDITOR, 'POST', `/api/v1/survey/${surveyId}/next`, body);
        expect(res.statusCode, res.body).toBe(200);
      });
    await next({ questionId: a!.id, answerValue: 'YES' }); // signs in and reads the template once
    expect(auditRowWrites(await next({ questionId: b!.id, answerValue: 'YES' }))).toBeLessThanOrEqual(2);
    const clientId = randomUUID();
    const withId = await next({ questionId: c!.id, answerValue: 'YES', clientId });
    expect(auditRowWrites(withId), withId.join(', ')).toBeLessThanOrEqual(2);
    const again = await next({ questionId: c!.id, answerValue: 'YES', clientId });
    expect(auditRowWrites(again), again.join(', ')).toBe(1);
    expect(again.filter((s) => s.startsWith('Insert'))).toEqual([]);
    const batch = await counter.during(async () => {
      const answers = [{ clientId: randomUUID(), questionId: d!.id, answerValue: 'NO' }];
      const res = await t.call(AUDITOR, 'POST', `/api/v1/survey/${surveyId}/answers`, { answers });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(auditRowWrites(batch), batch.join(', ')).toBe(2);
  });

  it('has one function that locks an audit row (other rows, a user for uploads, have their own)', () => {
    const src = path.resolve(import.meta.dirname, '../..');
    const files = fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const locks = files.flatMap((f) =>
      [...fs.readFileSync(path.join(src, f), 'utf8').matchAll(/export (?:async )?function (lock\w*(?:Survey|Audit)\w*)\(/g)].map(
        (m) => m[1],
      ),
    );
    expect(locks).toEqual(['lockAudit']);
  });
});
