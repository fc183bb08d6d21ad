import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { errorResponse } from '../../../test/error-response.ts';

const route = { route: '/reset/guid-123', path: '/reset/:guid' };

async function fill(password: string, confirmation: string) {
  const user = userEvent.setup();
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordForm', () => {
  it.each([
    ['an empty password', 'Password must be longer', '', ''],
    ['a short password', 'Password must be longer', 'short', 'short'],
    ['a confirmation that does not match', 'Password confirmation does not match', 'long-enough-1', 'long-enough-2'],
  ])('%s shows "%s" and nothing is sent', async (_name, message, password, confirmation) => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ResetPasswordForm />, route);
    await fill(password, confirmation);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the password with the link id, says "Password reset!" and goes to / (docs/requirements.md#core-2), not /login', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ResetPasswordForm />, route);
    await fill('new-password-1', 'new-password-1');
    expect(await screen.findByText('Password reset!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/password/change');
    expect(JSON.parse(String(init.body))).toEqual({ clid: 'guid-123', password: 'new-password-1' });
  });

  it('an expired link shows the server’s explanation', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => errorResponse('VALIDATION', 'This password reset link is invalid or has expired.')),
    );
    renderWithProviders(<ResetPasswordForm />, route);
    await fill('new-password-1', 'new-password-1');
    expect(await screen.findByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
  });

  it('any other API error: "API error while changing the password."', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => errorResponse('FORBIDDEN', 'nope')),
    );
    renderWithProviders(<ResetPasswordForm />, route);
    await fill('new-password-1', 'new-password-1');
    expect(await screen.findByText('API error while changing the password.')).toBeInTheDocument();
  });
});
