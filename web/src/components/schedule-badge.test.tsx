import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { ScheduleBadge, scheduleDescription } from './schedule-badge.tsx';

describe('ScheduleBadge', () => {
  it.each([
    ['OVERDUE', 'Overdue', /Audit overdue since .*2026$/],
    ['DUE', 'Due', /Audit due on .*2026$/],
    ['DUE_SOON', 'Due soon', /Audit due on .*2026$/],
  ] as const)('%s says %s in words, with the due day for screen readers and the tooltip', (status, label, description) => {
    renderWithProviders(<ScheduleBadge schedule={{ status, nextAuditDue: '2026-11-07' }} />);
    const badge = screen.getByTestId('schedule-badge');
    expect(badge).toHaveTextContent(new RegExp(`^${label}:`));
    expect(badge.getAttribute('title')).toMatch(description);
    expect(badge).toHaveTextContent(description);
  });

  it('shows nothing without a schedule or when the due day is far off', () => {
    renderWithProviders(
      <>
        <ScheduleBadge schedule={undefined} />
        <ScheduleBadge schedule={{ status: null, nextAuditDue: '2027-08-18' }} />
      </>,
    );
    expect(screen.queryByTestId('schedule-badge')).toBeNull();
    expect(scheduleDescription({ status: null, nextAuditDue: null })).toBe('');
  });
});
