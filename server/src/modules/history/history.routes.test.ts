import { describe, expect, it } from 'vitest';
import { answerLogValue } from '@aquarisk/contract/answers/answer-log';
import { refusalMessages } from '@aquarisk/contract/messages';
import { auditComparisonSchema, comparableAuditsSchema } from '@aquarisk/contract/schemas/compare.schema';
import type { TemplateBody, TemplateQuestion } from '@aquarisk/contract/template/template.schema';
import { demoSurveyId, launch, questionById } from '../../../test/audit-helpers.ts';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { ADMIN, AUDITOR, FARMER, MANAGER, OTHER } from '../../../test/demo-users.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { demoAnswer, seededRandom } from '../../seed/demo-answers.ts';

/**
 * Two audits of one farm compared (issue 26 item 4): both answered alike but for three questions, so the comparison
 * must name exactly those three, with the answers as a person reads them, the cap one of them adds, and the actions
 * raised and resolved between the two audits' dates.
 */
const { t } = demoAppPerFile();
const FARM = 'Lofoten North'; // assigned to the manager; the farmer sees Hardanger only

/** One fixed answer per question (its own seed), so two audits agree wherever no override says otherwise. */
const baseAnswer = (q: TemplateQuestion, user: string, seed = 0) => demoAnswer(q, 0.7, seededRandom(q.id * 31 + 7 + seed), user);

async function answerAudit(t: TestApp, surveyId: string, template: TemplateBody, overrides: ReadonlyMap<number, string>) {
  const user = (await t.ids()).users[AUDITOR]!;
  const asked = new Map<number, string>();
  let ctx = (await t.call(ADMIN, 'GET', `/api/v1/survey/${surveyId}/current`)).json();
  while (ctx.status !== 'FINISH') {
    const q = questionById(template, ctx.question.id);
    const answerValue = overrides.get(q.id) ?? baseAnswer(q, user);
    const res = await t.call(ADMIN, 'POST', `/api/v1/survey/${surveyId}/next`, { questionId: q.id, answerValue });
    expect(res.statusCode, res.body).toBe(200);
    asked.set(q.id, answerValue);
    ctx = res.json();
    if (asked.size > 500) throw new Error('flow did not finish');
  }
  const scored = await t.call(ADMIN, 'POST', `/api/v1/survey/${surveyId}/score`);
  expect(scored.statusCode, scored.body).toBe(200);
  return asked;
}

const questionsOf = (template: TemplateBody) => template.sections.flatMap((s) => s.steps.flatMap((st) => st.questions));
/** Answer ids other questions depend on (includeIf, criticalIf): changing those would change which questions are asked. */
const gating = (template: TemplateBody) =>
  new Set(
    questionsOf(template)
      .flatMap((q) => [q.includeIf?.answerId, q.criticalIf?.answerId])
      .filter((x) => x !== undefined && x !== null),
  );

/** Three questions to answer differently: a capping select or yes/no, a plain select, a number with a unit. */
function pickChanges(template: TemplateBody, asked: ReadonlyMap<number, string>) {
  const gates = gating(template);
  const free = questionsOf(template).filter(
    (q) => asked.has(q.id) && !gates.has(q.answer.id) && !q.ruleKey && (q.answer.scoring.bands ?? []).length === 0,
  );
  const capping = free.find(
    (q) =>
      (q.answerType === 'YES_NO' && q.answer.scoring.capNo && !q.answer.scoring.capYes) ||
      (q.answerType === 'SINGLE_SELECT' && q.answerOptions.some((o) => o.capRisk)),
  )!;
  const plain = free.find(
    (q) => q.answerType === 'SINGLE_SELECT' && q.answerOptions.length > 2 && q.answerOptions.every((o) => !o.capRisk),
  )!;
  const number = free.find((q) => (q.answerType === 'FLOAT' || q.answerType === 'INTEGER') && q.answerUnits !== 'NONE')!;
  expect([capping, plain, number].every(Boolean)).toBe(true);
  const [cappedAnswer, cleanAnswer] =
    capping.answerType === 'YES_NO'
      ? ['NO', 'YES']
      : [`[${capping.answerOptions.find((o) => o.capRisk)!.ordinal}]`, `[${capping.answerOptions.find((o) => !o.capRisk)!.ordinal}]`];
  return { capping, plain, number, cappedAnswer, cleanAnswer };
}

let setup:
  | Promise<{ older: string; newer: string; changed: Map<number, [string, string]>; template: TemplateBody; capping: TemplateQuestion }>
  | undefined;
/** Two scored audits of the farm: the older in May 2024, the newer in May 2025, three answers apart. */
function twoAudits() {
  setup ??= (async () => {
    const first = await launch(t, FARM, [], 'Compare 2024');
    const template = first.template;
    const probe = await answerAudit(t, first.surveyId, template, new Map());
    const { capping, plain, number, cappedAnswer, cleanAnswer } = pickChanges(template, probe);
    // The older audit is the probe itself unless its capping answer is the capped one: then launch again, clean.
    let older = first.surveyId;
    let olderAnswers = probe;
    if (probe.get(capping.id) !== cleanAnswer) {
      older = (await launch(t, FARM, [], 'Compare 2024 clean')).surveyId;
      olderAnswers = await answerAudit(t, older, template, new Map([[capping.id, cleanAnswer]]));
      await t.database.db.deleteFrom('surveys').where('externalId', '=', first.surveyId).execute();
    }
    const differing = (q: TemplateQuestion) => {
      const was = olderAnswers.get(q.id)!;
      if (q.answerType === 'SINGLE_SELECT') return `[${q.answerOptions.find((o) => `[${o.ordinal}]` !== was)!.ordinal}]`;
      const step = q.answerType === 'INTEGER' ? 1 : 0.5;
      const up = Number(was) + step;
      const value = q.answerBounds?.max != null && up > q.answerBounds.max ? Number(was) - step : up;
      return q.answerType === 'INTEGER' ? String(value) : value.toFixed(2);
    };
    const overrides = new Map([
      [capping.id, cappedAnswer],
      [plain.id, differing(plain)],
      [number.id, differing(number)],
    ]);
    const newer = (await launch(t, FARM, [], 'Compare 2025')).surveyId;
    await answerAudit(t, newer, template, overrides);
    const db = t.database.db;
    await db.updateTable('surveys').set({ surveyDate: '2024-05-01T08:00:00.000Z' }).where('externalId', '=', older).execute();
    await db.updateTable('surveys').set({ surveyDate: '2025-05-01T08:00:00.000Z' }).where('externalId', '=', newer).execute();
    const changed = new Map([...overrides].map(([id, now]) => [id, [olderAnswers.get(id)!, now] as [string, string]]));
    return { older, newer, changed, template, capping };
  })();
  return setup;
}

async function addAction(surveyExtId: string, title: string, createdAt: string, closedAt: string | null) {
  const db = t.database.db;
  const survey = await db.selectFrom('surveys').select(['id', 'companyId']).where('externalId', '=', surveyExtId).executeTakeFirstOrThrow();
  await db
    .insertInto('actionItems')
    .values({
      externalId: crypto.randomUUID(),
      surveyId: survey.id,
      companyId: survey.companyId,
      sectionId: null,
      stepId: null,
      questionId: null,
      title,
      description: '<p>x</p>',
      riskLevel: 'MODERATE',
      createdBy: null,
      createdByName: 'Test',
      createdAt,
      closedAt,
      closedBy: null,
      closedByName: closedAt ? 'Test' : null,
      closedDescription: closedAt ? '<p>done</p>' : null,
    })
    .execute();
}

const compareUrl = (a: string, b: string) => `/api/v1/survey/${a}/compare/${b}`;

describe('comparing two audits of a farm', () => {
  it('names exactly the answers that changed, old → new as a person reads them, with their points', async () => {
    const { older, newer, changed, template } = await twoAudits();
    // Either order of the ids: the older audit comes first.
    for (const [a, b] of [
      [older, newer],
      [newer, older],
    ] as const) {
      const res = await t.call(ADMIN, 'GET', compareUrl(a, b));
      expect(res.statusCode, res.body).toBe(200);
      const body = auditComparisonSchema.parse(res.json());
      expect(body.farmName).toBe(FARM);
      expect([body.older.externalId, body.newer.externalId]).toEqual([older, newer]);
      expect(body.older.date < body.newer.date).toBe(true);
      expect(body.modelNote).toBeNull();
      expect(body.addedQuestions).toEqual([]);
      expect(body.removedQuestions).toEqual([]);
      expect(body.changedAnswers.map((c) => c.questionId).sort()).toEqual([...changed.keys()].sort());
      for (const c of body.changedAnswers) {
        const q = questionById(template, c.questionId);
        const [was, now] = changed.get(c.questionId)!;
        expect(c.questionText).toBe(q.text);
        expect(c.older.answer).toBe(answerLogValue(q, was));
        expect(c.newer.answer).toBe(answerLogValue(q, now));
        expect(c.older.answer).not.toBe(c.newer.answer);
        expect([c.older.answerType, c.newer.answerType]).toEqual([q.answerType, q.answerType]);
        expect(typeof c.older.points).toBe('number');
        expect(typeof c.newer.maxPoints).toBe('number');
      }
      const number = body.changedAnswers.find((c) => ['FLOAT', 'INTEGER'].includes(questionById(template, c.questionId).answerType))!;
      expect(number.newer.answer).toMatch(/^\d[\d.,]* \S+/); // a number with its unit
      expect(body.sections.length).toBe(template.sections.length);
      expect(body.sections.every((s) => s.older && s.newer)).toBe(true);
    }
  });

  it('names the cap the newer audit gained and none lost', async () => {
    const { older, newer, capping, template } = await twoAudits();
    const body = auditComparisonSchema.parse((await t.call(ADMIN, 'GET', compareUrl(older, newer))).json());
    expect(body.capsGained.filter((c) => c.questionText === capping.text)).toHaveLength(1);
    // The only other cap a new knockout can bring is an audit rule (breaches compounding), never another answer's.
    const others = body.capsGained.filter((c) => c.questionText !== capping.text);
    expect(others.filter((c) => questionsOf(template).some((q) => q.text === c.questionText))).toEqual([]);
    expect(body.capsLost).toEqual([]);
    const reverse = auditComparisonSchema.parse((await t.call(ADMIN, 'GET', compareUrl(newer, older))).json());
    expect(reverse.capsGained).toEqual(body.capsGained);
  });

  it('lists the actions raised and resolved between the two audits, on any audit of the farm', async () => {
    const { older, newer } = await twoAudits();
    await addAction(older, 'Raised and resolved in between', '2024-06-01T08:00:00.000Z', '2024-09-01T08:00:00.000Z');
    await addAction(older, 'Raised in between, still open', '2024-07-01T08:00:00.000Z', null);
    await addAction(older, 'Raised before the older audit', '2024-04-01T08:00:00.000Z', '2024-08-01T08:00:00.000Z');
    await addAction(newer, 'Raised after the newer audit', '2025-06-01T08:00:00.000Z', null);
    const body = auditComparisonSchema.parse((await t.call(ADMIN, 'GET', compareUrl(newer, older))).json());
    const titles = (list: typeof body.actionsOpened) => list.map((a) => a.title).filter((x) => x.startsWith('Raised'));
    expect(titles(body.actionsOpened)).toEqual(['Raised and resolved in between', 'Raised in between, still open']);
    expect(titles(body.actionsClosed)).toEqual(['Raised before the older audit', 'Raised and resolved in between']);
    expect(body.actionsOpened[0]).toMatchObject({ surveyExtId: older, surveyName: expect.stringMatching(/^Compare 2024/) });
  });

  it('leaves the points out for a caller who does not see step scores (docs/requirements.md#results-6)', async () => {
    const { older, newer } = await twoAudits();
    const res = await t.call(MANAGER, 'GET', compareUrl(older, newer));
    expect(res.statusCode, res.body).toBe(200);
    const body = auditComparisonSchema.parse(res.json());
    expect(body.changedAnswers).toHaveLength(3);
    for (const c of body.changedAnswers) expect([c.older.points, c.newer.points]).toEqual([undefined, undefined]);
  });

  it('offers the farm’s other scored audits the caller sees', async () => {
    const { older, newer } = await twoAudits();
    const res = await t.call(MANAGER, 'GET', `/api/v1/survey/${newer}/comparable`);
    expect(res.statusCode, res.body).toBe(200);
    const list = comparableAuditsSchema.parse(res.json());
    expect(list.map((a) => a.externalId)).toContain(older);
    expect(list.map((a) => a.externalId)).not.toContain(newer);
    expect(list.map((a) => a.date)).toEqual(
      list
        .map((a) => a.date)
        .sort()
        .reverse(),
    );
    expect((await t.call(FARMER, 'GET', `/api/v1/survey/${newer}/comparable`)).statusCode).toBe(404);
  });
});

describe('comparing refused', () => {
  const refused = async (as: string, a: string, b: string, status: number, message?: string) => {
    const res = await t.call(as, 'GET', compareUrl(a, b));
    expect(res.statusCode, res.body).toBe(status);
    if (message) expect(res.json().message).toBe(message);
  };

  it('answers 404 to another company and to a member who does not see the farm', async () => {
    const { older, newer } = await twoAudits();
    await refused(OTHER, older, newer, 404);
    await refused(FARMER, older, newer, 404);
  });

  it('answers 400 to a bad id and 404 to an unknown one', async () => {
    const { older } = await twoAudits();
    await refused(ADMIN, older, 'not-an-id', 400);
    await refused(ADMIN, 'not-an-id', older, 400);
    await refused(ADMIN, older, crypto.randomUUID(), 404);
  });

  it('answers 400 to audits of two farms and to one audit compared with itself', async () => {
    const { older } = await twoAudits();
    const hardanger = await demoSurveyId(t, 'Hardanger annual audit 2025');
    await refused(ADMIN, older, hardanger, 400, refusalMessages.compareOtherFarm);
    await refused(ADMIN, older, older, 400, refusalMessages.compareSameAudit);
  });

  it('answers 409 when one of the two is not scored', async () => {
    const { older } = await twoAudits();
    const open = (await launch(t, FARM, [], 'Compare not scored')).surveyId;
    await refused(ADMIN, older, open, 409, refusalMessages.compareNotScored);
    await refused(ADMIN, open, older, 409, refusalMessages.compareNotScored);
  });
});
