import type { DB } from '../db/database.ts';
import { readTestClockOffset, writeTestClockOffset } from '../db/test-clock.ts';
import type { Clock } from '../lib/clock.ts';

/**
 * The test-only clock (TEST_CLOCK=true, refused with NODE_ENV=production): real time plus an offset kept in the
 * database's `test_clock` row, so every server process on one database moves together. A test sets the time through
 * `PUT /api/v1/test/clock`; scheduled work calls `syncClock` before reading `now()`, so a process that did not receive
 * the request still reads the moved time. Never sleeps: time moves only when a test says so.
 */
export interface SharedTestClock extends Clock {
  readonly shared: true;
  /** Moves this process's and every other process's time to `to`. */
  set(to: Date): Promise<void>;
  /** Reads the offset another process may have set. */
  sync(): Promise<void>;
}

export function createSharedTestClock(db: DB): SharedTestClock {
  let offsetMs = 0;
  return {
    shared: true,
    now: () => new Date(Date.now() + offsetMs),
    async set(to) {
      offsetMs = to.getTime() - Date.now();
      await writeTestClockOffset(db, offsetMs);
    },
    async sync() {
      offsetMs = await readTestClockOffset(db);
    },
  };
}

export const isSharedTestClock = (clock: Clock): clock is SharedTestClock => 'shared' in clock;

/** Before scheduled work reads the time: picks up a test clock's offset set by another process. */
export async function syncClock(clock: Clock) {
  if (isSharedTestClock(clock)) await clock.sync();
}
