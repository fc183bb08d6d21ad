import type { AppContext } from '../../app-context.ts';
import { insertContactRequest } from './contact.repository.ts';

/** Stores the request; when CONTACT_EMAIL is set it is also mailed there, in the same transaction through the outbox. */
export async function submitContact(ctx: AppContext, input: { name: string; email: string; comment: string }) {
  const outboxIds: number[] = [];
  await ctx.database.db.transaction().execute(async (tx) => {
    await insertContactRequest(tx, input);
    if (ctx.config.contactEmail) {
      outboxIds.push(
        await ctx.mailer.queue(tx, {
          to: ctx.config.contactEmail,
          subject: `Aquarisk demo request from ${input.name}`,
          body: `Name: ${input.name}\nE-mail: ${input.email}\n\n${input.comment || '(no message)'}`,
        }),
      );
    }
  });
  await ctx.mailer.deliver(outboxIds);
}
