import type { FieldChanges } from '@aquarisk/contract/activity';
import { answerLogValue, questionLogLabel } from '@aquarisk/contract/answers/answer-log';
import type { Executor } from '../../db/database.ts';
import { cachedSnapshot, type FlowEntry, flowOrder, snapshotBody, snapshotsOfAudits } from '../audit-snapshots/index.ts';

/**
 * Answer entries written before issue 21 item 19 named the question 'Step title / internal_name' and stored the raw
 * answer ('[10]'). They are read as today's entries are written: the audit's own snapshot (which never changes) gives
 * the wording and the option texts. The stored entry is left as it is (the log is append-only); an entry whose audit
 * is gone, or whose key names no question of it, is shown as stored.
 */
export interface LoggedRow {
  target: string;
  method: string;
  targetExtId: string | null;
  changes: FieldChanges;
}

const isLegacyAnswer = (r: LoggedRow) =>
  r.target === 'SURVEY' && r.method === 'UPDATE' && r.targetExtId !== null && Object.keys(r.changes).some((k) => k.includes(' / '));

async function legacyKeysBySurvey(db: Executor, surveyExtIds: string[]): Promise<Map<string, Map<string, FlowEntry>>> {
  const out = new Map<string, Map<string, FlowEntry>>();
  for (const s of await snapshotsOfAudits(db, surveyExtIds)) {
    const snapshot = await cachedSnapshot(s.snapshotHash, () => snapshotBody(db, s.snapshotId));
    out.set(s.externalId, new Map(flowOrder(snapshot).map((e) => [`${e.step.title} / ${e.question.name}`, e])));
  }
  return out;
}

const asStored = (v: unknown) => (typeof v === 'string' ? v : null);

/** The same rows with old answer entries in today's words; other rows are returned untouched. */
export async function readLegacyAnswers<R extends LoggedRow>(db: Executor, rows: R[]): Promise<R[]> {
  const legacy = rows.filter(isLegacyAnswer);
  if (legacy.length === 0) return rows;
  const bySurvey = await legacyKeysBySurvey(db, [...new Set(legacy.map((r) => r.targetExtId!))]);
  return rows.map((r) => {
    const keys = isLegacyAnswer(r) ? bySurvey.get(r.targetExtId!) : undefined;
    if (!keys) return r;
    const changes: FieldChanges = {};
    for (const [key, [before, after]] of Object.entries(r.changes)) {
      const entry = keys.get(key);
      if (!entry) changes[key] = [before, after];
      else {
        const shown = (v: unknown) => (typeof v === 'string' ? answerLogValue(entry.question, asStored(v)) : v);
        changes[questionLogLabel(entry.section.name, entry.question.text)] = [shown(before), shown(after)];
      }
    }
    return { ...r, changes };
  });
}
