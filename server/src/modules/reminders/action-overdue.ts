import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/database.ts';
import { recordWebhookEvent } from '../webhooks/index.ts';
import type { DueAction } from './reminder.repository.ts';

/**
 * Called once per action and due day when the sweep finds it overdue, inside the transaction that claims its
 * escalation (so it runs exactly once, whatever the number of processes). It records the "action.overdue" webhook
 * event (issue 28 item 3) in that transaction; the webhook sweep queues its deliveries within a minute.
 */
export async function onActionOverdue(ctx: AppContext, tx: Executor, action: DueAction): Promise<void> {
  await recordWebhookEvent(
    tx,
    action.companyId,
    'action.overdue',
    {
      action: { externalId: action.externalId, title: action.title, riskLevel: action.riskLevel, dueOn: action.dueOn },
      owner: action.ownerEmail ? { name: action.ownerName, email: action.ownerEmail } : null,
      audit: { id: action.surveyExtId },
      farm: { id: action.farmExtId, name: action.farmName },
    },
    { now: ctx.clock.now() },
  );
}
