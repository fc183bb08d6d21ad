import type { TemplateBody, TemplateQuestion } from '@aquarisk/contract/template/template.schema';
import type { Executor } from '../../db/database.ts';
import { cachedSnapshot, type FlowEntry, flowOrder, snapshotBodyByHash } from '../audit-snapshots/index.ts';

/** What makes a question the same one to answer: its answer type, options, bounds and when it is asked. */
const definitionOf = (q: TemplateQuestion) =>
  JSON.stringify([q.answerType, q.answerOptions.map((o) => [o.ordinal, o.text]), q.answerBounds ?? null, q.includeIf ?? null]);

/** The snapshot an offline answer was given against, by its hash; null when no audit was launched on it. */
async function snapshotByHash(db: Executor, hash: string): Promise<TemplateBody | null> {
  const body = await snapshotBodyByHash(db, hash);
  return body === undefined ? null : cachedSnapshot(hash, () => Promise.resolve(body));
}

/** The answer's question is not the one answered offline: not in the audit, or defined otherwise in the two snapshots. */
export async function questionChanged(db: Executor, row: { snapshotHash: string | null }, entry: FlowEntry | undefined, hash?: string) {
  if (!entry) return true;
  if (hash === undefined || hash === row.snapshotHash) return false;
  const then = await snapshotByHash(db, hash);
  const before = then && flowOrder(then).find((e) => e.question.id === entry.question.id);
  return !before || definitionOf(before.question) !== definitionOf(entry.question);
}

/** The answer ids some question's includeIf or criticalIf reads: only an answer to one of these changes what applies. */
const conditionsRead = new WeakMap<TemplateBody, ReadonlySet<number>>();
export function conditionAnswerIds(snapshot: TemplateBody): ReadonlySet<number> {
  let ids = conditionsRead.get(snapshot);
  if (!ids) {
    const questions = snapshot.sections.flatMap((s) => s.steps.flatMap((st) => st.questions));
    ids = new Set(questions.flatMap((q) => [q.includeIf?.answerId, q.criticalIf?.answerId]).filter((id): id is number => id != null));
    conditionsRead.set(snapshot, ids);
  }
  return ids;
}
