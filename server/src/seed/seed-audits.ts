import { farmTypeOfSpecies, type FarmType } from '@aquarisk/contract/farm-types';
import { openQuestionCount } from '@aquarisk/contract/answers/include-if';
import { carriedLeft, carryForward } from '@aquarisk/contract/carry-forward';
import type { DefaultTemplate } from '@aquarisk/contract/template/default-templates/build';
import { profileAnswer, profileAnswers } from '@aquarisk/contract/template/default-templates/farm-profiles';
import type { SampleValue } from '@aquarisk/contract/template/default-templates/build';
import { productionSystemAnswer } from '@aquarisk/contract/template/farm-answers';
import type { TemplateBody, TemplateQuestion } from '@aquarisk/contract/template/template.schema';
import type { Executor } from '../db/database.ts';
import { newExternalId } from '../lib/ids.ts';
import { type FlowEntry, flowOrder, storeSnapshot } from '../modules/audit-snapshots/index.ts';
import { scoreAndStore } from '../modules/scoring/index.ts';
import { snapshotHash } from '../db/snapshot-hash.ts';
import { demoAudits, type DemoAudit } from './demo-audits.ts';
import { demoActionDue } from './demo-action-due.ts';
import { utcDay } from '@aquarisk/contract/action-due';

type DemoUsers = Map<string, { id: number; externalId: string; name: string }>;
/** A seeded template: its stored name and body, and the samples its farm profiles answer from. */
export type SeedTemplate = DefaultTemplate & { name: string };

const DAY_MS = 86_400_000;
const later = (iso: string, days: number) => new Date(new Date(iso).getTime() + days * DAY_MS).toISOString();

/**
 * The answers a demo audit gives whatever its profile (issue 22): the farm's production system, as launching the
 * audit would answer it, and the audit's own figures (by the start of the question's text). A figure naming no
 * question of the template is a mistake in the demo, not something to skip.
 */
function fixedAnswers(audit: DemoAudit, template: SeedTemplate, productionSystem: string | null, userExtId: string) {
  const system = productionSystemAnswer(template.body, productionSystem);
  const figures = Object.entries(audit.answers ?? {});
  const questions = template.body.sections.flatMap((s) => s.steps.flatMap((st) => st.questions));
  for (const [start] of figures)
    if (!questions.some((q) => q.text.startsWith(start))) throw new Error(`Demo answer to an unknown question '${start}'`);
  const ctx = { auditDate: audit.createdAt, userExtId };
  return (q: TemplateQuestion): string | undefined => {
    if (system && q.id === system.question.id) return system.answer;
    const figure = figures.find(([start]) => q.text.startsWith(start))?.[1];
    const sample = (value: SampleValue) => ({ good: value, average: value, poor: value });
    return figure === undefined ? undefined : profileAnswer(q, sample(figure), 'good', 0, ctx);
  };
}

/** The answers of one demo audit: from its farm profile, dated from the audit, half of them for a partial audit. */
function demoAnswers(
  audit: DemoAudit,
  template: SeedTemplate,
  entries: FlowEntry[],
  userExtId: string,
  productionSystem: string | null,
): Map<number, string> {
  const profile = audit.profile;
  const all = profileAnswers(template, typeof profile === 'string' ? profile : (i) => profile[i]!, {
    auditDate: audit.createdAt,
    userExtId,
    answerOf: fixedAnswers(audit, template, productionSystem, userExtId),
  });
  if (audit.state !== 'partial') return all;
  const half = entries.filter((e) => all.has(e.question.id)).slice(0, Math.floor(all.size / 2));
  return new Map(half.map((e) => [e.question.id, all.get(e.question.id)!]));
}

function actionQuestion(entries: FlowEntry[], answered: ReadonlyMap<number, string>, onQuestion: string | undefined, i: number): FlowEntry {
  const answeredEntries = entries.filter((e) => answered.has(e.question.id));
  const named = onQuestion ? answeredEntries.find((e) => e.question.text.startsWith(onQuestion)) : undefined;
  if (onQuestion && !named) throw new Error(`Demo action on an unknown question '${onQuestion}'`);
  return named ?? answeredEntries[(i * 17 + 3) % answeredEntries.length]!;
}

/**
 * Issue 26 item 1: a demo audit started from an earlier one gets that audit's answers, where it has none of its own,
 * carried (the launch's rule, `carryForward`) and waiting to be confirmed. Adds them to `answers`; returns their ids.
 */
async function carryDemoAnswers(
  tx: Executor,
  source: { id: number; body: TemplateBody; answers: Map<number, string> } | undefined,
  row: { id: number; createdAt: string },
  body: TemplateBody,
  answers: Map<number, string>,
  answeredBy: number,
): Promise<Set<number>> {
  if (!source) throw new Error('A demo audit starts from an audit seeded before it');
  const { carried } = carryForward(source.body, source.answers, body, answers);
  const ids = new Map(flowOrder(body).map((e) => [e.question.id, e.question.answer.id]));
  const rows = [...carried].map(([questionId, answerStr]) => ({
    surveyId: row.id,
    questionId,
    answerId: ids.get(questionId)!,
    answerStr,
    answeredBy,
    answeredAt: row.createdAt,
    carriedFrom: source.id,
  }));
  if (rows.length) await tx.insertInto('surveyAnswers').values(rows).execute();
  for (const [id, value] of carried) answers.set(id, value);
  return new Set(carried.keys());
}

/**
 * Seeds the demo audits through the product's own rules: each farm gets the template of its farm type, answers come
 * from its farm profile (only questions that apply), and scored audits go through the scoring service.
 */
export async function seedDemoAudits(tx: Executor, templates: ReadonlyMap<FarmType, SeedTemplate>, userIds: DemoUsers) {
  const auditor = userIds.get('auditor@example.com')!.externalId;
  const seeded = new Map<string, { id: number; body: TemplateBody; answers: Map<number, string> }>();
  const today = utcDay(new Date());
  for (const audit of demoAudits) {
    const farm = await tx
      .selectFrom('farms')
      .select(['id', 'companyId', 'species', 'productionSystem'])
      .where('name', '=', audit.farm)
      .executeTakeFirstOrThrow();
    const template = templates.get(farmTypeOfSpecies(farm.species) ?? 'SALMONID_SEA_PENS')!;
    const answerer = userIds.get(audit.assignees[0]!)!;
    const bodyJson = JSON.stringify(template.body);
    const row = await tx
      .insertInto('surveys')
      .values({
        externalId: newExternalId(),
        companyId: farm.companyId,
        farmId: farm.id,
        name: audit.name,
        description: `Risk audit of ${audit.farm}.`,
        surveyYear: audit.year,
        state: 'NOT_STARTED',
        closed: 0,
        normScore: null,
        risk: null,
        createdAt: audit.createdAt,
        createdBy: 'admin@example.com',
        updatedAt: audit.createdAt,
        updatedBy: 'admin@example.com',
        templateName: template.name,
        snapshotId: await storeSnapshot(tx, bodyJson),
        isComplete: 0,
        openQuestions: openQuestionCount(template.body, new Map()),
        scoringJson: null,
        scoredAt: null,
        scoredBy: null,
        surveyDate: audit.state === 'new' ? null : audit.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    for (const email of audit.assignees)
      await tx
        .insertInto('surveyUsers')
        .values({ surveyId: row.id, userId: userIds.get(email)!.id, createdAt: audit.createdAt })
        .execute();
    if (audit.state === 'new') continue;

    const entries = flowOrder(template.body);
    const answers = demoAnswers(audit, template, entries, auditor, farm.productionSystem);
    for (const entry of entries.filter((e) => answers.has(e.question.id))) {
      const { question } = entry;
      await tx
        .insertInto('surveyAnswers')
        .values({
          surveyId: row.id,
          questionId: question.id,
          answerId: question.answer.id,
          answerStr: answers.get(question.id)!,
          answeredBy: answerer.id,
          answeredAt: audit.createdAt,
        })
        .execute();
    }
    seeded.set(audit.name, { id: row.id, body: template.body, answers });
    const carried = audit.startedFrom
      ? await carryDemoAnswers(tx, seeded.get(audit.startedFrom), row, template.body, answers, answerer.id)
      : new Set<number>();
    const open = openQuestionCount(template.body, answers);
    const left = carriedLeft(template.body, answers, carried);
    await tx
      .updateTable('surveys')
      .set({ state: 'IN_PROGRESS', isComplete: open === 0 && left === 0 ? 1 : 0, openQuestions: open, carriedLeft: left })
      .where('id', '=', row.id)
      .execute();
    if (audit.state !== 'scored') continue;
    await scoreAndStore(tx, { ...row, state: 'IN_PROGRESS', snapshotHash: snapshotHash(bodyJson) }, 'auditor@example.com');
    const scoredAt = later(audit.createdAt, 9);
    await tx.updateTable('surveys').set({ scoredAt, updatedAt: scoredAt }).where('id', '=', row.id).execute();

    for (const [i, action] of (audit.actions ?? []).entries()) {
      const on = actionQuestion(entries, answers, action.onQuestion, i);
      const creator = userIds.get(audit.assignees[0]!)!;
      const closer = action.closedBy ? userIds.get(action.closedBy)! : null;
      const createdAt = later(scoredAt, i + 1);
      const due = demoActionDue(action, createdAt, today);
      await tx
        .insertInto('actionItems')
        .values({
          externalId: newExternalId(),
          surveyId: row.id,
          companyId: farm.companyId,
          sectionId: on.section.id,
          stepId: on.step.id,
          questionId: on.question.id,
          title: action.title,
          description: action.description,
          riskLevel: action.riskLevel,
          createdBy: creator.id,
          createdByName: creator.name,
          createdAt,
          closedAt: closer ? later(createdAt, 12) : null,
          closedBy: closer?.id ?? null,
          closedByName: closer?.name ?? null,
          closedDescription: action.closing ?? null,
          ownerId: due.owner ? userIds.get(due.owner)!.id : null,
          dueOn: due.dueOn,
        })
        .execute();
    }
  }
}
