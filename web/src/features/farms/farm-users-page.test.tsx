import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { companyA, sentJson, signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { CONTACTS_HIDDEN } from '@aquarisk/contract/schemas/user.schema';
import { FarmUsersPage } from './farm-users-page.tsx';
import { companyUser, farmRow, OTHER_ID, USER_ID } from './farm-test-data.ts';

const base = `/api/v1/company/${companyA.externalId}`;
const ola = companyUser(OTHER_ID, 'Ola Nordmann', 'ola@example.com').user;
const kari = companyUser(USER_ID, 'Kari Nordmann', 'kari@example.com').user;

function renderPage(routes: Parameters<typeof stubApi>[0], roles = ['ROLE_COMPANY']) {
  signInAs(userWith(roles));
  const fetchMock = stubApi({ [`GET ${base}/farm/f-1`]: () => jsonResponse(200, farmRow()), ...routes });
  renderWithProviders(<FarmUsersPage />, {
    route: `/companies/${companyA.externalId}/farms/f-1/users`,
    path: '/companies/:companyId/farms/:farmId/users',
  });
  return fetchMock;
}

describe('FarmUsersPage', () => {
  it('"Add user to farm" searches company users and says "{email} added to farm."', async () => {
    const fetchMock = renderPage({
      [`GET ${base}/farm/f-1/user`]: () => jsonResponse(200, [ola]),
      [`POST ${base}/user-ac`]: () =>
        jsonResponse(200, [
          { externalId: USER_ID, name: 'Kari Nordmann (kari@example.com)', fullName: 'Kari Nordmann', email: 'kari@example.com' },
        ]),
      [`POST ${base}/farm/f-1/user`]: () => jsonResponse(201, kari),
    });
    const u = userEvent.setup();
    expect(await screen.findByText('Ola Nordmann')).toBeInTheDocument();
    await u.type(screen.getByRole('combobox', { name: 'Add user to farm' }), 'k');
    await u.click(await screen.findByRole('option', { name: 'Kari Nordmann (kari@example.com)' }));
    expect(await screen.findByText('kari@example.com added to farm.')).toBeInTheDocument();
    expect(sentJson(fetchMock, 'POST', `${base}/farm/f-1/user`)).toEqual({ username: 'kari@example.com', email: 'kari@example.com' });
  });

  it('Remove says "{email} removed from farm."', async () => {
    renderPage({
      [`GET ${base}/farm/f-1/user`]: () => jsonResponse(200, [ola]),
      [`DELETE ${base}/farm/f-1/user/${OTHER_ID}`]: () => jsonResponse(200, ola),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove ola@example.com from the farm' }));
    expect(await screen.findByText('ola@example.com removed from farm.')).toBeInTheDocument();
  });

  it('a failed removal says "API error while deleting the user from the farm."', async () => {
    renderPage({
      [`GET ${base}/farm/f-1/user`]: () => jsonResponse(200, [ola]),
      [`DELETE ${base}/farm/f-1/user/${OTHER_ID}`]: () => jsonResponse(409, { message: 'x' }),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove ola@example.com from the farm' }));
    expect(await screen.findByText('API error while deleting the user from the farm.')).toBeInTheDocument();
  });

  it('a read-only role sees the people by name, without blank e-mail lines, and is told why (issue 21)', async () => {
    renderPage({ [`GET ${base}/farm/f-1/user`]: () => jsonResponse(200, [{ externalId: OTHER_ID, fullName: 'Ola Nordmann' }]) }, [
      'ROLE_USER',
    ]);
    const list = await screen.findByRole('list', { name: 'Farm users' });
    expect(list).toHaveTextContent(/^Ola Nordmann$/);
    expect(screen.getByText(CONTACTS_HIDDEN)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Add user to farm' })).not.toBeInTheDocument();
  });

  it('names a person without a stored name "A company user" rather than leaving a blank', async () => {
    renderPage({ [`GET ${base}/farm/f-1/user`]: () => jsonResponse(200, [{ externalId: OTHER_ID, fullName: null }]) }, ['ROLE_FARMER']);
    expect(await screen.findByText('A company user')).toBeInTheDocument();
  });

  it('a failed load says "API error while loading the farm users."', async () => {
    renderPage({ [`GET ${base}/farm/f-1/user`]: () => jsonResponse(409, { message: 'x' }) });
    await waitFor(() => expect(screen.getAllByText('API error while loading the farm users.')).toHaveLength(2));
  });
});
