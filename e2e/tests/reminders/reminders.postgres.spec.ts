import pg from 'pg';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser } from '@playwright/test';
import { actionEndpoints } from '@aquarisk/contract/endpoints/action.endpoints';
import { reminderEndpoints, testClockEndpoint } from '@aquarisk/contract/endpoints/reminder.endpoints';
import { COMPANY, FARMER } from '../../../server/test/demo-users.ts';
import { startPgCluster, type PgCluster } from '../../../server/test/pg-cluster.ts';
import { startSmtpReceiver } from '../../../server/test/smtp-receiver.ts';
import { callApi } from '../../fixtures/api.ts';
import { startServerProcess, type ServerProcess } from '../../fixtures/reminder-servers.ts';
import { apiSignIn, appReady, seedSession } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

/**
 * Issue 28 item 2, done when: an action raised as HIGH is due 14 days out; with the server clock moved forward (the
 * test clock, TEST_CLOCK=true, never sleeping) its owner is reminded, then the company's admins are told it is overdue,
 * each exactly once with TWO server processes on one PostgreSQL sweeping at the same moments; the mails arrive at a
 * real SMTP receiver and their links open the action in the browser. Its own database, SMTP receiver and two
 * processes, so it runs once (the postgres project).
 */
test.describe.configure({ mode: 'serial' });

let cluster: PgCluster;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let servers: ServerProcess[] = [];
let apis: APIRequestContext[] = [];

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  testInfo.setTimeout(300_000);
  cluster = await startPgCluster();
  smtp = await startSmtpReceiver();
  const env = {
    DATABASE_URL: cluster.url,
    TEST_CLOCK: 'true',
    SMTP_URL: smtp.url,
    JOB_POLL_SECONDS: '0.5',
    JWT_SECRET: 'e2e-remind-secret-0123456789-abcdefghij',
  };
  // the first migrates and seeds the empty database; the second joins it
  const first = await startServerProcess(env);
  servers = [first, await startServerProcess({ ...env, PUBLIC_URL: first.url })];
  apis = await Promise.all(servers.map((s) => playwrightRequest.newContext({ baseURL: s.url })));
});

test.afterAll(async () => {
  await Promise.all(apis.map((a) => a.dispose()));
  await Promise.all(servers.map((s) => s.stop()));
  await smtp?.close();
  cluster?.stop();
});

const DAY = 86_400_000;
const utcDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Both processes move the clock to `iso` and sweep at once; returns what each wrote. */
async function sweepBoth(iso: string) {
  const results = await Promise.all(apis.map((api) => callApi(api, null, testClockEndpoint, { body: { now: iso, run: ['reminders'] } })));
  return results.map((r) => r.written);
}

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: cluster.url });
  await c.connect();
  try {
    return (await c.query<T>(text, values)).rows;
  } finally {
    await c.end();
  }
}

/** Opens a mailed link in a browser signed in (over the API of the first process) as `email`. */
async function openLinkSignedIn(browser: Browser, email: string, link: string) {
  const context = await browser.newContext({ baseURL: servers[0]!.url });
  const page = await context.newPage();
  const noErrors = failOnConsoleErrors(page);
  const s = await apiSignIn(apis[0]!, email);
  const state = { tokens: { accessToken: s.accessToken, refreshToken: s.refreshToken }, user: s.user, company: s.user.currentCompany };
  await page.addInitScript(seedSession, JSON.stringify(state));
  await page.goto(link);
  await appReady(page);
  return { page, done: async () => (noErrors(), await context.close()) };
}

test('a HIGH action: one reminder to its owner, then one escalation to each admin, with two processes on one database', async ({
  browser,
}, testInfo) => {
  const api = apis[0]!;
  const farmer = await apiSignIn(api, FARMER);
  const [survey] = await query<{ external_id: string }>("select external_id from surveys where name = 'Hardanger annual audit 2025'");
  const title = 'Replace the torn net at pen 4';
  const raised = await callApi(api, farmer.accessToken, actionEndpoints.create, {
    params: { id: survey!.external_id },
    body: { title, description: '<p>Hole near the float ring.</p>', riskLevel: 'HIGH' },
  });
  // The default of item 1: a HIGH action raised by a member is theirs and due 14 days out.
  expect(raised.owner?.externalId).toBe(farmer.user.externalId);
  expect(raised.dueOn).toBe(utcDay(Date.now() + 14 * DAY));
  const due = Date.parse(`${raised.dueOn}T09:00:00Z`);
  // The demo's other open actions (some overdue, some due this week) fall due long after this test's moved clock, so
  // what the sweeps write is about this action alone.
  await query("update action_items set due_on = '2099-12-31' where external_id <> $1 and closed_at is null", [raised.externalId]);
  const admins = (
    await query<{ email: string }>(
      `select distinct u.email from users u join company_users cu on cu.user_id = u.id join user_roles r on r.user_id = u.id
       join action_items a on a.company_id = cu.company_id where a.external_id = $1 and r.role in ('ROLE_ADMIN', 'ROLE_COMPANY')`,
      [raised.externalId],
    )
  )
    .map((r) => r.email)
    .sort();
  expect(admins).toContain(COMPANY);
  // the sweeps are also on pg-boss's schedule, once for both processes
  expect((await query<{ name: string }>('select name from pgboss.schedule order by name')).map((r) => r.name)).toEqual([
    'mail.retry',
    'reminders.digest',
    'reminders.sweep',
    'webhook-sweep',
  ]);

  // Four days before: nothing. Three days before, both processes sweep at once: one reminder between them.
  expect(await sweepBoth(new Date(due - 4 * DAY).toISOString())).toEqual([
    { reminder: 0, escalation: 0, digest: 0 },
    { reminder: 0, escalation: 0, digest: 0 },
  ]);
  const reminders = await sweepBoth(new Date(due - 3 * DAY).toISOString());
  expect(reminders.reduce((n, w) => n + w.reminder, 0)).toBe(1);
  const toOwner = () => smtp.mails.filter((m) => m.to.includes(FARMER) && m.subject.includes(title));
  await expect.poll(() => toOwner().length).toBe(1);
  expect(toOwner()[0]!.subject).toBe(`Action due in 3 days: ${title}`);

  // Overdue: both sweep twice; each admin is told once, and the owner is not reminded again.
  const overdue = [...(await sweepBoth(new Date(due + DAY).toISOString())), ...(await sweepBoth(new Date(due + 2 * DAY).toISOString()))];
  expect(overdue.reduce((n, w) => n + w.escalation, 0)).toBe(admins.length);
  const escalations = () => smtp.mails.filter((m) => m.subject === `Overdue action: ${title}`);
  await expect
    .poll(() =>
      escalations()
        .flatMap((m) => m.to)
        .sort(),
    )
    .toEqual(admins);
  expect(overdue.reduce((n, w) => n + w.reminder, 0)).toBe(0);
  expect(toOwner()).toHaveLength(1);
  const [{ n }] = (await query<{ n: number }>('select count(*)::int as n from outbox where subject like $1', [`%${title}`])) as [
    { n: number },
  ];
  expect(n).toBe(1 + admins.length);

  // The links work: the owner's reminder and an admin's escalation open the action, signed in.
  const link = (text: string) => /https?:\/\/\S+\/actions\/[^\s/]+\/[^\s/]+/.exec(text)?.[0] ?? '';
  const reminderLink = link(toOwner()[0]!.text);
  expect(reminderLink).toBe(`${servers[0]!.url}/actions/${survey!.external_id}/${raised.externalId}`);
  const owner = await openLinkSignedIn(browser, FARMER, reminderLink);
  await expect(owner.page.getByRole('article', { name: title })).toBeVisible();

  // The owner turns the weekly digest off on the account page: the digest (both processes) skips them.
  await owner.page.goto('/account');
  const digest = owner.page.getByRole('switch', { name: 'Weekly digest of my open and overdue actions' });
  await expect(digest).toBeChecked();
  await expect(digest).toBeEnabled();
  await digest.click({ force: true });
  await expect(digest).not.toBeChecked();
  await expect.poll(async () => (await callApi(api, farmer.accessToken, reminderEndpoints.notificationSettings)).digestOptOut).toBe(true);
  await owner.page.screenshot({ path: testInfo.outputPath('account-digest-off.png'), fullPage: true });
  await owner.done();
  const digests = await Promise.all(
    apis.map((a) => callApi(a, null, testClockEndpoint, { body: { now: new Date(due + 3 * DAY).toISOString(), run: ['digest'] } })),
  );
  // The demo's other owners get theirs (all arrive), the farmer none.
  const written = digests.reduce((n, r) => n + r.written.digest, 0);
  expect(written).toBeGreaterThan(0);
  await expect.poll(() => smtp.mails.filter((m) => m.subject.startsWith('Your actions this week')).length).toBe(written);
  expect(smtp.mails.filter((m) => m.to.includes(FARMER) && m.subject.startsWith('Your actions this week'))).toEqual([]);
  const admin = await openLinkSignedIn(browser, COMPANY, link(escalations().find((m) => m.to.includes(COMPANY))!.text));
  const card = admin.page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: `Review ${title}` })).toBeEnabled();
  await admin.page.screenshot({ path: testInfo.outputPath('escalation-link.png'), fullPage: true });
  await admin.done();
});
