import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ssoMessages } from '@aquarisk/contract/sso-messages';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { leaveApp } from '../../../lib/leave-app.ts';
import { LoginForm } from './login-form.tsx';

vi.mock('../../../lib/leave-app.ts', () => ({ leaveApp: vi.fn() }));

function stubStart(redirectUrl: string | null) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => jsonResponse(200, { redirectUrl }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function chooseSso(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  await user.click(screen.getByRole('button', { name: ssoMessages.signInButton }));
}

afterEach(() => vi.mocked(leaveApp).mockReset());

describe('Continue with company SSO', () => {
  it('sends an e-mail of an SSO domain to its provider', async () => {
    const fetchMock = stubStart('https://idp.example/auth?state=s');
    renderWithProviders(<LoginForm />);
    await chooseSso('ann@aurora.example');
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://idp.example/auth?state=s'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/sso/start');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ann@aurora.example' });
  });

  it('tells any other e-mail to use its password, and asks for the e-mail first', async () => {
    const fetchMock = stubStart(null);
    renderWithProviders(<LoginForm />);
    await chooseSso('');
    expect(await screen.findByRole('alert')).toHaveTextContent(ssoMessages.emailFirst);
    expect(fetchMock).not.toHaveBeenCalled();
    await chooseSso('bob@elsewhere.example');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(ssoMessages.noSso));
    expect(leaveApp).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Password')).toBeVisible();
  });
});
