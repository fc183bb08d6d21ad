import { describe, expect, it } from 'vitest';
import { refusalMessages } from '@aquarisk/contract/messages';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { answerAll, launch } from '../../../test/audit-helpers.ts';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { ADMIN, AUDITOR, FARMER, OTHER } from '../../../test/demo-users.ts';

/**
 * Open actions follow the farm (issue 26 item 2): an open action of the 2025 audit shows on the same question of the
 * 2026 audit with the year that raised it; one action, so resolving it from the 2026 audit closes it once, and it
 * stays shown there as resolved; an action resolved before 2026 began does not follow; a user who cannot see the
 * 2025 audit does not see its action either.
 */
const { t } = demoAppPerFile();
const FARM = 'Lofoten North';

const placeOf = (template: TemplateBody, id: number) => {
  const section = template.sections.find((s) => s.steps.some((st) => st.questions.some((q) => q.id === id)))!;
  return { s: section.id, st: section.steps.find((st) => st.questions.some((q) => q.id === id))!.id };
};

let built: Promise<{ older: string; newer: string; template: TemplateBody; open: string; closed: string; q1: number; q2: number }> | null =
  null;
function twoAudits() {
  built ??= (async () => {
    const { surveyId: older, template } = await launch(t, FARM, [AUDITOR], 'Lofoten 2025');
    await answerAll(t, ADMIN, older, template);
    expect((await t.call(ADMIN, 'POST', `/api/v1/survey/${older}/score`)).statusCode).toBe(200);
    const questions = template.sections.flatMap((s) => s.steps.flatMap((st) => st.questions));
    const [q1, q2] = [questions[3]!.id, questions[5]!.id];
    const raise = async (questionId: number, title: string) => {
      const res = await t.call(ADMIN, 'POST', `/api/v1/survey/${older}/action`, {
        title,
        description: '<p>Found at the 2025 audit.</p>',
        riskLevel: 'MODERATE',
        questionId,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ externalId: string }>().externalId;
    };
    const open = await raise(q1, 'Replace the worn mooring line');
    const closed = await raise(q2, 'Update the escape plan');
    const resolved = await t.call(ADMIN, 'POST', `/api/v1/action/${closed}/action`, { description: '<p>Done in 2025.</p>' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    // Launched a moment later, so the action raised before it counts as earlier on both databases.
    await new Promise((r) => setTimeout(r, 5));
    const { surveyId: newer } = await launch(t, FARM, [AUDITOR, FARMER], 'Lofoten 2026');
    return { older, newer, template, open, closed, q1, q2 };
  })();
  return built;
}

const jump = (who: string, survey: string, template: TemplateBody, q: number) => {
  const { s, st } = placeOf(template, q);
  return t.call(who, 'GET', `/api/v1/toc/jump/${survey}/section/${s}/step/${st}/question/${q}`);
};

describe('open actions follow the farm', () => {
  it('show on the same question of the next audit, with the year of the audit that raised them; a resolved one does not', async () => {
    const { older, newer, template, open, q1, q2 } = await twoAudits();
    const res = await jump(AUDITOR, newer, template, q1);
    expect(res.statusCode, res.body).toBe(200);
    const ctx = res.json();
    expect(ctx.actionItems).toEqual([]);
    expect(ctx.followedActions).toEqual([
      {
        externalId: open,
        title: 'Replace the worn mooring line',
        description: '<p>Found at the 2025 audit.</p>',
        riskLevel: 'MODERATE',
        closedAt: null,
        openSince: 2026,
        surveyExtId: older,
        surveyName: 'Lofoten 2025',
        resolveRefusal: expect.any(String),
        owner: expect.toBeOneOf([null, expect.objectContaining({ name: expect.any(String) })]),
        dueOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
    expect((await jump(ADMIN, newer, template, q1)).json().followedActions[0].resolveRefusal).toBeNull();
    expect((await jump(AUDITOR, newer, template, q2)).json().followedActions).toEqual([]);
    // The earlier audit lists its own action as its own, not as followed.
    const own = (await jump(AUDITOR, older, template, q1)).json();
    expect(own.actionItems.map((a: { externalId: string }) => a.externalId)).toEqual([open]);
    expect(own.followedActions).toEqual([]);
  });

  it('show their owner and due day (issue 28 item 1), on the question and in the offline copy, as the actions page does', async () => {
    const { older, newer, template, open, q1 } = await twoAudits();
    const ids = await t.ids();
    const due = await t.call(ADMIN, 'PUT', `/api/v1/action/${open}/due`, { ownerExtId: ids.users[FARMER], dueOn: '2026-01-31' });
    expect(due.statusCode, due.body).toBe(200);
    const owner = { externalId: ids.users[FARMER], name: due.json().owner.name };
    expect(owner.name).not.toBe('');
    const followed = (await jump(AUDITOR, newer, template, q1)).json().followedActions;
    expect(followed).toMatchObject([{ externalId: open, owner, dueOn: '2026-01-31' }]);
    expect((await jump(AUDITOR, older, template, q1)).json().actionItems).toMatchObject([{ externalId: open, owner, dueOn: '2026-01-31' }]);
    const offline = await t.call(AUDITOR, 'GET', `/api/v1/survey/${older}/offline`);
    expect(offline.statusCode, offline.body).toBe(200);
    const offlineActions = offline.json<{ actions: { externalId: string }[] }>().actions;
    expect(offlineActions.filter((a) => a.externalId === open)).toMatchObject([{ questionId: q1, owner, dueOn: '2026-01-31' }]);

    const unassigned = await t.call(ADMIN, 'PUT', `/api/v1/action/${open}/due`, { ownerExtId: null, dueOn: '2026-02-28' });
    expect(unassigned.statusCode, unassigned.body).toBe(200);
    expect((await jump(AUDITOR, newer, template, q1)).json().followedActions).toMatchObject([{ owner: null, dueOn: '2026-02-28' }]);
  });

  it('are one action: resolved from the new audit, closed once, shown resolved there and in the old audit', async () => {
    const { older, newer, template, open, q1 } = await twoAudits();
    const resolved = await t.call(ADMIN, 'POST', `/api/v1/action/${open}/action`, { description: '<p>New line fitted in 2026.</p>' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const again = await t.call(ADMIN, 'POST', `/api/v1/action/${open}/action`, { description: '<p>Twice?</p>' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(refusalMessages.actionAlreadyResolved);
    const followed = (await jump(AUDITOR, newer, template, q1)).json().followedActions;
    expect(followed).toHaveLength(1);
    expect(followed[0].closedAt).not.toBeNull();
    expect(followed[0].resolveRefusal).toBeNull();
    const list = (await t.call(ADMIN, 'GET', `/api/v1/action/survey/${older}?closed=true`)).json();
    expect(list.actionItems.items.map((a: { externalId: string }) => a.externalId)).toContain(open);
    const rows = await t.database.db.selectFrom('actionItems').select('id').where('externalId', '=', open).execute();
    expect(rows).toHaveLength(1);
  });

  it('only to those who see the audit that raised them; another company gets 404', async () => {
    const { newer, template, q1 } = await twoAudits();
    // The farmer is assigned the 2026 audit only: Lofoten is not their farm, so the 2025 audit is not theirs to see.
    const farmer = await jump(FARMER, newer, template, q1);
    expect(farmer.statusCode, farmer.body).toBe(200);
    expect(farmer.json().followedActions).toEqual([]);
    expect((await jump(OTHER, newer, template, q1)).statusCode).toBe(404);
  });
});
