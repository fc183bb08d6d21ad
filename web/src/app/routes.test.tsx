import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../test/render-with-providers.tsx';
import { sessionRoutes, signInAs, stubApi, userWith } from '../test/session-fixtures.ts';
import { AppRoutes } from './routes.tsx';
import { warmPages } from '../test/warm-pages.ts';

warmPages(
  () => import('../features/audits/audits-page.tsx'),
  () => import('../features/audits/question-page.tsx'),
  () => import('../features/actions/actions-page.tsx'),
  () => import('../features/templates/templates-page.tsx'),
  () => import('../features/farms/farms-page.tsx'),
  () => import('../features/users/user-form-page.tsx'),
  () => import('../features/users/users-page.tsx'),
  () => import('../features/companies/company-page.tsx'),
  () => import('../features/account/account-page.tsx'),
  () => import('../features/intelligence/intelligence-page.tsx'),
  () => import('../features/auth/login-page.tsx'),
);

vi.mock('../features/landing/landing-page.tsx', () => ({ LandingPage: () => <h1>Landing</h1> }));

describe('signed-out routes', () => {
  it.each(['/login', '/audits', '/companies/x/farms', '/no/such/page'])('%s shows the sign-in page', async (route) => {
    renderWithProviders(<AppRoutes />, { route });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(route);
  });
  it('/ shows the landing page', async () => {
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  });
  it('/forgotpassword and /reset/:guid show the password pages', async () => {
    renderWithProviders(<AppRoutes />, { route: '/forgotpassword' });
    expect(await screen.findByRole('heading', { name: 'Recover password' })).toBeInTheDocument();
  });
  it('/reset/:guid shows the reset form', async () => {
    renderWithProviders(<AppRoutes />, { route: '/reset/abc' });
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
  });
});

describe('signed-in routes', () => {
  it('/login returns to the page the user was sent from', async () => {
    const user = userWith(['ROLE_USER']);
    signInAs(user);
    stubApi(sessionRoutes(user));
    renderWithProviders(<AppRoutes />, { route: '/login' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it.each([
    ['/templates', 'Templates'],
    ['/activity-log', 'Activity Log'],
    ['/audits/new', 'Launch audit'],
    ['/companies/new', 'New company'],
    ['/companies', 'Companies'],
    ['/templates/t-1', 'Template'],
    ['/template-pdf/t-1', 'Template'],
  ])('%s is for admins only', async (route, heading) => {
    const user = userWith(['ROLE_COMPANY']);
    signInAs(user);
    stubApi(sessionRoutes(user));
    renderWithProviders(<AppRoutes />, { route });
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: heading, level: 1 })).not.toBeInTheDocument();
  });

  it('the audit users view is for roles that manage audit users (its list carries e-mails)', async () => {
    for (const role of ['ROLE_SURVEYOR', 'ROLE_FARMER', 'ROLE_USER']) {
      const user = userWith([role]);
      signInAs(user);
      stubApi(sessionRoutes(user));
      const view = renderWithProviders(<AppRoutes />, { route: '/audit/audit-users/5b3c1a52-0d7e-4f4e-9a51-2b8f6f0c1d11' });
      expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
      view.unmount();
    }
  });

  it.each([
    ['/companies/c-a', 'Company'],
    ['/companies/c-a/farms', 'Farms'],
    ['/companies/c-a/farms/new', 'New farm'],
    ['/companies/c-a/farms/f-1/users', 'Farm users'],
    ['/companies/c-a/users', 'Users'],
    ['/companies/c-a/users/new', 'New user'],
    ['/account', 'Account'],
    ['/actions', 'Actions'],
    ['/intelligence', 'Intelligence'],
    ['/portfolio', 'Portfolio'],
    ['/audit/view-audit/5b3c1a52-0d7e-4f4e-9a51-2b8f6f0c1d11', 'Audit'],
    ['/templates', 'Templates'],
  ])('%s shows its page', async (route, heading) => {
    const user = userWith(['ROLE_ADMIN']);
    signInAs(user);
    stubApi({ ...sessionRoutes(user) });
    renderWithProviders(<AppRoutes />, { route });
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
  });

  it('an unknown path shows "Page not found" inside the app', async () => {
    const user = userWith(['ROLE_USER']);
    signInAs(user);
    stubApi(sessionRoutes(user));
    renderWithProviders(<AppRoutes />, { route: '/nowhere' });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('a failed token refresh signs out, says so and goes to the sign-in page', async () => {
    const user = userWith(['ROLE_USER']);
    signInAs(user);
    stubApi({
      'GET /api/v1/user/me': () => jsonResponse(401, { message: 'expired' }),
      'GET /api/v1/company': () => jsonResponse(401, { message: 'expired' }),
      'POST /api/v1/oauth/token': () => jsonResponse(400, { error: 'invalid_grant', message: 'Invalid refresh token' }),
    });
    renderWithProviders(<AppRoutes />, { route: '/actions' });
    expect(await screen.findByText('API error while token refresh.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(session.get().tokens).toBeNull();
  });
});
