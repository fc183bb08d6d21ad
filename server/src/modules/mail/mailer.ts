import type { FastifyBaseLogger } from 'fastify';
import type { DB, Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { claimMail, dueMailIds, markMailFailed, markMailSent, pendingMails, queueMail } from './outbox.repository.ts';

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
  /** The retry sweep: sends again what SMTP refused, once each mail's next attempt is due. Returns what it sent. */
  retryDue(): Promise<{ sent: number; failed: number }>;
}

/**
 * Mail that SMTP refuses is tried again (docs/decisions.md "Mail that SMTP refuses"): after 2, 4, 8 … minutes, at
 * most 4 hours apart, 12 attempts in all (about 20 hours). A mail older than two days is left in the outbox: a reset
 * link or a reminder that late is worse than none. The delivery right after commit is the first attempt; a mail
 * whose process stopped before it is taken by the sweep after the grace below.
 */
export const MAIL_RETRY = {
  maxAttempts: 12,
  graceMs: 2 * 60_000,
  maxDelayMs: 4 * 3_600_000,
  windowMs: 2 * 86_400_000,
  /** how long an attempt holds its mail: longer than the transport's timeouts together */
  leaseMs: 5 * 60_000,
  batch: 50,
};

/** The wait after attempt `attempt` (1-based) failed, or before the sweep takes a mail not tried yet. */
export const retryDelayMs = (attempt: number) => Math.min(MAIL_RETRY.graceMs * 2 ** Math.max(attempt - 1, 0), MAIL_RETRY.maxDelayMs);

interface Transport {
  sendMail(m: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export function createMailer(db: DB, smtpUrl: string | undefined, from: string, log: FastifyBaseLogger, clock: Clock): Mailer {
  let transport: Transport | undefined;
  async function getTransport() {
    if (!smtpUrl) return undefined;
    if (!transport) {
      const nodemailer = await import('nodemailer');
      // Bounded waits: an attempt ends well before the mail's next attempt is due, so no two senders overlap.
      transport = nodemailer.default.createTransport({
        url: smtpUrl,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      });
    }
    return transport;
  }

  /** One attempt at one mail, if it can be taken; a refusal is recorded on the mail, never thrown. */
  async function attempt(t: Transport, id: number, first: boolean): Promise<'sent' | 'failed' | 'skipped'> {
    const now = clock.now();
    const mail = await claimMail(db, id, {
      first,
      now,
      next: new Date(now.getTime() + MAIL_RETRY.leaseMs),
      maxAttempts: MAIL_RETRY.maxAttempts,
    });
    if (!mail) return 'skipped';
    try {
      await t.sendMail({ from, to: mail.toAddress, subject: mail.subject, text: mail.body });
      await markMailSent(db, mail.id, clock.now());
      return 'sent';
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await markMailFailed(db, mail.id, message, new Date(clock.now().getTime() + retryDelayMs(mail.attempts)));
      log.warn({ outboxId: mail.id, attempt: mail.attempts, err: message }, 'mail refused; it is tried again later');
      return 'failed';
    }
  }

  return {
    queue: (executor, m) => {
      const now = clock.now();
      return queueMail(executor, m, now, new Date(now.getTime() + retryDelayMs(0)));
    },
    async deliver(ids) {
      if (ids.length === 0) return;
      try {
        const t = await getTransport();
        if (!t) {
          // No SMTP: the outbox keeps the message. The log says so without its text, which may hold a set-password
          // link (docs/security.md: links never reach the log); `npm run outbox` prints the unsent mails.
          for (const m of await pendingMails(db, ids))
            log.info({ outboxId: m.id, subject: m.subject }, 'mail kept in outbox (no SMTP_URL)');
          return;
        }
        // Each mail on its own: one refused address does not hold back the others.
        for (const id of ids) await attempt(t, id, true);
      } catch (err) {
        log.error({ err }, 'mail delivery failed; messages stay in the outbox');
      }
    },
    async retryDue() {
      const t = await getTransport();
      if (!t) return { sent: 0, failed: 0 };
      const now = clock.now();
      const ids = await dueMailIds(db, now, new Date(now.getTime() - MAIL_RETRY.windowMs), MAIL_RETRY.maxAttempts, MAIL_RETRY.batch);
      const outcome = { sent: 0, failed: 0 };
      for (const id of ids) {
        const r = await attempt(t, id, false);
        if (r !== 'skipped') outcome[r] += 1;
      }
      return outcome;
    },
  };
}
