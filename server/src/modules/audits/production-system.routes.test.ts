import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '@aquarisk/contract/messages';
import { FRESHWATER_TEMPLATE_NAME } from '@aquarisk/contract/template/default-templates/freshwater/freshwater-template';
import type { TemplateBody, TemplateQuestion } from '@aquarisk/contract/template/template.schema';
import { expectInvalid } from '../../../test/api-assertions.ts';
import { ADMIN } from '../../../test/demo-users.ts';
import { createTestApp, lastActivity, type TestApp } from '../../../test/test-app.ts';

/**
 * Applicability from the farm (issue 22): the farm's production system answers its question at launch, the flow
 * refuses another answer, and N/A is refused on a question that system makes critical (backup power in a RAS; issue 39:
 * wherever the stock would not survive a day without power).
 */
let t: TestApp;
let template: TemplateBody & { id: string };
beforeAll(async () => {
  t = await createTestApp();
  const list = (await t.call(ADMIN, 'GET', '/admin/api/v1/template')).json<{ id: string; name: string }[]>();
  const id = list.find((x) => x.name === FRESHWATER_TEMPLATE_NAME)!.id;
  template = (await t.call(ADMIN, 'GET', `/admin/api/v1/template/${id}`)).json();
});
afterAll(() => t.close());

const question = (text: string): TemplateQuestion =>
  template.sections.flatMap((s) => s.steps.flatMap((st) => st.questions)).find((q) => q.text.startsWith(text))!;
const placeOf = (q: TemplateQuestion) => {
  const section = template.sections.find((s) => s.steps.some((st) => st.questions.includes(q)))!;
  return { section: section.id, step: section.steps.find((st) => st.questions.includes(q))!.id };
};

async function farmWith(productionSystem: string | null, name: string) {
  const ids = await t.ids();
  const res = await t.call(ADMIN, 'POST', `/api/v1/company/${ids.company1}/farm`, {
    name,
    species: 'Rainbow trout',
    productionSystem,
    country: 'Denmark',
    latitude: 56.1,
    longitude: 9.5,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ externalId: string; productionSystem: string | null }>();
}

async function launchOn(farmExtId: string, name: string) {
  const ids = await t.ids();
  const res = await t.call(ADMIN, 'POST', `/admin/api/v1/template/${template.id}/launch`, {
    name,
    surveyYear: '2026',
    description: 'Issue 22',
    companyExtId: ids.company1,
    farmExtId,
    userExtIds: [],
  });
  expect(res.json<{ accepted: boolean }>().accepted, res.body).toBe(true);
  return res.json<{ surveyExtId: string }>().surveyExtId;
}

const next = (surveyId: string, q: TemplateQuestion, answerValue: string) =>
  t.call(ADMIN, 'POST', `/api/v1/survey/${surveyId}/next`, { questionId: q.id, answerValue });

describe("a farm's production system", () => {
  it('is recorded on the farm, from the list only', async () => {
    const farm = await farmWith('RAS', 'Issue 22 RAS trout');
    expect(farm.productionSystem).toBe('RAS');
    const ids = await t.ids();
    const bad = await t.call(ADMIN, 'POST', `/api/v1/company/${ids.company1}/farm`, {
      name: 'Moon farm',
      productionSystem: 'MOON_BASE',
      latitude: 1,
      longitude: 1,
    });
    expectInvalid(bad, 'productionSystem', validationMessages.selectProductionSystem);
  });

  it('answers the audit’s "Production system" question at launch, and the log says so', async () => {
    const farm = await farmWith('RAS', 'Issue 22 RAS launch');
    const surveyId = await launchOn(farm.externalId, 'RAS launch audit');
    const [entry] = await lastActivity(t);
    expect(entry!.changes['productionSystem']).toEqual([null, 'Recirculating aquaculture system (RAS)']);
    const system = question('Production system');
    const stored = await t.database.db
      .selectFrom('surveyAnswers')
      .innerJoin('surveys', 'surveys.id', 'surveyAnswers.surveyId')
      .select(['surveyAnswers.questionId', 'surveyAnswers.answerStr', 'surveys.state'])
      .where('surveys.externalId', '=', surveyId)
      .execute();
    expect(stored).toEqual([{ questionId: system.id, answerStr: '[10]', state: 'NOT_STARTED' }]);
    const sections = (await t.call(ADMIN, 'GET', `/api/v1/survey/${surveyId}/sections`)).json<
      { steps: { questions: { text: string; included: boolean }[] }[] }[]
    >();
    const included = (text: string) =>
      sections.flatMap((s) => s.steps.flatMap((st) => st.questions)).find((q) => q.text.startsWith(text))!.included;
    expect([included('Is there an emergency oxygen supply'), included('Is there emergency aeration')]).toEqual([true, false]);
  });

  it('cannot be changed in the audit while the farm records one', async () => {
    const farm = await farmWith('RAS', 'Issue 22 RAS change');
    const surveyId = await launchOn(farm.externalId, 'RAS change audit');
    const refused = await next(surveyId, question('Production system'), '[30]');
    expectInvalid(refused, 'answerValue', validationMessages.productionSystemFromFarm);
    expect((await next(surveyId, question('Production system'), '[10]')).statusCode).toBe(200);
  });

  it('refuses N/A on backup power in a RAS, and offers none there', async () => {
    const farm = await farmWith('RAS', 'Issue 22 RAS backup');
    const surveyId = await launchOn(farm.externalId, 'RAS backup audit');
    const backup = question('Does backup power start automatically');
    expectInvalid(await next(surveyId, backup, 'N/A'), 'answerValue', validationMessages.notApplicableRefused);
    const { section, step } = placeOf(backup);
    const ctx = await t.call(ADMIN, 'GET', `/api/v1/toc/jump/${surveyId}/section/${section}/step/${step}/question/${backup.id}`);
    expect(ctx.json()).toMatchObject({ question: { id: backup.id, allowNotApplicable: false } });
    expect((await next(surveyId, backup, 'YES')).statusCode).toBe(200);
  });

  // Issue 39 item 4: the minutes the stock survives without power are asked first and decide.
  it.each([
    ['FLOW_THROUGH', 'pumped raceways', '300'],
    ['POND', 'aerated ponds', '180'],
  ])('refuses N/A on backup power in %s (%s) whose stock survives %s minutes without power', async (system, what, minutes) => {
    const farm = await farmWith(system, `Issue 39 ${what}`);
    const surveyId = await launchOn(farm.externalId, `Issue 39 ${what} audit`);
    const backup = question('Does backup power start automatically');
    const generator = question('Is the backup generator tested under load');
    expectInvalid(await next(surveyId, backup, 'N/A'), 'answerValue', validationMessages.notApplicableRefused);
    expect((await next(surveyId, question('Minutes the stock survives without power'), minutes)).statusCode).toBe(200);
    expectInvalid(await next(surveyId, backup, 'N/A'), 'answerValue', validationMessages.notApplicableRefused);
    expectInvalid(await next(surveyId, generator, 'N/A'), 'answerValue', validationMessages.notApplicableRefused);
    expect((await next(surveyId, backup, 'YES')).statusCode).toBe(200);
  });

  it('accepts N/A on backup power in extensive ponds whose stock survives a day without power', async () => {
    const farm = await farmWith('POND', 'Issue 22 ponds');
    const surveyId = await launchOn(farm.externalId, 'Pond audit');
    const backup = question('Does backup power start automatically');
    expect((await next(surveyId, question('Minutes the stock survives without power'), '2880')).statusCode).toBe(200);
    const { section, step } = placeOf(backup);
    const ctx = await t.call(ADMIN, 'GET', `/api/v1/toc/jump/${surveyId}/section/${section}/step/${step}/question/${backup.id}`);
    expect(ctx.json()).toMatchObject({ question: { allowNotApplicable: true } });
    expect((await next(surveyId, backup, 'N/A')).statusCode).toBe(200);
  });

  it('leaves the question to the auditor when the farm records none', async () => {
    const farm = await farmWith(null, 'Issue 22 unknown system');
    const surveyId = await launchOn(farm.externalId, 'Unknown system audit');
    expect((await next(surveyId, question('Production system'), '[30]')).statusCode).toBe(200);
  });
});
