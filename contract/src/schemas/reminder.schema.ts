import { z } from 'zod';

/** The signed-in person's mail settings (issue 28 item 2): the weekly digest can be turned off, escalations cannot. */
export const notificationSettingsSchema = z.object({ digestOptOut: z.boolean() }).strict();
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The test-only clock (TEST_CLOCK=true): the time to move to, and which scheduled work to run at it. */
export const testClockSchema = z
  .object({
    now: z.iso.datetime(),
    run: z
      .array(z.enum(['reminders', 'digest', 'mail']))
      .max(3)
      .default([]),
  })
  .strict();

export const testClockResultSchema = z.object({
  now: z.string(),
  written: z.object({ reminder: z.number().int(), escalation: z.number().int(), digest: z.number().int() }),
  /** the mail retry sweep's outcome ('mail' in run), else zeros */
  mail: z.object({ sent: z.number().int(), failed: z.number().int() }),
});
