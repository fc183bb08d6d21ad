import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-errors.ts';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { ErrorState } from './error-state.tsx';

const failure = (status: number) => new ApiError(status, 'refused', null);

describe('ErrorState', () => {
  it('offers a retry for a failure that may pass next time', () => {
    const onRetry = vi.fn();
    renderWithProviders(<ErrorState message="API error while loading the farms." error={failure(500)} onRetry={onRetry} />);
    expect(screen.getByText('API error while loading the farms.')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('a 403 shows the no-access page the nav uses, without a retry', () => {
    renderWithProviders(<ErrorState message="API error while loading the users." error={failure(403)} onRetry={() => {}} />);
    expect(screen.getByText('You do not have access to this page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to audits' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('a 404 says what is missing and offers a way back, not a retry', () => {
    renderWithProviders(<ErrorState message="API error while loading the audit." error={failure(404)} onRetry={() => {}} />);
    expect(screen.getByText('This page was not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to audits' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByText('API error while loading the audit.')).not.toBeInTheDocument();
  });
});
