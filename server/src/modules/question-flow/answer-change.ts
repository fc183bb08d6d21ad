import type { FieldChanges } from '@aquarisk/contract/activity';
import { answerLogValue, questionLogLabel } from '@aquarisk/contract/answers/answer-log';
import type { Executor } from '../../db/database.ts';
import { clipForLog } from '../activity-log/index.ts';
import { membersByExternalIds } from '../users/index.ts';
import type { FlowEntry } from '../audit-snapshots/index.ts';

/**
 * An answer's log entry as a person reads it (issue 21 item 19): the question by section and wording, the answers
 * as option texts, Yes/No, numbers with units and people by name, not '[10]' and internal names.
 */
export async function answerChange(
  db: Executor,
  companyId: number,
  entry: FlowEntry,
  before: string | null,
  after: string,
): Promise<FieldChanges> {
  const { question, section } = entry;
  let names: Map<string, string> | undefined;
  if (question.answerType === 'USER') {
    const ids = [before, after].filter((v): v is string => v !== null);
    names = new Map((await membersByExternalIds(db, companyId, ids)).map((m) => [m.externalId, m.fullName ?? m.email]));
  }
  const shown = (raw: string | null) => clipForLog(answerLogValue(question, raw, names));
  return { [questionLogLabel(section.name, question.text)]: [shown(before), shown(after)] };
}

/**
 * Carried answers confirmed unchanged (issue 26 item 1): each question by section and wording, from the audit it was
 * carried from to confirmed, so the log shows what the auditor vouched for.
 */
export function confirmedChange(entries: readonly FlowEntry[], sourceName: string | null): FieldChanges {
  const from = sourceName ? `Carried from ${sourceName}` : 'Carried';
  return Object.fromEntries(entries.map((e) => [questionLogLabel(e.section.name, e.question.text), [from, 'Confirmed unchanged']]));
}
