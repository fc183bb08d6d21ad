import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ssoMessages } from '@aquarisk/contract/sso-messages';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { SsoSettingsPage } from './sso-settings-page.tsx';

const saved = {
  issuer: 'https://idp.aurora.example',
  clientId: 'aquarisk',
  hasSecret: true,
  domains: ['aurora.example'],
  roles: ['ROLE_MANAGER'],
  enabled: true,
  createAccounts: true,
  roleClaim: null,
  roleMap: {},
  updatedAt: '2026-11-28T16:00:00.000Z',
};

function stub(config: typeof saved | null) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/v1/company/c1/sso' && (init?.method ?? 'GET') === 'GET') return jsonResponse(200, { config });
    if (url === '/api/v1/company/c1/sso' && init?.method === 'PUT')
      return jsonResponse(200, { ...saved, ...JSON.parse(String(init.body)), hasSecret: true });
    if (url === '/api/v1/company/c1/sso/discovery')
      return jsonResponse(200, {
        issuer: 'https://idp.aurora.example',
        authorizationEndpoint: 'https://idp.aurora.example/auth',
        tokenEndpoint: 'https://idp.aurora.example/token',
        pkceS256: true,
      });
    throw new Error(`unexpected call ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const render = () => renderWithProviders(<SsoSettingsPage />, { route: '/companies/c1/sso', path: '/companies/:companyId/sso' });
const puts = (fetchMock: ReturnType<typeof stub>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('SsoSettingsPage', () => {
  it('never shows the saved secret, and keeps it when the field is left empty', async () => {
    const fetchMock = stub(saved);
    render();
    expect(await screen.findByLabelText('Issuer')).toHaveValue(saved.issuer);
    expect(screen.getByLabelText('Client secret')).toHaveValue('');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(puts(fetchMock)[0]).toMatchObject({
      issuer: saved.issuer,
      clientSecret: null,
      domains: ['aurora.example'],
      roles: ['ROLE_MANAGER'],
      createAccounts: true,
      roleClaim: null,
    });
    expect(await screen.findByText(ssoMessages.saved)).toBeInTheDocument();
  });

  it('signs in invited people only when the first sign-in no longer makes the account', async () => {
    const fetchMock = stub(saved);
    render();
    const user = userEvent.setup();
    const creates = await screen.findByRole('switch', { name: /^A first sign-in makes the account/ });
    expect(creates).toBeChecked();
    await user.click(creates);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(puts(fetchMock)[0]).toMatchObject({ createAccounts: false });
  });

  it('asks for the secret on the first save and for a domain, before sending anything', async () => {
    const fetchMock = stub(null);
    render();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Issuer'), 'https://idp.aurora.example');
    await user.type(screen.getByLabelText('Client id'), 'aquarisk');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ssoMessages.secretRequired)).toBeInTheDocument();
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('tests discovery and shows what the issuer answered', async () => {
    stub(saved);
    render();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Test discovery' }));
    expect(await screen.findByText(ssoMessages.discoveryOk)).toBeInTheDocument();
    expect(screen.getByText('Token: https://idp.aurora.example/token')).toBeInTheDocument();
  });
});
