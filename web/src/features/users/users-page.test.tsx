import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { companyA, sessionRoutes, signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { kari, KARI_ID } from './user-test-data.ts';
import { UsersPage } from './users-page.tsx';

const base = `/api/v1/company/${companyA.externalId}`;

function renderPage(authorities: string[], routes: Parameters<typeof stubApi>[0] = {}) {
  const user = userWith(authorities);
  signInAs(user);
  const self = {
    user: { externalId: user.externalId, fullName: user.fullName, email: user.email, username: user.email, phone: null },
    roles: authorities,
    farmCount: 0,
  };
  stubApi({ ...sessionRoutes(user), [`GET ${base}/user`]: () => jsonResponse(200, [self, kari]), ...routes });
  renderWithProviders(<UsersPage />, { route: `/companies/${companyA.externalId}/users`, path: '/companies/:companyId/users' });
}

describe('UsersPage', () => {
  it('shows "Total no of users", each with name and e-mail, Edit, and Delete except for oneself', async () => {
    renderPage(['ROLE_COMPANY']);
    expect(await screen.findByText('Total no of users')).toBeInTheDocument();
    expect(screen.getByLabelText('2 users')).toHaveTextContent('2');
    expect(screen.getByText('Kari Nordmann')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit kari@example.com' })).toHaveAttribute(
      'href',
      `/companies/${companyA.externalId}/users/${KARI_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Delete kari@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete ingrid.hansen@example.com' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New user' })).toBeInTheDocument();
  });

  it('counts with plural rules: one user, one farm (issue 21, item 20: not "1 users", "1 farms")', async () => {
    const user = userWith(['ROLE_MANAGER']);
    signInAs(user);
    stubApi({ ...sessionRoutes(user), [`GET ${base}/user`]: () => jsonResponse(200, [{ ...kari, farmCount: 1 }]) });
    renderWithProviders(<UsersPage />, { route: `/companies/${companyA.externalId}/users`, path: '/companies/:companyId/users' });
    expect(await screen.findByText('1 farm')).toBeInTheDocument();
    expect(screen.getByLabelText('1 user')).toHaveTextContent('1');
    expect(screen.queryByText(/\b1 farms\b/)).not.toBeInTheDocument();
  });

  it('Delete asks "{email} ({full name}) has N farms. Delete {email}?" and says "User deleted!"', async () => {
    renderPage(['ROLE_ADMIN'], { [`DELETE ${base}/user/${KARI_ID}`]: () => new Response(null, { status: 204 }) });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete kari@example.com' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('kari@example.com (Kari Nordmann) has 3 farms. Delete kari@example.com?')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted!')).toBeInTheDocument();
  });

  it('a failed delete says "API error while deleting the user."', async () => {
    renderPage(['ROLE_ADMIN'], { [`DELETE ${base}/user/${KARI_ID}`]: () => jsonResponse(409, { message: 'x' }) });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete kari@example.com' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('API error while deleting the user.')).toBeInTheDocument();
  });

  it('a manager sees the list without New user or Delete', async () => {
    renderPage(['ROLE_MANAGER']);
    expect(await screen.findByText('Kari Nordmann')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New user' })).not.toBeInTheDocument();
  });

  it('a failed load says "API error while loading the company users."', async () => {
    renderPage(['ROLE_COMPANY'], { [`GET ${base}/user`]: () => jsonResponse(409, { message: 'x' }) });
    await waitFor(() => expect(screen.getAllByText('API error while loading the company users.')).toHaveLength(2));
  });

  it('a company user cannot delete an admin', async () => {
    const user = userWith(['ROLE_COMPANY']);
    signInAs(user);
    const admin = {
      ...kari,
      user: { ...kari.user, externalId: '66666666-6666-4666-8666-666666666666', email: 'boss@example.com' },
      roles: ['ROLE_ADMIN'],
    };
    stubApi({ ...sessionRoutes(user), [`GET ${base}/user`]: () => jsonResponse(200, [admin, kari]) });
    renderWithProviders(<UsersPage />, { route: `/companies/${companyA.externalId}/users`, path: '/companies/:companyId/users' });
    expect(await screen.findByRole('button', { name: 'Delete kari@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete boss@example.com' })).not.toBeInTheDocument();
  });
});
