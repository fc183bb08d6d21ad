import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { companyA, companyB, signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { farm, FARM_A, FARM_B, kari, KARI_ID } from './user-test-data.ts';
import { UserFormPage } from './user-form-page.tsx';

const base = `/api/v1/company/${companyA.externalId}`;
const path = '/companies/:companyId/users/:userId';
type Fetch = ReturnType<typeof stubApi>;
const calls = (fetchMock: Fetch, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);

function renderNew(routes: Parameters<typeof stubApi>[0] = {}) {
  signInAs(userWith(['ROLE_COMPANY']));
  const fetchMock = stubApi(routes);
  renderWithProviders(<UserFormPage />, { route: `/companies/${companyA.externalId}/users/new`, path });
  return fetchMock;
}

function renderEdit(authorities: string[], routes: Parameters<typeof stubApi>[0] = {}) {
  signInAs(userWith(authorities));
  const fetchMock = stubApi({
    [`GET ${base}/user/${KARI_ID}`]: () => jsonResponse(200, kari),
    [`GET /api/v1/user/${KARI_ID}/farm`]: () =>
      jsonResponse(200, [farm(FARM_A, 'Hardanger', companyA.externalId), farm('f-other', 'Elsewhere', companyB.externalId)]),
    [`GET ${base}/farm`]: () =>
      jsonResponse(200, [farm(FARM_A, 'Hardanger', companyA.externalId), farm(FARM_B, 'Lofoten', companyA.externalId)]),
    ...routes,
  });
  renderWithProviders(<UserFormPage />, { route: `/companies/${companyA.externalId}/users/${KARI_ID}`, path });
  return fetchMock;
}

describe('UserFormPage', () => {
  it('Email is required, then must be valid', async () => {
    const fetchMock = renderNew();
    const u = userEvent.setup();
    await u.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Kari Nordmann');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: 'Email' }), 'kari@example');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email is not valid')).toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a new user is saved with the e-mail as username: "User saved!"', async () => {
    const fetchMock = renderNew({ [`POST ${base}/user`]: () => jsonResponse(201, kari) });
    const u = userEvent.setup();
    await u.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Kari Nordmann');
    await u.type(screen.getByRole('textbox', { name: 'Email' }), 'Kari@Example.com');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User saved!')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST')).toEqual([[`${base}/user`, { fullName: 'Kari Nordmann', email: 'kari@example.com', phone: null }]]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/companies/${companyA.externalId}/users`));
  });

  it('a failed creation says "API error while saving the user."', async () => {
    renderNew({ [`POST ${base}/user`]: () => jsonResponse(409, { message: 'x' }) });
    const u = userEvent.setup();
    await u.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Kari Nordmann');
    await u.type(screen.getByRole('textbox', { name: 'Email' }), 'kari@example.com');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('API error while saving the user.')).toBeInTheDocument();
  });

  it('roles in three columns; Admin only for admins; only what changed is saved', async () => {
    const fetchMock = renderEdit(['ROLE_COMPANY'], {
      [`PUT ${base}/user/${KARI_ID}/roles`]: () => jsonResponse(200, ['ROLE_FARMER', 'ROLE_MANAGER']),
    });
    const u = userEvent.setup();
    const farmer = await screen.findByRole('checkbox', { name: 'Farmer' });
    expect(farmer).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Admin' })).toBeDisabled();
    expect(screen.getByText('Hardanger')).toBeInTheDocument();
    await u.click(screen.getByRole('checkbox', { name: 'Manager' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("User's roles are saved!")).toBeInTheDocument();
    expect(calls(fetchMock, 'PUT')).toEqual([[`${base}/user/${KARI_ID}/roles`, ['ROLE_FARMER', 'ROLE_MANAGER']]]);
  });

  it('an admin sets roles under the admin prefix; profile and farms say "User updated!"', async () => {
    const fetchMock = renderEdit(['ROLE_ADMIN'], {
      [`PUT ${base}/user/${KARI_ID}`]: () => jsonResponse(200, kari),
      [`PUT /admin/api/v1/company/${companyA.externalId}/user/${KARI_ID}/roles`]: () => jsonResponse(200, ['ROLE_ADMIN', 'ROLE_FARMER']),
      [`PUT ${base}/user/${KARI_ID}/farms`]: () => jsonResponse(200, { farmExtIds: [] }),
    });
    const u = userEvent.setup();
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    expect(screen.getByRole('checkbox', { name: 'Admin' })).toBeEnabled();
    await u.type(phone, '+47 555 01 234');
    await u.click(screen.getByRole('checkbox', { name: 'Admin' }));
    // Backspace in the empty search takes the last farm off.
    await u.click(screen.getByRole('combobox', { name: 'Assigned farms' }));
    await u.keyboard('{Backspace}');
    await u.keyboard('{Escape}');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("User's roles are saved!")).toBeInTheDocument();
    expect(screen.getByText('User updated!')).toBeInTheDocument();
    expect(calls(fetchMock, 'PUT')).toEqual([
      [`${base}/user/${KARI_ID}`, { fullName: 'Kari Nordmann', email: 'kari@example.com', phone: '+47 555 01 234' }],
      [`/admin/api/v1/company/${companyA.externalId}/user/${KARI_ID}/roles`, ['ROLE_FARMER', 'ROLE_ADMIN']],
      [`${base}/user/${KARI_ID}/farms`, { farmExtIds: [] }],
    ]);
  });

  it('a failed role update says "API error while updating roles." and stays on the form', async () => {
    renderEdit(['ROLE_COMPANY'], { [`PUT ${base}/user/${KARI_ID}/roles`]: () => jsonResponse(409, { message: 'x' }) });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('checkbox', { name: 'User' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('API error while updating roles.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(KARI_ID);
  });

  it('a failed profile update says "API error while updating the user."', async () => {
    renderEdit(['ROLE_COMPANY'], { [`PUT ${base}/user/${KARI_ID}`]: () => jsonResponse(409, { message: 'x' }) });
    const u = userEvent.setup();
    await u.type(await screen.findByRole('textbox', { name: 'Phone' }), '1');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('API error while updating the user.')).toBeInTheDocument();
  });

  it('a failed load says "API error while loading the user."', async () => {
    renderEdit(['ROLE_COMPANY'], { [`GET ${base}/user/${KARI_ID}`]: () => jsonResponse(409, { message: 'x' }) });
    await waitFor(() => expect(screen.getAllByText('API error while loading the user.')).toHaveLength(2));
  });

  it('a failed farm load says "API error while loading user farms."', async () => {
    renderEdit(['ROLE_COMPANY'], { [`GET /api/v1/user/${KARI_ID}/farm`]: () => jsonResponse(409, { message: 'x' }) });
    await waitFor(() => expect(screen.getAllByText('API error while loading user farms.')).toHaveLength(2));
  });
});
