import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateAnswer } from '@aquarisk/contract/answers/answer-rules';
import { answerContextOf } from '@aquarisk/contract/answers/question-answer';
import { farmTypeOfSpecies } from '@aquarisk/contract/farm-types';
import { riskBands } from '@aquarisk/contract/risk';
import { capLine } from '@aquarisk/contract/scoring/caps';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { capsOf } from '../modules/surveys/survey.mapper.ts';

/** The demo's guarantees (DECISIONS.md "Demo data") and its coherence (issue 13). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const audits = () =>
  t.database.db
    .selectFrom('surveys')
    .innerJoin('farms', 'farms.id', 'surveys.farmId')
    .leftJoin('surveySnapshots', 'surveySnapshots.id', 'surveys.snapshotId')
    .select([
      'surveys.id',
      'surveys.name',
      'surveys.state',
      'surveys.risk',
      'surveys.scoreRisk',
      'surveys.capsJson',
      'surveys.normScore',
      'surveys.createdAt',
      'surveys.surveyDate',
      'surveys.scoredAt',
      'surveySnapshots.bodyJson as snapshotJson',
      'surveys.templateName',
      'farms.species',
    ])
    .execute();

describe('demo audits', () => {
  it('cover every state and every risk band, with one audit capped at HIGH by a knockout', async () => {
    const rows = await audits();
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['NOT_STARTED', 'IN_PROGRESS', 'SCORED']));
    const scored = rows.filter((r) => r.state === 'SCORED');
    expect(new Set(scored.map((r) => r.risk))).toEqual(new Set(riskBands.filter((b) => b !== 'UNKNOWN')));
    const capped = scored.filter((r) => r.risk !== r.scoreRisk);
    expect(capped.map((r) => r.name)).toEqual(['Loch Creran compliance audit']);
    expect(capped[0]!.normScore!).toBeGreaterThanOrEqual(80);
    expect(capLine({ risk: capped[0]!.risk!, scoreRisk: capped[0]!.scoreRisk, caps: capsOf(capped[0]!.capsJson) })).toMatch(
      /^Capped at HIGH by: /,
    );
  });

  it("use the template of the farm's type", async () => {
    for (const row of (await audits()).filter((r) => r.snapshotJson)) {
      const body = JSON.parse(row.snapshotJson!) as TemplateBody;
      expect(body.farmType, `${row.name} (${row.species})`).toBe(farmTypeOfSpecies(row.species));
      expect(row.templateName).toBe(body.name);
    }
  });

  it('hold answers valid by the rules of their questions, dated no later than the audit', async () => {
    for (const row of (await audits()).filter((r) => r.state !== 'NOT_STARTED')) {
      const body = JSON.parse(row.snapshotJson!) as TemplateBody;
      const questions = new Map(body.sections.flatMap((s) => s.steps.flatMap((st) => st.questions)).map((q) => [q.id, q]));
      const answers = await t.database.db
        .selectFrom('surveyAnswers')
        .select(['questionId', 'answerStr', 'answeredAt'])
        .where('surveyId', '=', row.id)
        .execute();
      expect(answers.length).toBeGreaterThan(10);
      for (const a of answers) {
        const q = questions.get(a.questionId)!;
        expect(validateAnswer(q.answerType, a.answerStr, answerContextOf(q)), `${row.name}: ${q.text}`).toEqual({
          ok: true,
          value: a.answerStr,
        });
        expect(a.answeredAt).toBe(row.createdAt);
        if (/^Date (of|the)/.test(q.text) && a.answerStr !== 'N/A')
          expect(a.answerStr <= row.createdAt.slice(0, 10), `${row.name}: ${q.text}`).toBe(true);
      }
      expect(row.surveyDate).toBe(row.createdAt);
      if (row.scoredAt) expect(row.scoredAt > row.createdAt).toBe(true);
    }
  });

  it('have open and closed actions, each raised on the question it is about', async () => {
    const actions = await t.database.db
      .selectFrom('actionItems')
      .innerJoin('surveys', 'surveys.id', 'actionItems.surveyId')
      .leftJoin('surveySnapshots', 'surveySnapshots.id', 'surveys.snapshotId')
      .select([
        'actionItems.title',
        'actionItems.questionId',
        'actionItems.closedAt',
        'actionItems.createdAt',
        'surveySnapshots.bodyJson as snapshotJson',
        'surveys.scoredAt',
      ])
      .execute();
    expect(actions.some((a) => a.closedAt)).toBe(true);
    expect(actions.some((a) => !a.closedAt)).toBe(true);
    const questionOf = (a: (typeof actions)[number]) =>
      (JSON.parse(a.snapshotJson!) as TemplateBody).sections
        .flatMap((s) => s.steps.flatMap((st) => st.questions))
        .find((q) => q.id === a.questionId)!;
    const lice = actions.find((a) => a.title.startsWith('Sea-lice counts'))!;
    expect(questionOf(lice).answerUnits).toBe('LICE_PER_FISH');
    const escape = actions.find((a) => a.title.startsWith('Unreported escape'))!;
    expect(questionOf(escape).text).toBe('Were all escapes this cycle reported to the authority in time?');
    for (const a of actions) expect(a.createdAt > a.scoredAt!).toBe(true);
  });

  it('give a LOW farm low lice and healthy oxygen, and the poorer farm the reverse', async () => {
    const answerOf = async (audit: string, startOfText: string) => {
      const row = (await audits()).find((r) => r.name === audit)!;
      const body = JSON.parse(row.snapshotJson!) as TemplateBody;
      const q = body.sections.flatMap((s) => s.steps.flatMap((st) => st.questions)).find((x) => x.text.startsWith(startOfText))!;
      const a = await t.database.db
        .selectFrom('surveyAnswers')
        .select('answerStr')
        .where('surveyId', '=', row.id)
        .where('questionId', '=', q.id)
        .executeTakeFirstOrThrow();
      return Number(a.answerStr);
    };
    expect(await answerOf('Hardanger annual audit 2025', 'Highest weekly average of adult female lice')).toBeLessThan(0.5);
    expect(await answerOf('Hardanger annual audit 2025', 'Lowest dissolved oxygen')).toBeGreaterThanOrEqual(80);
    expect(await answerOf('Lofoten North winter audit', 'Highest weekly average of adult female lice')).toBeGreaterThan(0.5);
    expect(await answerOf('Lofoten North winter audit', 'Lowest dissolved oxygen')).toBeLessThan(60);
  });
});
