import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import type { Executor } from '../database.ts';
import { newExternalId } from '../../lib/ids.ts';
import { flowOrder, includedEntries } from '../../modules/surveys/flow-order.ts';
import { scoreAndStore } from '../../modules/surveys/scoring.service.ts';
import { demoAnswer, seededRandom } from './demo-answers.ts';
import { demoAudits } from './demo-audits.ts';

/**
 * Seeds the demo audits through the product's own rules: answers are given in flow order with includeIf applied
 * after every answer (as the question flow does), and scored audits go through the scoring service.
 */
export async function seedDemoAudits(tx: Executor, template: { name: string; body: TemplateBody }, userIds: Map<string, { id: number; externalId: string; name: string }>) {
  const entries = flowOrder(template.body);
  let seed = 11;
  for (const audit of demoAudits) {
    const farm = await tx.selectFrom('farms').select(['id', 'companyId']).where('name', '=', audit.farm).executeTakeFirstOrThrow();
    const answerer = userIds.get(audit.assignees[0]!)!;
    const row = await tx
      .insertInto('surveys')
      .values({
        externalId: newExternalId(), companyId: farm.companyId, farmId: farm.id, name: audit.name, description: `Risk audit of ${audit.farm}.`, surveyYear: audit.year,
        state: 'NOT_STARTED', closed: 0, normScore: null, risk: null, createdAt: audit.createdAt, createdBy: 'admin@example.com', updatedAt: audit.createdAt, updatedBy: 'admin@example.com',
        templateName: template.name, snapshotJson: JSON.stringify(template.body), isComplete: 0, scoringJson: null, scoredAt: null, scoredBy: null, surveyDate: audit.state === 'new' ? null : audit.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    for (const email of audit.assignees) await tx.insertInto('surveyUsers').values({ surveyId: row.id, userId: userIds.get(email)!.id, createdAt: audit.createdAt }).execute();
    if (audit.state === 'new') continue;

    const rand = seededRandom(seed++);
    const answers = new Map<number, string>();
    const limit = audit.state === 'partial' ? Math.floor(entries.length / 2) : Infinity;
    for (let i = 0; i < entries.length && answers.size < limit; i++) {
      const included = includedEntries(template.body, entries, answers);
      const entry = entries[i]!;
      if (!included.includes(entry)) continue;
      answers.set(entry.question.id, demoAnswer(entry.question, audit.quality, rand, userIds.get('auditor@example.com')!.externalId));
    }
    const stillIncluded = new Set(includedEntries(template.body, entries, answers).map((e) => e.question.id));
    const rows = [...answers].filter(([qid]) => stillIncluded.has(qid));
    const answerIdOf = new Map(entries.map((e) => [e.question.id, e.question.answer.id]));
    for (const [questionId, answerStr] of rows) {
      await tx.insertInto('surveyAnswers').values({ surveyId: row.id, questionId, answerId: answerIdOf.get(questionId)!, answerStr, answeredBy: answerer.id, answeredAt: audit.createdAt }).execute();
    }
    await tx.updateTable('surveys').set({ state: 'IN_PROGRESS', isComplete: audit.state === 'scored' ? 1 : 0 }).where('id', '=', row.id).execute();
    if (audit.state !== 'scored') continue;
    await scoreAndStore(tx, { ...row, state: 'IN_PROGRESS' }, 'auditor@example.com');
    const scoredAt = new Date(new Date(audit.createdAt).getTime() + 9 * 86_400_000).toISOString();
    await tx.updateTable('surveys').set({ scoredAt, updatedAt: scoredAt }).where('id', '=', row.id).execute();

    const questions = entries.filter((e) => stillIncluded.has(e.question.id));
    for (const [i, action] of (audit.actions ?? []).entries()) {
      const on = questions[(i * 17 + 3) % questions.length]!;
      const creator = userIds.get(audit.assignees[0]!)!;
      const closer = action.closedBy ? userIds.get(action.closedBy)! : null;
      const createdAt = new Date(new Date(scoredAt).getTime() + (i + 1) * 86_400_000).toISOString();
      await tx
        .insertInto('actionItems')
        .values({
          externalId: newExternalId(), surveyId: row.id, companyId: farm.companyId, sectionId: on.section.id, stepId: on.step.id, questionId: on.question.id,
          title: action.title, description: action.description, riskLevel: action.riskLevel, createdBy: creator.id, createdByName: creator.name, createdAt,
          closedAt: closer ? new Date(new Date(createdAt).getTime() + 12 * 86_400_000).toISOString() : null,
          closedBy: closer?.id ?? null, closedByName: closer?.name ?? null, closedDescription: action.closing ?? null,
        })
        .execute();
    }
  }
}
