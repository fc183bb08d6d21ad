import { formatDate as formatDateIn, formatDateTime as formatDateTimeIn, formatTime as formatTimeIn } from '@aquarisk/contract/format-date';

/** The user's locale: the browser's preferred language (its date order, month names and clock). */
export function userLocale(): string | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return navigator.languages?.[0] ?? navigator.language ?? undefined;
}

/**
 * Every date the app shows goes through these two (issue 21: one format, the user's locale): a day, '14 May 2026'
 * or 'May 14, 2026'; a day and time, '14 May 2026, 09:30'. Instants are shown in the browser's time zone
 * (docs/requirements.md#decisions-product), calendar days and wall-clock times as written. Empty when missing.
 */
export const formatDate = (value: string | null | undefined): string => formatDateIn(value, { locale: userLocale() });

export const formatDateTime = (value: string | null | undefined): string => formatDateTimeIn(value, { locale: userLocale() });

export const formatTime = (value: string | null | undefined): string => formatTimeIn(value, { locale: userLocale() });
