import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ssoMessages } from '@aquarisk/contract/sso-messages';
import { session } from '../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { companyRow, stubApi, userWith } from '../../test/session-fixtures.ts';
import { SsoCallbackPage } from './sso-callback-page.tsx';

const tokens = { access_token: 'at', refresh_token: 'rt', token_type: 'bearer', expires_in: 900 };
const aurora = { externalId: 'c1', name: 'Aurora' };
const me = userWith(['ROLE_MANAGER'], {
  email: 'ann@aurora.example',
  externalId: 'u1',
  fullName: 'Ann',
  username: 'ann@aurora.example',
  phone: null,
  currentCompany: aurora,
});

describe('SsoCallbackPage', () => {
  it('passes the provider’s code, state and issuer on once, then signs in to the company', async () => {
    const fetchMock = stubApi({
      '/api/v1/sso/complete': () => jsonResponse(200, tokens),
      '/api/v1/user/me': () => jsonResponse(200, me),
      '/api/v1/company': () => jsonResponse(200, [companyRow(aurora)]),
    });
    renderWithProviders(<SsoCallbackPage />, {
      route: '/sso/callback?code=c0de&state=st4te&iss=https%3A%2F%2Fidp.example',
      path: '/sso/callback',
    });
    await waitFor(() => expect(session.get().user?.email).toBe('ann@aurora.example'));
    expect(session.get().company?.externalId).toBe('c1');
    const completes = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/v1/sso/complete');
    expect(completes).toHaveLength(1);
    expect(JSON.parse(String(completes[0]![1]?.body))).toEqual({ code: 'c0de', state: 'st4te', iss: 'https://idp.example' });
  });

  it('shows the server’s refusal (a replayed or expired state) with a way back to sign in', async () => {
    session.set({ tokens: null, user: null });
    stubApi({
      '/api/v1/sso/complete': () =>
        jsonResponse(400, { status: 400, error: 'Bad Request', code: 'VALIDATION', message: ssoMessages.stateInvalid }),
    });
    renderWithProviders(<SsoCallbackPage />, { route: '/sso/callback?code=c&state=s', path: '/sso/callback' });
    expect(await screen.findByRole('alert')).toHaveTextContent(ssoMessages.stateInvalid);
    expect(screen.getByRole('link', { name: ssoMessages.backToSignIn })).toHaveAttribute('href', '/login');
    expect(session.get().tokens).toBeNull();
  });

  it('says the provider refused when it sent no code (error=access_denied)', async () => {
    const fetchMock = stubApi({});
    renderWithProviders(<SsoCallbackPage />, { route: '/sso/callback?error=access_denied&state=s', path: '/sso/callback' });
    expect(await screen.findByRole('alert')).toHaveTextContent(ssoMessages.providerSaid);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
