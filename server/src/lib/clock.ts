/**
 * The server's time for scheduled work (issue 28): due dates, reminders and escalations compare against
 * `clock.now()`, never `new Date()`, so a test moves time forward instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
