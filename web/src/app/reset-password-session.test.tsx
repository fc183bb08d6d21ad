import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './routes.tsx';
import { session } from '../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../test/render-with-providers.tsx';
import { sessionRoutes, signInAs, stubApi, userWith } from '../test/session-fixtures.ts';
import { warmPages } from '../test/warm-pages.ts';

warmPages(
  () => import('../features/audits/audits-page.tsx'),
  () => import('../features/auth/reset-password-page.tsx'),
);
vi.mock('../features/landing/landing-page.tsx', () => ({ LandingPage: () => <h1>Landing</h1> }));

/**
 * Issue 37 items 11 and 12: the browser is signed in (the person asked for the link from Account) when the link sets a
 * new password. The server then refuses the old session's tokens, refresh token included.
 */
describe('a password set from a reset link while this browser is signed in', () => {
  it('drops the old session quietly: "Password reset!" and the landing page, no "API error while token refresh."', async () => {
    const user = userWith(['ROLE_USER']);
    signInAs(user);
    let changed = false;
    const ended = () => jsonResponse(401, { message: 'Full authentication is required' });
    const signedIn = Object.fromEntries(
      Object.entries(sessionRoutes(user)).map(([key, answer]) => [key, () => (changed ? ended() : answer())]),
    );
    stubApi({
      ...signedIn,
      'POST /api/v1/password/change': () => {
        changed = true;
        return jsonResponse(200, { ok: true });
      },
      'POST /api/v1/oauth/token': () => jsonResponse(400, { error: 'invalid_grant', message: 'Invalid refresh token' }),
    });
    renderWithProviders(<AppRoutes />, { route: '/reset/guid-123' });
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('New password'), 'fjord-salmon-2026');
    await u.type(screen.getByLabelText('Confirm new password'), 'fjord-salmon-2026');
    await u.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText('Password reset!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(session.get().tokens).toBeNull();
    expect(session.get().user).toBeNull();
    // Whatever the old session still had in flight has settled: nothing tried the refresh.
    await waitFor(() => expect(screen.queryByRole('status', { busy: true })).not.toBeInTheDocument());
    expect(screen.queryByText('API error while token refresh.')).not.toBeInTheDocument();
  });
});
