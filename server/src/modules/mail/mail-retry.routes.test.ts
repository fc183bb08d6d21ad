import { beforeEach, expect, it } from 'vitest';
import { CLIENT_AUTH } from '../../../test/test-app.ts';
import { FARMER, MANAGER } from '../../../test/demo-users.ts';
import { smtpAppPerFile } from '../../../test/smtp-app.ts';
import { MAIL_RETRY, retryDelayMs } from './mailer.ts';

/**
 * Mail that SMTP refuses is not lost (docs/decisions.md "Mail that SMTP refuses"): the outbox keeps it, the retry
 * sweep sends it once its next attempt is due, never twice however many sweeps run, and gives up after the last
 * attempt or when the mail is too old to be worth sending.
 */
const app = smtpAppPerFile();
const START = Date.parse('2026-12-01T09:00:00.000Z');
const MARGIN = 30_000;

beforeEach(async () => {
  await app.t.database.db.deleteFrom('outbox').execute();
  app.smtp.mails.length = 0;
  app.smtp.state.refused = 0;
});

const at = (ms: number) => new Date(START + ms).toISOString();
const sweep = async (ms: number) => {
  const res = await app.t.call(null, 'PUT', '/api/v1/test/clock', { now: at(ms), run: ['mail'] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ mail: { sent: number; failed: number } }>().mail;
};
const requestReset = async (email: string) => {
  const res = await app.t.app.inject({
    method: 'POST',
    url: '/api/v1/password/reset',
    headers: { authorization: CLIENT_AUTH },
    payload: { email },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const outbox = () =>
  app.t.database.db.selectFrom('outbox').select(['toAddress', 'attempts', 'sentAt', 'lastError']).orderBy('id').execute();

it('sends a refused mail again once its next attempt is due, once, and records the refusal meanwhile', async () => {
  app.smtp.state.refuse = 2;
  await app.t.call(null, 'PUT', '/api/v1/test/clock', { now: at(0) });
  await requestReset(FARMER);
  // The delivery after commit was refused: kept, with the server's answer.
  expect(await outbox()).toMatchObject([{ toAddress: FARMER, attempts: 1, sentAt: null, lastError: expect.stringContaining('451') }]);
  expect(app.smtp.mails).toEqual([]);

  // Not due yet: the sweep leaves it. (MARGIN: the clock runs on in real time between the steps.)
  expect(await sweep(retryDelayMs(1) - MARGIN)).toEqual({ sent: 0, failed: 0 });
  // Due: refused once more, then due again only after a longer wait.
  const second = retryDelayMs(1) + MARGIN;
  expect(await sweep(second)).toEqual({ sent: 0, failed: 1 });
  expect(await sweep(second + retryDelayMs(2) - MARGIN)).toEqual({ sent: 0, failed: 0 });
  // Two processes' sweeps at the same moment: one sends it.
  const third = second + retryDelayMs(2) + MARGIN;
  const both = await Promise.all([sweep(third), sweep(third)]);
  expect(both.reduce((n, o) => n + o.sent, 0)).toBe(1);
  expect(app.smtp.mails.map((m) => [m.to, m.subject])).toEqual([[[FARMER], expect.stringMatching(/password/i)]]);
  expect(await outbox()).toMatchObject([{ attempts: 3, sentAt: expect.any(String), lastError: null }]);
  // Sent: later sweeps leave it.
  expect(await sweep(MAIL_RETRY.maxDelayMs * 2)).toEqual({ sent: 0, failed: 0 });
  expect(app.smtp.mails).toHaveLength(1);
});

it('one refused address does not hold back the mails after it', async () => {
  app.smtp.state.refuse = 1;
  await app.t.call(null, 'PUT', '/api/v1/test/clock', { now: at(0) });
  await requestReset(FARMER);
  await requestReset(MANAGER);
  expect((await outbox()).map((m) => [m.toAddress, m.sentAt === null])).toEqual([
    [FARMER, true],
    [MANAGER, false],
  ]);
});

it('gives up after the last attempt, and never sends a mail older than two days', async () => {
  app.smtp.state.refuse = 1_000;
  await app.t.call(null, 'PUT', '/api/v1/test/clock', { now: at(0) });
  await requestReset(FARMER);
  let elapsed = 0;
  for (let attempt = 1; attempt < MAIL_RETRY.maxAttempts; attempt++) {
    elapsed += retryDelayMs(attempt) + MARGIN;
    expect(await sweep(elapsed), `attempt ${attempt + 1}`).toEqual({ sent: 0, failed: 1 });
  }
  expect(elapsed).toBeLessThan(MAIL_RETRY.windowMs);
  expect(await outbox()).toMatchObject([{ attempts: MAIL_RETRY.maxAttempts, sentAt: null }]);
  app.smtp.state.refuse = 0;
  expect(await sweep(elapsed + MAIL_RETRY.maxDelayMs)).toEqual({ sent: 0, failed: 0 });

  // A mail not yet given up on but older than the window is left too.
  await app.t.database.db.deleteFrom('outbox').execute();
  app.smtp.state.refuse = 1;
  app.smtp.state.refused = 0;
  await app.t.call(null, 'PUT', '/api/v1/test/clock', { now: at(0) });
  await requestReset(MANAGER);
  expect(await sweep(MAIL_RETRY.windowMs + 60_000)).toEqual({ sent: 0, failed: 0 });
  expect(app.smtp.mails).toEqual([]);
});
