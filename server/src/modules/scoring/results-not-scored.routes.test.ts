import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalMessages } from '@aquarisk/contract/messages';
import { errorBodySchema } from '@aquarisk/contract/schemas/error.schema';
import { launch } from '../../../test/audit-helpers.ts';
import { AUDITOR } from '../../../test/demo-users.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The results of an audit not scored yet are a 409 the web reads as a state (issue 23: declared per endpoint): the
 * contract's error body, with its code, whether the results or one step's results are asked for.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('results of an audit not scored yet', () => {
  it('answer 409 CONFLICT with the contract error body, for the audit and for a step', async () => {
    const { surveyId, template } = await launch(t, 'Loch Creran', [AUDITOR], 'Not scored yet');
    const section = template.sections[0]!;
    const step = section.steps[0]!;
    for (const url of [
      `/api/v1/survey/${surveyId}/score?risk=true`,
      `/api/v1/survey/${surveyId}/score/section/${section.id}/step/${step.id}`,
    ]) {
      const res = await t.call(AUDITOR, 'GET', url);
      expect(res.statusCode, url).toBe(409);
      expect(errorBodySchema.safeParse(res.json()).success, res.body).toBe(true);
      expect(res.json()).toEqual({
        status: 409,
        error: 'Conflict',
        code: 'CONFLICT',
        message: refusalMessages.notScored,
      });
    }
  });
});
