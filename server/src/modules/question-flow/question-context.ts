import type { SurveyState } from '@aquarisk/contract/answer-types';
import type { ActionRiskLevel } from '@aquarisk/contract/risk';
import { resolveRefusal } from '@aquarisk/contract/capabilities';
import type { ScoringFarm } from '@aquarisk/contract/scoring/scoring-context';
import { type CarriedView, flowContext, nothingCarried } from '@aquarisk/contract/answers/flow-context';
import type { AuthUser } from '../../lib/request-user.ts';
import type { Executor } from '../../db/database.ts';
import type { FlowEntry } from '../audit-snapshots/index.ts';
import type { SurveyRow } from '../../db/schema.ts';
import { actionsOfQuestion } from './question-flow.repository.ts';

export type QuestionContext = Awaited<ReturnType<typeof questionContext>>;

/** An action's owner (null: unassigned) and due day, as the question flow and the offline package list them. */
export function actionDueOf(a: { ownerExtId: string | null; ownerName: string | null; dueOn: string | null }) {
  return { owner: a.ownerExtId ? { externalId: a.ownerExtId, name: a.ownerName ?? '' } : null, dueOn: a.dueOn };
}

/** The answers carried from an earlier audit and not yet confirmed (issue 26 item 1), and that audit. */
export type CarriedState = CarriedView;
export { nothingCarried };

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
  /** the farm as the rule packs see it, when the question is a measured number (its limits go with it) */
  farm: ScoringFarm | null = null,
) {
  const survey = { externalId: row.externalId, name: row.name, state: row.state as SurveyState, isComplete: row.isComplete === 1 };
  const context = flowContext(survey, entry, included, answers, readOnly, critical, carried, farm);
  if (context.status === 'FINISH') return context;
  const actions = await actionsOfQuestion(db, user, row, context.question.id);
  return {
    ...context,
    actionItems: actions.own.map((a) => ({
      externalId: a.externalId,
      title: a.title,
      riskLevel: a.riskLevel as ActionRiskLevel,
      closedAt: a.closedAt,
      ...actionDueOf(a),
    })),
    /** issue 26 item 2: earlier audits' actions on this question, open (or resolved since this audit began) */
    followedActions: actions.followed.map((a) => ({
      externalId: a.externalId,
      title: a.title,
      description: a.description,
      riskLevel: a.riskLevel as ActionRiskLevel,
      closedAt: a.closedAt,
      ...actionDueOf(a),
      openSince: a.surveyYear,
      surveyExtId: a.surveyExtId,
      surveyName: a.surveyName,
      resolveRefusal: a.closedAt ? null : resolveRefusal(user.authorities, a.riskLevel),
    })),
  };
}
