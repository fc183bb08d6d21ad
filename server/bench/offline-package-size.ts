import { gzipSync } from 'node:zlib';
import type { TemplateBody, TemplateSection } from '@aquarisk/contract/template/template.schema';
import type { Executor } from '../src/db/database.ts';
import { storeSnapshot } from '../src/modules/audit-snapshots/index.ts';

const questionCount = (t: Pick<TemplateBody, 'sections'>) =>
  t.sections.reduce((n, s) => n + s.steps.reduce((m, st) => m + st.questions.length, 0), 0);

/**
 * A template of exactly `size` questions: the body's sections again and again under new ids (a condition on a question
 * of the same copy follows it; one on another section keeps its target), the copies without rule keys, so the farm's
 * production-system question stays the one it was.
 */
export function templateOfSize(body: TemplateBody, size: number): TemplateBody {
  const sections: TemplateSection[] = [];
  for (let copy = 0; questionCount({ sections }) < size; copy++) {
    const shift = copy * 100_000;
    for (const section of body.sections) {
      const own = new Set(section.steps.flatMap((st) => st.questions.map((q) => q.answer.id)));
      const moved = <C extends { answerId: number }>(c: C | null | undefined): C | null =>
        c && own.has(c.answerId) ? { ...c, answerId: c.answerId + shift } : (c ?? null);
      sections.push({
        ...section,
        id: section.id + shift,
        ordinal: section.ordinal + copy * 1000,
        steps: section.steps.map((st) => ({
          ...st,
          id: st.id + shift,
          questions: st.questions.map((q) => ({
            ...q,
            id: q.id + shift,
            includeIf: moved(q.includeIf),
            ...(copy > 0 ? { ruleKey: undefined, criticalIf: undefined } : {}),
            answer: { ...q.answer, id: q.answer.id + shift, questionId: q.id + shift },
            answerOptions: q.answerOptions.map((o) => ({ ...o, id: o.id + shift })),
          })),
        })),
      });
    }
  }
  // Trim the last copy down to the size asked for.
  let left = size;
  const trimmed = sections
    .map((s) => ({
      ...s,
      steps: s.steps
        .map((st) => {
          const questions = st.questions.slice(0, Math.max(0, left));
          left -= questions.length;
          return { ...st, questions };
        })
        .filter((st) => st.questions.length > 0),
    }))
    .filter((s) => s.steps.length > 0);
  return { ...body, sections: trimmed };
}

/** Puts an audit on another snapshot (the bench's 300-question audit: launched, then given the larger body). */
export async function moveToSnapshot(db: Executor, surveyExtId: string, body: TemplateBody) {
  const id = await storeSnapshot(db, JSON.stringify(body));
  await db.updateTable('surveys').set({ snapshotId: id }).where('externalId', '=', surveyExtId).execute();
}

/** The package's size as JSON and gzipped (zlib's default level, as @fastify/compress sends it), in KB. */
export function sizes(json: string) {
  return { raw: Buffer.byteLength(json) / 1024, gzip: gzipSync(json).length / 1024 };
}

export { questionCount };
