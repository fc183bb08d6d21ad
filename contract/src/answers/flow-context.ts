import { NOT_APPLICABLE } from '../answer-types.ts';
import { refusalMessages, validationMessages } from '../messages.ts';
import { productionSystemAnswer, productionSystemQuestionOf } from '../template/farm-answers.ts';
import type { TemplateBody } from '../template/template.schema.ts';
import { questionLimits, questionTextFor } from '../scoring/question-limits.ts';
import type { ScoringContext, ScoringFarm } from '../scoring/scoring-context.ts';
import { validateAnswer } from './answer-rules.ts';
import { contradictionBy } from './contradictions.ts';
import { type FlowEntry, includedEntries } from './flow-order.ts';
import { answersByAnswerIdOf, applicability } from './include-if.ts';
import { answerContextOf } from './question-answer.ts';

/**
 * The question flow's pure rules (issue 27 item 2): the server's `/next`, its batch of answers and the web app's
 * offline flow all decide with these, so an answer refused offline is refused online for the same reason.
 */

type Answers = ReadonlyMap<number, string>;

/** The carried answers still waiting (question id → the audit they came from) and that audit. */
export interface CarriedView {
  byQuestion: ReadonlyMap<number, unknown>;
  source: { externalId: string; name: string; surveyYear: number } | null;
}

export const nothingCarried: CarriedView = { byQuestion: new Map(), source: null };

/** The questions the farm's production system makes critical given the answers (issue 22: no N/A there). */
export function criticalIds(snapshot: TemplateBody, answers: Answers): ReadonlySet<number> {
  return applicability(snapshot, answersByAnswerIdOf(snapshot, answers)).critical;
}

/** The answers the flow moves on to: a carried answer not yet confirmed waits like an unanswered question. */
export function settledAnswers(answers: Answers, carried: ReadonlyMap<number, unknown>): Map<number, string> {
  if (carried.size === 0) return answers as Map<number, string>;
  return new Map([...answers].filter(([id]) => !carried.has(id)));
}

/** The counts the audit row keeps: applicable questions unanswered, and carried answers still waiting. */
export function progressOf(included: readonly FlowEntry[], answers: Answers, carried: ReadonlyMap<number, unknown>) {
  let open = 0;
  let carriedLeft = 0;
  for (const e of included) {
    if (!answers.has(e.question.id)) open += 1;
    else if (carried.has(e.question.id)) carriedLeft += 1;
  }
  return { open, carriedLeft };
}

export type AnswerCheck = { ok: true; value: string } | { ok: false; message: string; notApplicable?: true };

/**
 * Checks one answer against the audit as it stands: the answer type's rules, whether the question applies with the
 * other answers, the production system the farm records, N/A where it is critical and (with `facts`) an answer that
 * contradicts another (issue 39). `value` is already sanitised
 * where the answer type needs it (the server sanitises rich text first). The USER answer's membership is the
 * server's to check (it needs the company's users). `included`: the entries that apply given `answers`, when the caller
 * already has them (the answer batch keeps them between answers that change no condition); computed otherwise.
 */
export function checkAnswer(
  snapshot: TemplateBody,
  all: FlowEntry[],
  entry: FlowEntry,
  value: string,
  answers: Map<number, string>,
  farmProductionSystem: string | null | undefined,
  included?: readonly FlowEntry[],
  /** the audit's date and farm, which contradictions are judged on (issue 39); none checked without them */
  facts?: ScoringContext,
): AnswerCheck {
  const checked = validateAnswer(entry.question.answerType, value, answerContextOf(entry.question));
  if (!checked.ok) return checked;
  if (!(included ?? includedEntries(snapshot, all, answers)).includes(entry)) {
    return { ok: false, message: refusalMessages.questionNotApplicable, notApplicable: true };
  }
  const questionId = entry.question.id;
  const fromFarm = productionSystemQuestionOf(snapshot)?.id === questionId ? productionSystemAnswer(snapshot, farmProductionSystem) : null;
  if (fromFarm && fromFarm.answer !== checked.value) return { ok: false, message: validationMessages.productionSystemFromFarm };
  if (checked.value === NOT_APPLICABLE && criticalIds(snapshot, answers).has(questionId)) {
    return { ok: false, message: validationMessages.notApplicableRefused };
  }
  const contradiction = facts ? contradictionBy(snapshot, answers, entry.question, checked.value, facts) : null;
  if (contradiction) return { ok: false, message: contradiction.message };
  return checked;
}

export interface FlowSurvey {
  externalId: string;
  name: string;
  state: 'NOT_STARTED' | 'IN_PROGRESS' | 'SCORED';
  isComplete: boolean;
}

/**
 * The question context without the question's actions (the server adds those from the database; offline the app
 * shows those it last saw): progress, the step, the previous question and the question with its answer.
 */
export function flowContext(
  survey: FlowSurvey,
  entry: FlowEntry | null,
  included: readonly FlowEntry[],
  answers: Answers,
  readOnly: boolean,
  critical: ReadonlySet<number>,
  carried: CarriedView = nothingCarried,
  /** the farm as the rule packs see it: its limits go with the question (issue 37 item 6) */
  farm: ScoringFarm | null = null,
) {
  const waiting = included.filter((e) => carried.byQuestion.has(e.question.id));
  const base = {
    surveyExtId: survey.externalId,
    surveyName: survey.name,
    surveyState: survey.state,
    isSurveyComplete: survey.isComplete,
    readOnly,
    progress: {
      answered: included.filter((e) => answers.has(e.question.id) && !carried.byQuestion.has(e.question.id)).length,
      total: included.length,
    },
    carried: { left: waiting.length, from: waiting.length ? carried.source : null },
  };
  if (!entry) return { ...base, status: 'FINISH' as const };
  const q = entry.question;
  const position = included.indexOf(entry);
  const answerStr = answers.get(q.id);
  const before = position > 0 ? included[position - 1]! : null;
  return {
    ...base,
    status: survey.state === 'NOT_STARTED' ? ('NOT_STARTED' as const) : ('IN_PROGRESS' as const),
    sectionName: entry.section.name,
    sectionId: entry.section.id,
    stepTitle: entry.step.title,
    stepId: entry.step.id,
    isLastQuestion: position === included.length - 1,
    /** carried answers of this step still waiting: 'Confirm the whole step' confirms them */
    stepCarriedLeft: waiting.filter((e) => e.section.id === entry.section.id && e.step.id === entry.step.id).length,
    previous: before ? { sectionId: before.section.id, stepId: before.step.id, questionId: before.question.id } : null,
    question: {
      id: q.id,
      name: q.name,
      ordinal: q.ordinal,
      text: questionTextFor(q, farm),
      guidance: q.guidance,
      hint: q.hint,
      answerType: q.answerType,
      answerUnits: q.answerUnits,
      answerOptions: [...q.answerOptions]
        .sort((a, b) => a.ordinal - b.ordinal)
        .map((o) => ({ text: o.text, ordinal: o.ordinal, hint: o.hint })),
      answerBounds: q.answerBounds ?? null,
      allowNotApplicable: q.allowNotApplicable === true && !critical.has(q.id),
      answer: answerStr === undefined ? null : { answerStr },
      carried: carried.byQuestion.has(q.id),
      limits: questionLimits(q, farm),
    },
  };
}

/** The table of contents: sections, steps and questions with whether each applies, is answered or waits carried. */
export function tocOf(snapshot: TemplateBody, included: readonly FlowEntry[], answers: Answers, carried: ReadonlyMap<number, unknown>) {
  const applies = new Set(included.map((e) => e.question.id));
  const byOrdinal = <T extends { ordinal: number; id: number }>(a: T, b: T) => a.ordinal - b.ordinal || a.id - b.id;
  return [...snapshot.sections].sort(byOrdinal).map((s) => ({
    id: s.id,
    externalId: String(s.id),
    name: s.name,
    ordinal: s.ordinal,
    steps: [...s.steps].sort(byOrdinal).map((st) => ({
      id: st.id,
      externalId: String(st.id),
      name: st.name,
      title: st.title,
      ordinal: st.ordinal,
      questions: [...st.questions].sort(byOrdinal).map((q) => ({
        id: q.id,
        name: q.name,
        ordinal: q.ordinal,
        text: q.text,
        included: applies.has(q.id),
        answered: answers.has(q.id),
        carried: carried.has(q.id),
      })),
    })),
  }));
}

/**
 * Where 'Confirm the whole step' leaves the auditor: the next question waiting after the step, else the first one
 * waiting before it; null when nothing is left.
 */
export function waitingAfterStep(included: readonly FlowEntry[], settled: Answers, sectionId: number, stepId: number): FlowEntry | null {
  const inStep = (e: FlowEntry) => e.section.id === sectionId && e.step.id === stepId;
  const after = included.reduce((at, e, i) => (inStep(e) ? i + 1 : at), 0);
  return included.slice(after).find((e) => !settled.has(e.question.id)) ?? included.find((e) => !settled.has(e.question.id)) ?? null;
}
