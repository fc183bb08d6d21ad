import { answerLogValue } from '@aquarisk/contract/answers/answer-log';
import type { TriggeredCap } from '@aquarisk/contract/scoring/caps';
import type { AuditScore, QuestionScore } from '@aquarisk/contract/scoring/score-audit';
import type { ChangedAnswer, ComparedCap, ComparedSection } from '@aquarisk/contract/schemas/compare.schema';
import type { TemplateBody, TemplateQuestion } from '@aquarisk/contract/template/template.schema';

/** One side of a comparison: the audit's frozen questions, its stored score and its answers by question id. */
export interface ComparedSide {
  snapshot: TemplateBody;
  score: AuditScore;
  answers: ReadonlyMap<number, string>;
}

interface Place {
  question: TemplateQuestion;
  sectionName: string;
  stepTitle: string;
  outcome: QuestionScore | undefined;
}

const byOrdinal = <T extends { ordinal: number }>(a: T, b: T) => a.ordinal - b.ordinal;

/** Every question of a snapshot in the order the audit asks them, with its place and its scored outcome. */
function placesOf(side: ComparedSide): Map<number, Place> {
  const outcomes = new Map(side.score.sections.flatMap((s) => s.steps.flatMap((st) => st.questions.map((q) => [q.id, q] as const))));
  const out = new Map<number, Place>();
  for (const section of [...side.snapshot.sections].sort(byOrdinal))
    for (const step of [...section.steps].sort(byOrdinal))
      for (const question of [...step.questions].sort(byOrdinal))
        out.set(question.id, { question, sectionName: section.name, stepTitle: step.title, outcome: outcomes.get(question.id) });
  return out;
}

/** What one audit answered to a question, as a person reads it; null when the question was not asked. */
function answerSide(place: Place, side: ComparedSide, withPoints: boolean, userNames: ReadonlyMap<string, string>) {
  const asked = place.outcome?.included === true;
  const raw = asked ? (side.answers.get(place.question.id) ?? null) : null;
  const scored = asked && place.outcome && !place.outcome.notApplicable ? place.outcome : null;
  return {
    raw,
    side: {
      answer: answerLogValue(place.question, raw, userNames),
      answerType: place.question.answerType,
      ...(withPoints ? { points: scored?.score ?? null, maxPoints: scored?.maxScore ?? null } : {}),
      capRisk: asked ? (place.outcome?.capRisk ?? null) : null,
    },
  };
}

const placeOf = (p: Place) => ({
  questionId: p.question.id,
  sectionName: p.sectionName,
  stepTitle: p.stepTitle,
  questionText: p.question.text,
});

/**
 * The answers that differ between two audits (issue 26 item 4), in the newer audit's order, and the questions one
 * snapshot has and the other lacks (a template changed between launches). Questions match by id: a template keeps a
 * question's id across edits and launches. An answer "changes" when what was stored differs, or the question was
 * asked in one audit only.
 */
export function answerChanges(older: ComparedSide, newer: ComparedSide, withPoints: boolean, userNames: ReadonlyMap<string, string>) {
  const before = placesOf(older);
  const after = placesOf(newer);
  const changedAnswers: ChangedAnswer[] = [];
  const addedQuestions = [];
  for (const [id, now] of after) {
    const was = before.get(id);
    if (!was) {
      addedQuestions.push(placeOf(now));
      continue;
    }
    const a = answerSide(was, older, withPoints, userNames);
    const b = answerSide(now, newer, withPoints, userNames);
    if (a.raw !== b.raw) changedAnswers.push({ ...placeOf(now), older: a.side, newer: b.side });
  }
  const removedQuestions = [...before].filter(([id]) => !after.has(id)).map(([, was]) => placeOf(was));
  return { changedAnswers, addedQuestions, removedQuestions };
}

/** Each section's score and band in both audits, in the newer audit's order, then sections only the older had. */
export function sectionRows(older: AuditScore, newer: AuditScore): ComparedSection[] {
  const side = (s: AuditScore['sections'][number] | undefined) => (s ? { normScore: s.normScore, risk: s.risk } : null);
  const olderById = new Map(older.sections.map((s) => [s.id, s]));
  const rows = newer.sections.map((s) => ({ id: s.id, name: s.name, older: side(olderById.get(s.id)), newer: side(s) }));
  const seen = new Set(newer.sections.map((s) => s.id));
  for (const s of older.sections) if (!seen.has(s.id)) rows.push({ id: s.id, name: s.name, older: side(s), newer: null });
  return rows;
}

/** A cap is the same in both audits when the same question (or audit rule) caps at the same band. */
const capKey = (c: TriggeredCap) => `${c.auditRule ?? `q${c.questionId}`}|${c.capRisk}`;
const capShape = (c: TriggeredCap): ComparedCap => ({
  questionText: c.questionText,
  answerText: c.answerText,
  capRisk: c.capRisk,
  limitText: c.limit?.text ?? null,
});

/** The knockout caps the newer audit has and the older had not (gained), and the reverse (lost). */
export function capChanges(older: AuditScore, newer: AuditScore) {
  const was = new Set(older.caps.map(capKey));
  const now = new Set(newer.caps.map(capKey));
  return {
    capsGained: newer.caps.filter((c) => !was.has(capKey(c))).map(capShape),
    capsLost: older.caps.filter((c) => !now.has(capKey(c))).map(capShape),
  };
}

/** The people named by USER answers (their external ids), so their names can be read once. */
export function userAnswerIds(sides: readonly ComparedSide[]): string[] {
  const ids = new Set<string>();
  for (const side of sides)
    for (const s of side.snapshot.sections)
      for (const st of s.steps)
        for (const q of st.questions) {
          const raw = q.answerType === 'USER' ? side.answers.get(q.id) : undefined;
          if (raw) for (const id of raw.split(',')) if (id.trim()) ids.add(id.trim());
        }
  return [...ids];
}
