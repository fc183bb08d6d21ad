import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/database.ts';
import type { DueAction } from './reminder.repository.ts';

/**
 * Called once per action and due day when the sweep finds it overdue, inside the transaction that claims its
 * escalation (so it runs exactly once, whatever the number of processes). The "action overdue" webhook event
 * (issue 28 item 3) hooks in here.
 */
export async function onActionOverdue(_ctx: AppContext, _tx: Executor, _action: DueAction): Promise<void> {
  // nothing else yet: the escalation mails are written by the sweep
}
