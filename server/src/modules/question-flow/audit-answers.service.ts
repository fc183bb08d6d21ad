// An audit's answers as other modules read them (launch, offline package, scoring, reports, history), and the
// launch's first answers. Callers inside a transaction pass it as db.
import type { Executor } from '../../db/database.ts';
import * as repo from './question-flow.repository.ts';
import type { StoredAnswer } from './question-flow.repository.ts';

/** An audit's answers by question id. */
export function answersOf(db: Executor, surveyId: number) {
  return repo.answersOf(db, surveyId);
}

/** An audit's answers with the time of its latest answer (lastAnsweredAt), read together for scoring. */
export function answersWithLastTimeOf(db: Executor, surveyId: number) {
  return repo.answersWithLastTimeOf(db, surveyId);
}

/** The audit the carried answers came from, by name (the question screen's badge). */
export function carriedSourceOf(db: Executor, carried: ReadonlyMap<number, number>) {
  return repo.carriedSourceOf(db, carried);
}

/** The question a user last stood on in an audit, or null. */
export function cursorOf(db: Executor, surveyId: number, userId: number) {
  return repo.cursorOf(db, surveyId, userId);
}

/**
 * An audit's answers by question id, with the carried ones (issue 26 item 1): question id → the audit it was carried
 * from, until the auditor confirms or changes it. One read for the question flow.
 */
export function flowAnswersOf(db: Executor, surveyId: number) {
  return repo.flowAnswersOf(db, surveyId);
}

/** Inserts a new audit's first answers (the launch: the farm's answer and those carried), 1,000 rows per statement. */
export function insertAnswers(db: Executor, rows: readonly StoredAnswer[]) {
  return repo.insertAnswers(db, rows);
}

/**
 * The day an audit was answered (issue 22): dated answers age against it, not against the server's clock, so a
 * rescore a year later gives the same result. The latest answer's time, or null without answers.
 */
export function lastAnsweredAt(db: Executor, surveyId: number) {
  return repo.lastAnsweredAt(db, surveyId);
}
