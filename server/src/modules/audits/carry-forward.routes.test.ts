import { describe, expect, it } from 'vitest';
import { carriedNotConfirmedMessage, isAskedFresh } from '@aquarisk/contract/carry-forward';
import { refusalMessages } from '@aquarisk/contract/messages';
import { newOption, newQuestion } from '@aquarisk/contract/template/template-rules';
import type { TemplateBody, TemplateQuestion } from '@aquarisk/contract/template/template.schema';
import { answerAll, defaultTemplate, launch, questionById } from '../../../test/audit-helpers.ts';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { ADMIN, AUDITOR, FARMER, OTHER } from '../../../test/demo-users.ts';
import { lastActivity } from '../../../test/test-app.ts';
import { demoAnswer, seededRandom } from '../../seed/demo-answers.ts';

/**
 * The next audit from the last one (issue 26 item 1): a scored audit's answers carried to an audit launched from a
 * later version of its template — a question removed, one added, one whose options changed — never the measures of
 * the period; carried answers wait for the auditor, block scoring with their count, and are confirmed one at a time
 * or a step at once, each with its log entry.
 */
const { t, ids } = demoAppPerFile();
const FARM = 'Lofoten North';

const questionsOf = (template: TemplateBody) => template.sections.flatMap((s) => s.steps.flatMap((st) => st.questions));
const gates = (template: TemplateBody) =>
  new Set(questionsOf(template).flatMap((q) => [q.includeIf?.answerId, q.criticalIf?.answerId].filter((x) => x != null)));

async function answersOfAudit(surveyExtId: string) {
  const rows = await t.database.db
    .selectFrom('surveyAnswers')
    .innerJoin('surveys', 'surveys.id', 'surveyAnswers.surveyId')
    .select(['surveyAnswers.questionId', 'surveyAnswers.answerStr', 'surveyAnswers.carriedFrom', 'surveys.id as surveyId'])
    .where('surveys.externalId', '=', surveyExtId)
    .execute();
  return new Map(rows.map((r) => [r.questionId, r]));
}
const surveyRow = (externalId: string) =>
  t.database.db.selectFrom('surveys').selectAll().where('externalId', '=', externalId).executeTakeFirstOrThrow();

const launchFrom = (farmExtId: string, carryFromExtId: unknown, name = 'Audit 2026 from 2025') =>
  defaultTemplate(t).then((template) =>
    t.call(ADMIN, 'POST', `/admin/api/v1/template/${template.id}/launch`, {
      name,
      surveyYear: '2026',
      description: 'Started from the last audit',
      companyExtId: ids.company1,
      farmExtId,
      userExtIds: [ids.users[AUDITOR]],
      carryFromExtId,
    }),
  );

let built: Promise<{
  previous: string;
  next: string;
  before: TemplateBody;
  after: TemplateBody;
  removed: TemplateQuestion;
  reoptioned: TemplateQuestion;
  added: TemplateQuestion;
}> | null = null;

/** 2025: launched, answered and scored; then the template changes; 2026 starts from 2025. */
function history() {
  built ??= (async () => {
    const { surveyId: previous, template: before } = await launch(t, FARM, [AUDITOR], 'Audit 2025');
    await answerAll(t, ADMIN, previous, before);
    expect((await t.call(ADMIN, 'POST', `/api/v1/survey/${previous}/score`)).statusCode).toBe(200);
    const answered = await answersOfAudit(previous);
    const gating = gates(before);
    const plain = questionsOf(before).filter((q) => answered.has(q.id) && !gating.has(q.answer.id) && !isAskedFresh(q));
    const removed = plain.find((q) => q.answerType === 'SHORT_TEXT' || q.answerType === 'INTEGER')!;
    const reoptioned = plain.find((q) => q.answerType === 'SINGLE_SELECT' && q.id !== removed.id)!;

    const edited = structuredClone(before) as TemplateBody & { id?: string };
    delete edited.id;
    for (const s of edited.sections) for (const st of s.steps) st.questions = st.questions.filter((q) => q.id !== removed.id);
    const target = questionsOf(edited).find((q) => q.id === reoptioned.id)!;
    target.answerOptions.push({ ...newOption(edited, target), text: 'Not known yet' });
    const step = edited.sections[0]!.steps[0]!;
    const added = { ...newQuestion(edited, step, 'YES_NO'), text: 'Is the new camera system installed?' };
    step.questions.push(added);
    const saved = await t.call(ADMIN, 'POST', `/admin/api/v1/template/${before.id}`, { name: before.name, template: edited });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await defaultTemplate(t);

    const res = await launchFrom(ids.farms[FARM]!, previous);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().accepted, res.body).toBe(true);
    return { previous, next: res.json<{ surveyExtId: string }>().surveyExtId, before, after, removed, reoptioned, added };
  })();
  return built;
}

describe('starting an audit from the last one', () => {
  it('carries each answer that still fits, marked carried; never a measure of the period, a removed, new or re-optioned question', async () => {
    const { previous, next, before, after, removed, reoptioned, added } = await history();
    const old = await answersOfAudit(previous);
    const now = await answersOfAudit(next);
    const source = (await surveyRow(previous)).id;

    expect(now.has(removed.id)).toBe(false);
    expect(now.has(reoptioned.id)).toBe(false);
    expect(now.has(added.id)).toBe(false);
    const fresh = questionsOf(before).filter((q) => isAskedFresh(q) && old.has(q.id));
    expect(fresh.length).toBeGreaterThan(0);
    for (const q of fresh) expect(now.has(q.id), q.text).toBe(false);

    const carried = [...now.values()].filter((a) => a.carriedFrom !== null);
    expect(carried.length).toBeGreaterThan(10);
    for (const a of carried) {
      expect(a.carriedFrom).toBe(source);
      expect(a.answerStr).toBe(old.get(a.questionId)!.answerStr);
      expect(questionById(after, a.questionId)).toBeTruthy();
    }
    // Every answer of 2025 that is not carried has a reason above: fresh, removed, re-optioned, or from the farm.
    const left = [...old.keys()].filter((id) => !now.get(id) || now.get(id)!.carriedFrom === null);
    for (const id of left) {
      const q = questionsOf(before).find((x) => x.id === id)!;
      expect(isAskedFresh(q) || id === removed.id || id === reoptioned.id || now.get(id)?.carriedFrom === null, q.text).toBe(true);
    }

    const row = await surveyRow(next);
    expect(row.carriedLeft).toBeGreaterThan(0);
    expect(row.carriedLeft).toBeLessThanOrEqual(carried.length);
    expect(row.isComplete).toBe(0);
    const [entry] = await lastActivity(t);
    expect(entry!.method).toBe('LAUNCH');
    expect(entry!.changes['startedFrom']).toEqual([null, 'Audit 2025']);
    expect(entry!.changes['carriedAnswers']).toEqual([null, carried.length]);

    const list = (await t.call(ADMIN, 'GET', `/api/v1/company/${ids.company1}/farm/${ids.farms[FARM]}/survey`)).json();
    const listed = list.companies[0].farms[0].surveys.find((s: { externalId: string }) => s.externalId === next);
    expect(listed.carriedLeft).toBe(row.carriedLeft);
  });

  it('shows a carried answer on its question with the audit it came from, and counts what is left', async () => {
    const { next } = await history();
    const ctx = (await t.call(AUDITOR, 'GET', `/api/v1/survey/${next}/current`)).json();
    expect(ctx.carried.left).toBe((await surveyRow(next)).carriedLeft);
    expect(ctx.carried.from).toMatchObject({ name: 'Audit 2025', surveyYear: 2026 });
    const toc = (await t.call(AUDITOR, 'GET', `/api/v1/survey/${next}/sections`)).json();
    const flagged = toc.flatMap((s: any) => s.steps.flatMap((st: any) => st.questions)).filter((q: any) => q.carried && q.included);
    expect(flagged.length).toBe(ctx.carried.left);
    // The flow starts at the first question waiting: carried or unanswered.
    const first = toc
      .flatMap((s: any) => s.steps.flatMap((st: any) => st.questions))
      .find((q: any) => q.included && (!q.answered || q.carried));
    expect(ctx.question.id).toBe(first.id);
    expect(ctx.question.carried).toBe(Boolean(first.carried));
  });

  it('blocks scoring with the count left, then confirms one, a whole step, and a change; each logged; then scores', async () => {
    const { next, after } = await history();
    const user = ids.users[AUDITOR]!;
    const rand = seededRandom(11);
    // Answer what is unanswered (the fresh measures, the re-optioned and the new question), leaving the carried.
    let ctx = (await t.call(AUDITOR, 'GET', `/api/v1/survey/${next}/current`)).json();
    const toc = async () =>
      (await t.call(AUDITOR, 'GET', `/api/v1/survey/${next}/sections`))
        .json()
        .flatMap((s: any) => s.steps.flatMap((st: any) => st.questions.map((q: any) => ({ ...q, sectionId: s.id, stepId: st.id }))));
    for (let i = 0; i < 500; i++) {
      const open = (await toc()).find((q: any) => q.included && !q.answered);
      if (!open) break;
      const q = questionById(after, open.id);
      const res = await t.call(AUDITOR, 'POST', `/api/v1/survey/${next}/next`, {
        questionId: q.id,
        answerValue: demoAnswer(q, 0.7, rand, user),
      });
      expect(res.statusCode, res.body).toBe(200);
      ctx = res.json();
    }
    const left = (await surveyRow(next)).carriedLeft;
    expect(left).toBeGreaterThan(2);
    expect((await surveyRow(next)).openQuestions).toBe(0);
    const refused = await t.call(AUDITOR, 'POST', `/api/v1/survey/${next}/score`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(carriedNotConfirmedMessage(left));

    // One tap: the same answer saved again is confirmed, and the log says so.
    const waiting = (await toc()).filter((q: any) => q.included && q.carried);
    const one = questionById(after, waiting[0].id);
    const stored = (await answersOfAudit(next)).get(one.id)!.answerStr;
    const confirmed = await t.call(AUDITOR, 'POST', `/api/v1/survey/${next}/next`, { questionId: one.id, answerValue: stored });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().carried.left).toBe(left - 1);
    const [log1] = await lastActivity(t);
    expect(Object.values(log1!.changes)).toEqual([['Carried from Audit 2025', 'Confirmed unchanged']]);
    expect((await answersOfAudit(next)).get(one.id)!.carriedFrom).toBeNull();

    // A change clears the mark too, logged as the change it is.
    const changeable = (await toc()).find((q: any) => q.included && q.carried && questionById(after, q.id).answerType === 'YES_NO');
    if (changeable) {
      const before = (await answersOfAudit(next)).get(changeable.id)!.answerStr;
      const flipped = before === 'YES' ? 'NO' : 'YES';
      const res = await t.call(AUDITOR, 'POST', `/api/v1/survey/${next}/next`, { questionId: changeable.id, answerValue: flipped });
      expect(res.statusCode, res.body).toBe(200);
      const [log2] = await lastActivity(t);
      const [was, now] = Object.values(log2!.changes)[0]!;
      expect(was).not.toBe(now);
      expect(now).not.toBe('Confirmed unchanged');
      expect((await answersOfAudit(next)).get(changeable.id)).toMatchObject({ answerStr: flipped, carriedFrom: null });
    }

    // The whole step: every carried answer of the step at once, one log entry naming each.
    const rest = (await toc()).filter((q: any) => q.included && q.carried);
    const step = { sectionId: rest[0].sectionId, stepId: rest[0].stepId };
    const inStep = rest.filter((q: any) => q.sectionId === step.sectionId && q.stepId === step.stepId);
    const stepRes = await t.call(AUDITOR, 'POST', `/api/v1/survey/${next}/confirm-step`, step);
    expect(stepRes.statusCode, stepRes.body).toBe(200);
    expect(stepRes.json().carried.left).toBe(rest.length - inStep.length);
    const [log3] = await lastActivity(t);
    expect(Object.keys(log3!.changes)).toHaveLength(inStep.length);
    expect(Object.values(log3!.changes).every((c) => c[1] === 'Confirmed unchanged')).toBe(true);

    // A step with nothing left changes nothing and logs nothing.
    const logCount = async () =>
      (
        await t.database.db
          .selectFrom('activityLog')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const count = Number(await logCount());
    expect((await t.call(AUDITOR, 'POST', `/api/v1/survey/${next}/confirm-step`, step)).statusCode).toBe(200);
    expect(Number(await logCount())).toBe(count);

    for (const q of (await toc()).filter((x: any) => x.included && x.carried)) {
      const res = await t.call(AUDITOR, 'POST', `/api/v1/survey/${next}/confirm-step`, { sectionId: q.sectionId, stepId: q.stepId });
      expect(res.statusCode, res.body).toBe(200);
    }
    const done = (await t.call(AUDITOR, 'GET', `/api/v1/survey/${next}/current`)).json();
    // After the last step confirmed, nothing waits: the flow is finished.
    expect(done.status).toBe('FINISH');
    expect(done.carried.left).toBe(0);
    expect((await surveyRow(next)).isComplete).toBe(1);
    const scored = await t.call(AUDITOR, 'POST', `/api/v1/survey/${next}/score`);
    expect(scored.statusCode, scored.body).toBe(200);
    expect(ctx).toBeTruthy();
  });
});

describe('the demo', () => {
  it('has an audit started from the last one, half answered, its other answers carried and waiting', async () => {
    const [older, newer] = await Promise.all(
      ['Hardanger annual audit 2025', 'Hardanger annual audit 2026'].map((n) =>
        t.database.db.selectFrom('surveys').selectAll().where('name', '=', n).executeTakeFirstOrThrow(),
      ),
    );
    const answers = await answersOfAudit(newer!.externalId);
    const carried = [...answers.values()].filter((a) => a.carriedFrom === older!.id);
    expect(carried.length).toBeGreaterThan(10);
    expect(newer!.carriedLeft).toBeGreaterThan(10);
    expect([...answers.values()].some((a) => a.carriedFrom === null)).toBe(true);
    const ctx = (await t.call(AUDITOR, 'GET', `/api/v1/survey/${newer!.externalId}/current`)).json();
    expect(ctx.carried).toMatchObject({ left: newer!.carriedLeft, from: { name: 'Hardanger annual audit 2025' } });
  });
});

describe('starting from an audit: access and bad input', () => {
  it('refuses an audit of another farm or company (400), an unscored one (409), a malformed id (400)', async () => {
    const { previous } = await history();
    const otherFarm = await launchFrom(ids.farms['Hardanger Fjord Site']!, previous);
    expect(otherFarm.statusCode).toBe(400);
    expect(otherFarm.json().message).toBe(refusalMessages.carrySourceNotOfFarm);

    const foreign = await t.database.db
      .selectFrom('surveys')
      .select('externalId')
      .where(
        'companyId',
        '=',
        (await t.database.db.selectFrom('companies').select('id').where('externalId', '=', ids.company2).executeTakeFirstOrThrow()).id,
      )
      .executeTakeFirstOrThrow();
    const res = await launchFrom(ids.farms[FARM]!, foreign.externalId);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(refusalMessages.carrySourceNotOfFarm);

    const { surveyId: unscored } = await launch(t, FARM, [], 'Not scored yet');
    const notScored = await launchFrom(ids.farms[FARM]!, unscored);
    expect(notScored.statusCode).toBe(409);
    expect(notScored.json().message).toBe(refusalMessages.carrySourceNotScored);

    const malformed = await launchFrom(ids.farms[FARM]!, 'last-year');
    expect(malformed.statusCode).toBe(400);
    // Nothing half-saved: none of the refused launches left an audit.
    const named = await t.database.db.selectFrom('surveys').select('id').where('name', '=', 'Audit 2026 from 2025').execute();
    expect(named).toHaveLength(1);
  });

  it('confirming follows the answering rules: another company 404, an unassigned farmer 404, a scored audit 409', async () => {
    const { next, after } = await history();
    const step = { sectionId: after.sections[0]!.id, stepId: after.sections[0]!.steps[0]!.id };
    expect((await t.call(OTHER, 'POST', `/api/v1/survey/${next}/confirm-step`, step)).statusCode).toBe(404);
    expect((await t.call(FARMER, 'POST', `/api/v1/survey/${next}/confirm-step`, step)).statusCode).toBe(404);
    const scored = await t.call(AUDITOR, 'POST', `/api/v1/survey/${next}/confirm-step`, step);
    expect(scored.statusCode).toBe(409);
    expect(scored.json().message).toBe(refusalMessages.scoredReadOnly);
    expect((await t.call(AUDITOR, 'POST', `/api/v1/survey/${next}/confirm-step`, { sectionId: 999999, stepId: 1 })).statusCode).toBe(404);
    expect((await t.call(AUDITOR, 'POST', `/api/v1/survey/${next}/confirm-step`, { sectionId: 'one' })).statusCode).toBe(400);
  });
});
