import { answersByAnswerIdOf } from '@aquarisk/contract/answers/include-if';
import { scoreAudit } from '@aquarisk/contract/scoring/score-audit';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import type { DB } from '../src/db/database.ts';
import { answersOf } from '../src/modules/question-flow/index.ts';
import { percentile } from './bench-harness.ts';

type Json = Record<string, unknown>;

/** Copy `k` of a template: every section's steps and questions again, with ids (and includeIf's answer ids) moved. */
function shifted(body: TemplateBody, k: number): TemplateBody['sections'] {
  const copy = JSON.parse(JSON.stringify(body.sections)) as Json[];
  const walk = (node: unknown, key?: string) => {
    if (Array.isArray(node)) node.forEach((n) => walk(n));
    else if (node && typeof node === 'object') {
      const o = node as Json;
      if (key === 'questions' || key === 'answer') o['id'] = (o['id'] as number) + k * 100_000;
      if (key === 'steps') o['id'] = (o['id'] as number) + k * 10_000;
      if (key === 'includeIf' && typeof o['answerId'] === 'number') o['answerId'] = o['answerId'] + k * 100_000;
      for (const [child, v] of Object.entries(o)) {
        if (Array.isArray(v)) v.forEach((n) => walk(n, child));
        else if (v && typeof v === 'object') walk(v, child);
      }
    }
  };
  copy.forEach((s) => walk(s));
  return copy as unknown as TemplateBody['sections'];
}

/**
 * Scoring alone, in process: a scored demo audit's template and answers, tripled (three copies of every step with
 * their answers) to about 300 questions, scored `runs` times. Returns the question count and p50/p99 in ms.
 */
export async function scoringMicrobench(db: DB, runs = 500) {
  const row = await db
    .selectFrom('surveys')
    .innerJoin('surveySnapshots', 'surveySnapshots.id', 'surveys.snapshotId')
    .select(['surveys.id', 'surveySnapshots.bodyJson'])
    .where('surveys.state', '=', 'SCORED')
    .orderBy('surveys.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const body = JSON.parse(row.bodyJson) as TemplateBody;
  const answers = await answersOf(db, row.id);
  const big: TemplateBody = {
    ...body,
    sections: body.sections.map((s, i) => ({
      ...s,
      steps: [0, 1, 2].flatMap((k) => (k === 0 ? s.steps : shifted(body, k)[i]!.steps)),
    })),
  };
  const bigAnswers = new Map<number, string>();
  for (const [questionId, value] of answers) for (const k of [0, 1, 2]) bigAnswers.set(questionId + k * 100_000, value);
  const byAnswerId = answersByAnswerIdOf(big, bigAnswers);
  const questions = big.sections.flatMap((s) => s.steps.flatMap((st) => st.questions)).length;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    scoreAudit(big, byAnswerId);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { questions, p50: percentile(times, 50), p99: percentile(times, 99) };
}
