import { notificationSettingsSchema, testClockResultSchema, testClockSchema } from '../schemas/reminder.schema.ts';
import { endpoint } from './endpoint.ts';

/** Mail about actions (issue 28 item 2): the signed-in person's digest opt-out. */
export const reminderEndpoints = {
  notificationSettings: endpoint({
    base: 'api',
    auth: 'signedIn',
    tags: ['users'],
    method: 'GET',
    path: '/user/me/notifications',
    access: 'signedIn',
    tokens: 'read',
    summary: "The signed-in person's mail settings (weekly digest on or off)",
    success: { status: 200, schema: notificationSettingsSchema },
  }),
  saveNotificationSettings: endpoint({
    base: 'api',
    auth: 'signedIn',
    tags: ['users'],
    method: 'PUT',
    path: '/user/me/notifications',
    access: 'signedIn',
    tokens: 'readWrite',
    summary: "Turn the signed-in person's weekly digest off or on (escalations are always sent)",
    body: notificationSettingsSchema,
    success: { status: 200, schema: notificationSettingsSchema },
  }),
};

/**
 * Test only: registered when the server runs with TEST_CLOCK=true (refused with NODE_ENV=production), so it is not in
 * `endpointGroups` and not documented. Moves the clock of every process on the database and runs the sweeps at once.
 */
export const testClockEndpoint = endpoint({
  base: 'api',
  auth: 'public',
  tags: ['test'],
  method: 'PUT',
  path: '/test/clock',
  summary: 'Test only (TEST_CLOCK=true): move the server clock and run scheduled work',
  body: testClockSchema,
  success: { status: 200, schema: testClockResultSchema },
  hidden: true,
});
