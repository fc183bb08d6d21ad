import { formatDate, formatDateTime, formatTime } from '../../lib/format-date.ts';

const DAY = 86_400;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
/** The reader's calendar day of an instant, to see where a day starts on the axis. */
const dayOf = (seconds: number) => formatDate(iso(seconds));

/**
 * The time axis's tick labels in the reader's locale and zone (issue 37 item 15), with the app's date formatter, so
 * the axis reads '1 Sept 2025' where the panel does, not uPlot's US '9/1'. Ticks a day or more apart show the day;
 * closer ticks show the time, and the day too on the first tick and where a new day starts.
 */
export function timeAxisLabels(splits: readonly number[], increment: number): string[] {
  if (increment >= DAY) return splits.map((s) => formatDate(iso(s)));
  return splits.map((s, i) => {
    const prev = splits[i - 1];
    return i === 0 || prev === undefined || dayOf(prev) !== dayOf(s) ? formatDateTime(iso(s)) : formatTime(iso(s));
  });
}

/** The instant under the cursor, in the legend: the app's date and time. */
export const cursorTimeLabel = (seconds: number | null) => (seconds === null ? '' : formatDateTime(iso(seconds)));
