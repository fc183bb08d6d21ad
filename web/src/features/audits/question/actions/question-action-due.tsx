import type { QuestionAction } from '@aquarisk/contract/schemas/question-flow.schema';
import { ActionDueLine } from '../../../../components/actions/action-due-line.tsx';

/**
 * An action's owner and due day on the Question screen (issue 28 item 1), with "Overdue" once its day has passed. An
 * offline copy of the audit fetched before actions had them carries neither: nothing is shown rather than a guess.
 */
export function QuestionActionDue({ action, today }: { action: QuestionAction; today?: string }) {
  if (action.owner === undefined || action.dueOn === undefined) return null;
  return <ActionDueLine owner={action.owner} dueOn={action.dueOn} closedAt={action.closedAt} {...(today ? { today } : {})} />;
}
