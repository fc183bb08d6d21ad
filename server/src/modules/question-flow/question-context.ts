import type { SurveyState } from '@aquarisk/contract/answer-types';
import type { ActionRiskLevel } from '@aquarisk/contract/risk';
import { resolveRefusal } from '@aquarisk/contract/capabilities';
import type { AuthUser } from '../../lib/request-user.ts';
import type { Executor } from '../../db/database.ts';
import type { FlowEntry } from '../audit-snapshots/index.ts';
import type { SurveyRow } from '../../db/schema.ts';
import { actionsOfQuestion } from './question-flow.repository.ts';

export type QuestionContext = Awaited<ReturnType<typeof questionContext>>;

/** The answers carried from an earlier audit and not yet confirmed (issue 26 item 1), and that audit. */
export interface CarriedState {
  byQuestion: ReadonlyMap<number, number>;
  source: { externalId: string; name: string; surveyYear: number } | null;
}

export const nothingCarried: CarriedState = { byQuestion: new Map(), source: null };

/** The question context of docs/requirements.md#core-3 and docs/requirements.md#results-3; without an entry the flow is finished (status FINISH). */
export async function questionContext(
  db: Executor,
  user: AuthUser,
  row: SurveyRow,
  entry: FlowEntry | null,
  included: FlowEntry[],
  answers: Map<number, string>,
  readOnly: boolean,
  /** questions the farm's production system makes critical: they offer no N/A (issue 22) */
  critical: ReadonlySet<number> = new Set(),
  carried: CarriedState = nothingCarried,
) {
  const waiting = included.filter((e) => carried.byQuestion.has(e.question.id));
  const progress = {
    answered: included.filter((e) => answers.has(e.question.id) && !carried.byQuestion.has(e.question.id)).length,
    total: included.length,
  };
  const base = {
    surveyExtId: row.externalId,
    surveyName: row.name,
    surveyState: row.state as SurveyState,
    isSurveyComplete: row.isComplete === 1,
    readOnly,
    progress,
    carried: { left: waiting.length, from: waiting.length ? carried.source : null },
  };
  if (!entry) return { ...base, status: 'FINISH' as const };
  const q = entry.question;
  const actions = await actionsOfQuestion(db, user, row, q.id);
  const position = included.indexOf(entry);
  const answerStr = answers.get(q.id);
  return {
    ...base,
    status: row.state === 'NOT_STARTED' ? ('NOT_STARTED' as const) : ('IN_PROGRESS' as const),
    sectionName: entry.section.name,
    sectionId: entry.section.id,
    stepTitle: entry.step.title,
    stepId: entry.step.id,
    isLastQuestion: position === included.length - 1,
    /** carried answers of this step still waiting: 'Confirm the whole step' confirms them */
    stepCarriedLeft: waiting.filter((e) => e.section.id === entry.section.id && e.step.id === entry.step.id).length,
    previous:
      position > 0
        ? {
            sectionId: included[position - 1]!.section.id,
            stepId: included[position - 1]!.step.id,
            questionId: included[position - 1]!.question.id,
          }
        : null,
    question: {
      id: q.id,
      name: q.name,
      ordinal: q.ordinal,
      text: q.text,
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
    },
    actionItems: actions.own.map((a) => ({
      externalId: a.externalId,
      title: a.title,
      riskLevel: a.riskLevel as ActionRiskLevel,
      closedAt: a.closedAt,
    })),
    /** issue 26 item 2: earlier audits' actions on this question, open (or resolved since this audit began) */
    followedActions: actions.followed.map((a) => ({
      externalId: a.externalId,
      title: a.title,
      description: a.description,
      riskLevel: a.riskLevel as ActionRiskLevel,
      closedAt: a.closedAt,
      openSince: a.surveyYear,
      surveyExtId: a.surveyExtId,
      surveyName: a.surveyName,
      resolveRefusal: a.closedAt ? null : resolveRefusal(user.authorities, a.riskLevel),
    })),
  };
}
