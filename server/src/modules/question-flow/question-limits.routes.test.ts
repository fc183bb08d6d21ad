import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowOrder } from '@aquarisk/contract/answers/flow-order';
import { questionContextSchema } from '@aquarisk/contract/schemas/question-flow.schema';
import { launch } from '../../../test/audit-helpers.ts';
import { ADMIN } from '../../../test/demo-users.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Issue 37 item 6: the question carries the farm's own limit, resolved by the rule packs the scoring uses.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function contextAt(farm: string, ruleKey: string) {
  const { surveyId, template } = await launch(t, farm, [], `Limits ${farm}`);
  const entry = flowOrder(template).find((e) => e.question.ruleKey === ruleKey)!;
  const url = `/api/v1/toc/jump/${surveyId}/section/${entry.section.id}/step/${entry.step.id}/question/${entry.question.id}`;
  const res = await t.call(ADMIN, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  const ctx = questionContextSchema.parse(res.json());
  if (ctx.status === 'FINISH') throw new Error('no question');
  return ctx.question;
}

describe('a measured number question', () => {
  it('on a Norwegian salmon farm carries Norway’s legal lice limit (0.5 or more breaks it)', async () => {
    const question = await contextAt('Hardanger Fjord Site', 'lice.peak');
    expect(question.limits).toEqual([
      {
        kind: 'LEGAL',
        breach: { op: 'GTE', value: 0.5 },
        text: expect.stringMatching(/^fewer than 0\.5 adult female lice per fish at all times/),
        source: expect.stringContaining('Lakselusforskriften'),
      },
    ]);
  });

  it('on a Scottish farm carries Scotland’s limits instead, from the same packs', async () => {
    const question = await contextAt('Loch Creran', 'lice.peak');
    expect(question.limits?.length).toBeGreaterThan(0);
    expect(question.limits?.some((l) => l.source.includes('Lakselusforskriften'))).toBe(false);
  });
});
