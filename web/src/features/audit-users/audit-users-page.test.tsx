import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiFarm } from '../../test/contract-fixtures.ts';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { sentJson, signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { AuditUsersPage } from './audit-users-page.tsx';

vi.mock('../../components/map/farm-map.tsx', () => ({ FarmMap: () => null }));

const base = '/api/v1/survey/s-1';
const astrid = {
  externalId: 'u-1',
  fullName: 'Astrid Auditor',
  email: 'auditor@example.com',
  username: 'auditor@example.com',
  phone: null,
};
const magnus = {
  externalId: 'u-2',
  fullName: 'Magnus Manager',
  email: 'manager@example.com',
  username: 'manager@example.com',
  phone: null,
};
const farm = apiFarm({ name: 'Bantry Bay Mussels', country: null, stateProvince: null, latitude: 51.68, longitude: -9.45 });
const match = (u: typeof astrid) => ({
  externalId: u.externalId,
  name: `${u.fullName} (${u.email})`,
  fullName: u.fullName,
  email: u.email,
});
const render = () => renderWithProviders(<AuditUsersPage />, { route: '/audit/audit-users/s-1', path: '/audit/audit-users/:surveyExtId' });

function stub(users: (typeof astrid)[], extra: Record<string, () => Response> = {}) {
  return stubApi({
    [`GET ${base}/user`]: () => jsonResponse(200, { surveyName: 'Bantry Bay longline audit', total: users.length, users }),
    [`GET ${base}/farm`]: () => jsonResponse(200, farm),
    'POST /api/v1/company/c-a/user-ac': () => jsonResponse(200, [match(astrid), match(magnus)]),
    ...extra,
  });
}

describe('AuditUsersPage', () => {
  it('shows the audit name, the total and a row per user', async () => {
    signInAs(userWith(['ROLE_MANAGER']));
    stub([astrid]);
    render();
    expect(await screen.findByRole('heading', { name: 'Bantry Bay longline audit', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('audit-user-total')).toHaveTextContent('1 user');
    const row = within(screen.getByRole('list', { name: 'Users of this audit' })).getByRole('listitem');
    expect(row).toHaveTextContent('Astrid Auditor');
    expect(row).toHaveTextContent('auditor@example.com');
  });

  it('adds a company user found from one character: "{email} added to audit."', async () => {
    signInAs(userWith(['ROLE_COMPANY']));
    const fetchMock = stub([astrid], { [`POST ${base}/user`]: () => jsonResponse(201, magnus) });
    render();
    const u = userEvent.setup();
    await u.type(await screen.findByRole('textbox', { name: /Add a user/ }), 'm');
    const option = await screen.findByRole('option', { name: /Magnus Manager/ });
    expect(screen.getByRole('option', { name: /Astrid Auditor/ })).toHaveAttribute('aria-disabled', 'true');
    expect(sentJson(fetchMock, 'POST', '/api/v1/company/c-a/user-ac')).toEqual({ name: 'm' });
    await u.click(option);
    expect(await screen.findByText('manager@example.com added to audit.')).toBeInTheDocument();
    expect(sentJson(fetchMock, 'POST', `${base}/user`)).toEqual({ username: 'manager@example.com', email: 'manager@example.com' });
  });

  it('removes a user: "{email} removed from audit."', async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    const fetchMock = stub([astrid], { [`DELETE ${base}/user/u-1`]: () => jsonResponse(200, astrid) });
    render();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Remove auditor@example.com from the audit' }));
    expect(await screen.findByText('auditor@example.com removed from audit.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => String(url) === `${base}/user/u-1` && init?.method === 'DELETE')).toBe(true);
  });

  it('roles other than Admin, Company and Manager only read the list', async () => {
    signInAs(userWith(['ROLE_SURVEYOR', 'ROLE_FARMER']));
    stub([astrid]);
    render();
    await screen.findByText('Astrid Auditor');
    expect(screen.queryByRole('textbox', { name: /Add a user/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('failures say what failed: loading, adding, deleting', async () => {
    signInAs(userWith(['ROLE_MANAGER']));
    stub([], { [`GET ${base}/user`]: () => jsonResponse(400, { status: 400, message: 'x' }) });
    const { unmount } = render();
    await waitFor(() => expect(screen.getAllByText('API error while loading the users.')).toHaveLength(2));
    unmount();

    stub([astrid], {
      [`POST ${base}/user`]: () => jsonResponse(409, { status: 409, message: 'The user is already assigned to this audit.' }),
      [`DELETE ${base}/user/u-1`]: () => jsonResponse(409, { status: 409, message: 'conflict' }),
    });
    render();
    const u = userEvent.setup();
    await u.type(await screen.findByRole('textbox', { name: /Add a user/ }), 'ma');
    await u.click(await screen.findByRole('option', { name: /Magnus Manager/ }));
    expect(await screen.findByText('API error while adding the user to the audit.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Remove auditor@example.com from the audit' }));
    expect(await screen.findByText('API error while deleting the user from the audit.')).toBeInTheDocument();
  });
});
