import { afterEach, describe, expect, it, vi } from 'vitest';
import { cursorTimeLabel, timeAxisLabels } from './environment-axis.ts';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('the environment chart’s time axis (issue 37 item 15)', () => {
  afterEach(() => vi.restoreAllMocks());
  const inBritishEnglish = () => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);

  it('labels daily ticks with the app’s date format in the reader’s locale, not uPlot’s US 9/2', () => {
    inBritishEnglish();
    const days = ['2025-09-01T12:00:00Z', '2025-09-02T12:00:00Z', '2025-09-03T12:00:00Z'].map(at);
    const labels = timeAxisLabels(days, 86_400);
    expect(labels).toEqual(['1 Sept 2025', '2 Sept 2025', '3 Sept 2025']);
  });

  it('labels hourly ticks with the locale’s clock, the day on the first tick and where a day starts', () => {
    inBritishEnglish();
    const hours = [0, 3, 6].map((h) => at('2025-09-02T12:00:00Z') + h * 3600);
    const labels = timeAxisLabels(hours, 3 * 3600);
    expect(labels[0]).toMatch(/^2 Sept 2025, \d{2}:\d{2}$/);
    for (const label of labels.slice(1)) expect(label).toMatch(/^(\d{2}:\d{2}|\d{1,2} Sept 2025, \d{2}:\d{2})$/);
    expect(labels.join(' ')).not.toMatch(/am|pm/i);
    expect(cursorTimeLabel(hours[0]!)).toBe(labels[0]);
    expect(cursorTimeLabel(null)).toBe('');
  });
});
