/**
 * One date style and one date-time style for every screen and document (issue 21): the locale's medium date
 * ('14 May 2026', 'May 14, 2026', '14.05.2026') and, with a time, its short time ('09:30', '9:30 AM').
 */
const STYLES = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export interface DateFormatOptions {
  /** BCP 47 tag, e.g. the browser's language; undefined uses the runtime's default */
  locale?: string | undefined;
  /** the zone instants are shown in; undefined uses the runtime's (the browser's) */
  timeZone?: string | undefined;
}

// A calendar day or a wall-clock time without an offset ('2026-03-07', '2026-11-21T14:45'): shown as written.
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)?$/;

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(style: keyof typeof STYLES, locale: string | undefined, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${style}|${locale ?? ''}|${timeZone ?? ''}`;
  let f = cache.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone });
    } catch {
      // a malformed locale tag (from a browser setting) falls back to the runtime's default, never an exception
      f = new Intl.DateTimeFormat(undefined, { ...STYLES[style], timeZone });
    }
    cache.set(key, f);
  }
  return f;
}

function format(style: keyof typeof STYLES, value: string | null | undefined, options: DateFormatOptions): string {
  if (!value) return '';
  const text = value.trim();
  const wallClock = WALL_CLOCK.test(text);
  // A wall-clock value is read as UTC and shown in UTC, so no zone shifts its day or hour.
  const date = new Date(wallClock ? `${text.length === 10 ? `${text}T00:00` : text}Z` : text);
  if (Number.isNaN(date.getTime())) return value;
  return formatter(style, options.locale, wallClock ? 'UTC' : options.timeZone).format(date);
}

/** A day: '14 May 2026' (en-GB); empty when missing, the value itself when it is not a date. */
export const formatDate = (value: string | null | undefined, options: DateFormatOptions = {}): string => format('date', value, options);

/** A day and time: '14 May 2026, 09:30' (en-GB); empty when missing, the value itself when it is not a date. */
export const formatDateTime = (value: string | null | undefined, options: DateFormatOptions = {}): string =>
  format('dateTime', value, options);

/** A time of day: '09:30' (en-GB), '9:30 AM' (en-US), e.g. a chart's hourly ticks; empty when missing. */
export const formatTime = (value: string | null | undefined, options: DateFormatOptions = {}): string => format('time', value, options);
