import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { setLandingPrefetch } from '../lib/landing-prefetch.ts';
import { session } from '../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../test/render-with-providers.tsx';
import { companyA, companyB, companyRow, stubApi, userWith } from '../test/session-fixtures.ts';
import { loadAuditsPrefetch, registerLandingPrefetch } from './landing-prefetch.ts';

const tokens = { access_token: 'at', refresh_token: 'rt', token_type: 'bearer', expires_in: 900 };
const me = userWith(['ROLE_ADMIN'], { email: 'admin@example.com', externalId: 'u1', currentCompany: companyB });

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), 'admin@example.com');
  await user.type(screen.getByLabelText('Password'), 'demo-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const signInCalls = {
  '/api/v1/oauth/token': () => jsonResponse(200, tokens),
  '/api/v1/user/me': () => jsonResponse(200, me),
  '/api/v1/company': () => jsonResponse(200, [companyA, companyB].map(companyRow)),
};

describe('signing in asks for the page it lands on (issue 37 item 16)', () => {
  // Registered as the app does; the prefetch's module loaded once, as the built app preloads it with the sign-in page,
  // so a sign-in's prefetch asks within its own test.
  beforeAll(async () => {
    registerLandingPrefetch();
    await loadAuditsPrefetch();
  });
  afterAll(() => setLandingPrefetch(null));

  it("asks for the audits list the user lands on, of the company chosen, and its farms' locations", async () => {
    const fetchMock = stubApi({
      ...signInCalls,
      '/api/v1/survey': () => jsonResponse(200, { companies: [], page: 2, size: 25, count: 0 }),
      [`/api/v1/company/${companyB.externalId}/farm/locations`]: () => jsonResponse(200, []),
    });
    renderWithProviders(<LoginForm />, { route: '/audits?state=SCORED&page=2' });
    await signIn();
    const asked = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
    await waitFor(() => expect(asked().map((u) => u.pathname)).toContain('/api/v1/survey'));
    const list = asked().find((u) => u.pathname === '/api/v1/survey')!;
    expect(Object.fromEntries(list.searchParams)).toMatchObject({
      filterCompanyExtId: companyB.externalId,
      filterState: 'SCORED',
      page: '2',
    });
    await waitFor(() => expect(asked().map((u) => u.pathname)).toContain(`/api/v1/company/${companyB.externalId}/farm/locations`));
  });

  it('asks for no list when the user lands elsewhere', async () => {
    const fetchMock = stubApi(signInCalls);
    renderWithProviders(<LoginForm />, { route: '/account' });
    await signIn();
    await waitFor(() => expect(session.get().user?.email).toBe('admin@example.com'));
    // the prefetch would have asked by now (its module is loaded): nothing but the three calls was sent
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock.mock.calls.map(([url]) => String(url).replace(/\?.*$/, ''))).toEqual([
      '/api/v1/oauth/token',
      '/api/v1/user/me',
      '/api/v1/company',
    ]);
  });
});
