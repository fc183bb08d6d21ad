import { afterAll, beforeAll } from 'vitest';
import { startSmtpReceiver } from './smtp-receiver.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * One app per test file that mails a real SMTP receiver of its own, with the test clock (TEST_CLOCK=true): started
 * before the file's tests, closed after them. Read `t` and `smtp` inside the tests.
 */
export function smtpAppPerFile() {
  const state = {} as { t: TestApp; smtp: Awaited<ReturnType<typeof startSmtpReceiver>> };
  beforeAll(async () => {
    state.smtp = await startSmtpReceiver();
    state.t = await createTestApp({ SMTP_URL: state.smtp.url, TEST_CLOCK: 'true' });
  });
  afterAll(async () => {
    await state.t?.close();
    await state.smtp?.close();
  });
  return state;
}
