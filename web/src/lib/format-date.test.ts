import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, userLocale } from './format-date.ts';

const setLanguages = (languages: string[]) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0]!);
};

describe("dates in the user's locale (issue 21: one format)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("uses the browser's preferred language", () => {
    setLanguages(['de-DE', 'en']);
    expect(userLocale()).toBe('de-DE');
    expect(formatDate('2026-10-03')).toBe('03.10.2026');
    expect(formatDateTime('2026-10-03T09:30')).toBe('03.10.2026, 09:30');
  });

  it('one style for days and one for days with a time, whatever the screen', () => {
    setLanguages(['en-GB']);
    expect(formatDate('2026-10-03')).toBe('3 Oct 2026');
    expect(formatDateTime('2026-10-03T09:30')).toBe('3 Oct 2026, 09:30');
    setLanguages(['en-US']);
    expect(formatDate('2026-10-03')).toBe('Oct 3, 2026');
    expect(formatDateTime('2026-10-03T09:30')).toBe('Oct 3, 2026, 9:30 AM');
    expect(formatDate(null)).toBe('');
  });
});
