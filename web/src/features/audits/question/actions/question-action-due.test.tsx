import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { formatDate } from '../../../../lib/format-date.ts';
import { QuestionActionDue } from './question-action-due.tsx';

const action = { externalId: 'a-1', title: 'Check the oxygen probe', riskLevel: 'HIGH' as const, closedAt: null };

describe('QuestionActionDue', () => {
  it('shows owner and due day, and Overdue from the day after the due day only', () => {
    const owner = { externalId: 'u-1', name: 'Olga Owner' };
    const { unmount } = renderWithProviders(<QuestionActionDue action={{ ...action, owner, dueOn: '2026-12-14' }} today="2026-12-14" />);
    expect(screen.getByText(/^Owner/)).toHaveTextContent(`Owner Olga Owner · Due ${formatDate('2026-12-14')}`);
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<QuestionActionDue action={{ ...action, owner, dueOn: '2026-12-14' }} today="2026-12-15" />);
    expect(screen.getByText('Overdue')).toBeInTheDocument();
  });

  it('a resolved action is never overdue; an offline copy without the fields shows nothing', () => {
    const { unmount } = renderWithProviders(
      <QuestionActionDue action={{ ...action, closedAt: '2026-12-20T00:00:00Z', owner: null, dueOn: '2026-12-14' }} today="2026-12-30" />,
    );
    expect(screen.getByText(/^Owner/)).toHaveTextContent('Owner Unassigned');
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<QuestionActionDue action={action} today="2026-12-30" />);
    expect(screen.queryByText(/^Owner/)).not.toBeInTheDocument();
  });
});
