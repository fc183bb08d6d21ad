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
  domainClaims: [
    {
      domain: 'aurora.example',
      verified: false,
      txtName: '_aquarisk.aurora.example',
      txtValue: 'aquarisk-verification=0123456789abcdef0123456789abcdef',
      verifiedAt: null,
    },
  ],
  roles: ['ROLE_MANAGER'],
  enabled: true,
  createAccounts: true,
  roleClaim: null,
  roleMap: {},
  updatedAt: '2026-11-28T16:00:00.000Z',
};

function stub(config: typeof saved | null, verifyAnswers: { status: number; body: unknown }[] = []) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/v1/company/c1/sso/domain/aurora.example/verify' && init?.method === 'POST') {
      const answer = verifyAnswers.shift()!;
      return jsonResponse(answer.status, answer.body);
    }
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

  it('shows a pending domain with the TXT record to publish; Verify shows why it failed, then Verified', async () => {
    const claim = saved.domainClaims[0]!;
    const fetchMock = stub(saved, [
      {
        status: 400,
        body: { status: 400, error: 'Bad Request', code: 'VALIDATION', message: ssoMessages.domainNotVerified },
      },
      { status: 200, body: { ...claim, verified: true, verifiedAt: '2026-12-07T19:00:00.000Z' } },
    ]);
    render();
    const user = userEvent.setup();
    const card = await screen.findByLabelText('Domain verification');
    expect(card).toHaveTextContent('aurora.example');
    expect(card).toHaveTextContent(ssoMessages.domainPending);
    expect(card).toHaveTextContent(ssoMessages.domainProof);
    expect(card).toHaveTextContent('_aquarisk.aurora.example TXT "aquarisk-verification=0123456789abcdef0123456789abcdef"');
    await user.click(screen.getByRole('button', { name: 'Verify aurora.example' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ssoMessages.domainNotVerified);
    await user.click(screen.getByRole('button', { name: 'Verify aurora.example' }));
    expect(await screen.findByText(ssoMessages.domainVerified)).toBeInTheDocument();
    expect(screen.queryByText(ssoMessages.domainPending)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify aurora.example' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/verify'))).toHaveLength(2);
  });
});
