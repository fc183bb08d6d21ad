import type { FastifyBaseLogger } from 'fastify';
import type { DB, Executor } from '../../db/database.ts';
import { markMailSent, pendingMails, queueMail } from './outbox.repository.ts';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

export interface Mailer {
  /** Stores the message in the outbox, inside the caller's transaction; returns its outbox id. */
  queue(db: Executor, message: MailMessage): Promise<number>;
  /** After commit: sends the messages by SMTP when configured, else logs them (local use). Never throws. */
  deliver(ids: number[]): Promise<void>;
}

export function createMailer(db: DB, smtpUrl: string | undefined, from: string, log: FastifyBaseLogger): Mailer {
  let transport: { sendMail(m: { from: string; to: string; subject: string; text: string }): Promise<unknown> } | undefined;
  async function getTransport() {
    if (!smtpUrl) return undefined;
    if (!transport) {
      const nodemailer = await import('nodemailer');
      transport = nodemailer.default.createTransport(smtpUrl);
    }
    return transport;
  }
  return {
    queue: (executor, m) => queueMail(executor, m),
    async deliver(ids) {
      if (ids.length === 0) return;
      try {
        const t = await getTransport();
        const pending = await pendingMails(db, ids);
        for (const m of pending) {
          if (t) {
            await t.sendMail({ from, to: m.toAddress, subject: m.subject, text: m.body });
            await markMailSent(db, m.id);
          } else {
            // No SMTP: the outbox keeps the message and the log shows it, so a local user can follow a reset link.
            log.info({ outboxId: m.id, to: m.toAddress, subject: m.subject }, `mail kept in outbox:\n${m.body}`);
          }
        }
      } catch (err) {
        log.error({ err }, 'mail delivery failed; messages stay in the outbox');
      }
    },
  };
}
