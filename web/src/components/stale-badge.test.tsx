import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { StaleBadge } from './stale-badge.tsx';

describe('StaleBadge (issue 39 item 5)', () => {
  it('says a stale farm is stale with the age of its latest scored audit, and its day for screen readers and the tooltip', () => {
    renderWithProviders(<StaleBadge age={{ auditedOn: '2025-05-12', months: 19, stale: true }} />);
    const badge = screen.getByTestId('stale-badge');
    expect(badge).toHaveTextContent(/^Stale · 19 months:/);
    expect(badge.getAttribute('title')).toMatch(/^Latest scored audit on .*2025, older than the company's audit interval$/);
    expect(badge).toHaveTextContent(/Latest scored audit on .*2025/);
  });

  it('shows nothing for a farm audited within the interval or never scored', () => {
    renderWithProviders(
      <>
        <StaleBadge age={{ auditedOn: '2026-01-12', months: 11, stale: false }} />
        <StaleBadge age={null} />
        <StaleBadge age={undefined} />
      </>,
    );
    expect(screen.queryByTestId('stale-badge')).toBeNull();
  });
});
