import { afterEach, describe, expect, it } from 'vitest';
import { serverMessages } from '@aquarisk/contract/messages';
import { demoSurveyId } from '../../../test/audit-helpers.ts';
import { ADMIN, COMPANY, MANAGER, VIEWER } from '../../../test/demo-users.ts';
import { downloadsSince, getThenHangUp, lastLogId, until } from '../../../test/pdf-downloads.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue 21 item 3: PDF downloads take a render slot; a full queue answers 503 and a user over their share 429, both
 * with Retry-After and before any work; a client that hangs up has its render dropped or stopped, and no DOWNLOAD is
 * logged for it.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const hardangerOf = (app: TestApp) => demoSurveyId(app, 'Hardanger annual audit 2025');

async function download(app: TestApp, who: string, url: string) {
  return app.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await app.token(who)}` } });
}

describe('render slots', () => {
  it('answers 503 with Retry-After once every thread and waiting place is taken, and logs only what was delivered', async () => {
    t = await createTestApp({ PDF_RENDER_THREADS: '1', PDF_RENDER_QUEUE: '1', PDF_RENDERS_PER_USER: '10' });
    const url = `/api/v1/survey/${await hardangerOf(t)}/summary.pdf`;
    for (const who of [ADMIN, COMPANY, MANAGER, VIEWER]) await t.token(who);
    const since = await lastLogId(t);

    const answers = await Promise.all([ADMIN, COMPANY, MANAGER, VIEWER].map((who) => download(t!, who, url)));

    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 503, 503]);
    for (const refused of answers.filter((a) => a.statusCode === 503)) {
      expect(refused.json()).toEqual({
        status: 503,
        error: 'Service Unavailable',
        code: 'PDF_QUEUE_FULL',
        message: serverMessages.pdfQueueFull,
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect(await downloadsSince(t, since)).toHaveLength(2);
    expect(t.app.pdfRenderer.stats()).toMatchObject({ inFlight: 0, completed: 2, refused: 2 });
  });

  it('answers 429 with Retry-After to a user with their share in flight, while another user is served', async () => {
    t = await createTestApp({ PDF_RENDER_THREADS: '1', PDF_RENDER_QUEUE: '10', PDF_RENDERS_PER_USER: '1' });
    const url = `/api/v1/survey/${await hardangerOf(t)}/summary.pdf`;
    for (const who of [COMPANY, VIEWER]) await t.token(who);

    const [first, second, other] = await Promise.all([download(t, VIEWER, url), download(t, VIEWER, url), download(t, COMPANY, url)]);

    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 429]);
    const refused = first.statusCode === 429 ? first : second;
    expect(refused.json()).toEqual({ status: 429, error: 'Too Many Requests', code: 'PDF_USER_BUSY', message: serverMessages.pdfUserBusy });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(other.statusCode).toBe(200);
    // the slot is given back: the same user downloads again once the first is done
    expect((await download(t, VIEWER, url)).statusCode).toBe(200);
  });
});

describe('a client that hangs up', () => {
  it('ten downloads closed after 0.2 s are neither rendered nor logged (the issue’s probe)', async () => {
    t = await createTestApp({ PDF_RENDER_THREADS: '1', PDF_RENDER_QUEUE: '20', PDF_RENDERS_PER_USER: '20' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const path = `/api/v1/survey/${await hardangerOf(t)}/report.pdf`;
    const token = await t.token(VIEWER);
    const since = await lastLogId(t);

    const hangUpSoon = () => new Promise<void>((r) => setTimeout(r, 200));
    await Promise.all(Array.from({ length: 10 }, () => getThenHangUp(t!, path, token, hangUpSoon)));
    // a download after them waits behind whatever is still queued or rendering for them
    expect((await download(t, ADMIN, path)).statusCode).toBe(200);

    expect(await downloadsSince(t, since)).toEqual(['admin@example.com: Aquarisk-Hardanger Fjord Site-Report.pdf']);
    expect(t.app.pdfRenderer.stats()).toMatchObject({ inFlight: 0, completed: 1 });
  });

  it('stops a render already running on a thread, logs nothing, and the next download gets a new thread', async () => {
    t = await createTestApp({ PDF_RENDER_THREADS: '1' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const path = `/api/v1/survey/${await hardangerOf(t)}/report.pdf`;
    const renders = t.app.pdfRenderer;
    // a warm thread: the next render starts on it at once instead of waiting for a thread to load
    expect((await download(t, ADMIN, path)).statusCode).toBe(200);
    expect(renders.stats()).toMatchObject({ threads: 1, completed: 1 });
    const since = await lastLogId(t);

    await getThenHangUp(t, path, await t.token(VIEWER), () => until(() => renders.stats().rendering === 1, 60_000, 'render started'));
    await until(() => renders.stats().inFlight === 0, 60_000, 'slot given back');

    expect(renders.stats()).toMatchObject({ threads: 0, completed: 1, cancelled: 1 });
    expect(await downloadsSince(t, since)).toEqual([]);
    expect((await download(t, VIEWER, path)).statusCode).toBe(200);
    expect(await downloadsSince(t, since)).toEqual(['viewer@example.com: Aquarisk-Hardanger Fjord Site-Report.pdf']);
  });
});
