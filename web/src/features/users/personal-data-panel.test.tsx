import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PERSONAL_DATA_FORMAT } from '@aquarisk/contract/schemas/personal-data.schema';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { companyA, signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { captureDownloads } from '../../test/captured-downloads.ts';
import { farm, FARM_A, kari, KARI_ID } from './user-test-data.ts';
import { UserFormPage } from './user-form-page.tsx';

const base = `/api/v1/company/${companyA.externalId}`;
const emptyExport = {
  format: PERSONAL_DATA_FORMAT,
  exportedAt: '2026-11-25T10:00:00.000Z',
  profile: { ...kari.user, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
  signIn: { hasPassword: true, activeSessions: 0, lastSessionAt: null },
  roles: kari.roles,
  companies: [],
  farms: [],
  audits: [],
  auditRecords: [],
  answers: [],
  actions: [],
  uploads: [],
  environmentUploads: [],
  templates: [],
  activity: { authored: [], about: [] },
  mail: [],
  contactRequests: [],
};

function renderEdit(authorities: string[], member = kari, routes: Parameters<typeof stubApi>[0] = {}) {
  signInAs(userWith(authorities));
  const fetchMock = stubApi({
    [`GET ${base}/user/${KARI_ID}`]: () => jsonResponse(200, member),
    [`GET /api/v1/user/${KARI_ID}/farm`]: () => jsonResponse(200, [farm(FARM_A, 'Hardanger', companyA.externalId)]),
    [`GET ${base}/farm`]: () => jsonResponse(200, [farm(FARM_A, 'Hardanger', companyA.externalId)]),
    ...routes,
  });
  renderWithProviders(<UserFormPage />, {
    route: `/companies/${companyA.externalId}/users/${KARI_ID}`,
    path: '/companies/:companyId/users/:userId',
  });
  return fetchMock;
}

describe('user page: personal data (issue 24 part 4)', () => {
  it.each([['ROLE_ADMIN'], ['ROLE_COMPANY']])('%s gets Export data and Erase personal data', async (role) => {
    renderEdit([role]);
    expect(await screen.findByRole('button', { name: 'Export data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erase personal data' })).toBeInTheDocument();
  });

  it.each([
    ['a manager', ['ROLE_MANAGER'], kari],
    ['a company admin on an admin', ['ROLE_COMPANY'], { ...kari, roles: ['ROLE_ADMIN'] }],
  ])('%s gets neither', async (_who, roles, member) => {
    renderEdit(roles, member);
    expect(await screen.findByRole('textbox', { name: 'Full Name' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase personal data' })).not.toBeInTheDocument();
  });

  it('Export data downloads the server’s JSON as a file and says so', async () => {
    renderEdit(['ROLE_ADMIN'], kari, { [`GET ${base}/user/${KARI_ID}/personal-data`]: () => jsonResponse(200, emptyExport) });
    const { clicked, blob } = captureDownloads('blob:personal');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export data' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe(`aquarisk-personal-data-${KARI_ID}.json`);
    expect(JSON.parse(await blob().text())).toEqual(emptyExport);
    expect(await screen.findByText('Personal data exported!')).toBeInTheDocument();
  });

  it('a failed export says "API error while exporting the user data."', async () => {
    renderEdit(['ROLE_ADMIN'], kari, { [`GET ${base}/user/${KARI_ID}/personal-data`]: () => jsonResponse(400, { message: 'x' }) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export data' }));
    expect(await screen.findByText('API error while exporting the user data.')).toBeInTheDocument();
  });

  it('Erase asks first, naming the consequences, and erases only once the e-mail is typed; then back to the users', async () => {
    const fetchMock = renderEdit(['ROLE_ADMIN'], kari, {
      [`POST ${base}/user/${KARI_ID}/erase`]: () => jsonResponse(200, { externalId: KARI_ID, erasedAt: '2026-11-25T10:00:00.000Z' }),
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Erase personal data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase personal data' });
    expect(dialog).toHaveTextContent('Kari Nordmann (kari@example.com) will be anonymised for good');
    expect(dialog).toHaveTextContent('They can no longer sign in');
    expect(dialog).toHaveTextContent('audits keep their scores. This cannot be undone');
    const confirm = screen.getAllByRole('button', { name: 'Erase personal data' }).at(-1)!;
    expect(confirm).toBeDisabled();
    await u.type(screen.getByRole('textbox', { name: 'Type the e-mail address to confirm' }), 'KARI@example.co');
    expect(confirm).toBeDisabled();
    expect(screen.getByText('The e-mail does not match the user to erase.')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: 'Type the e-mail address to confirm' }), 'm');
    expect(confirm).toBeEnabled();
    await u.click(confirm);
    expect(await screen.findByText('Personal data erased!')).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url, init]) => [String(url), JSON.parse(String(init?.body))])).toEqual([
      [`${base}/user/${KARI_ID}/erase`, { email: 'KARI@example.com' }],
    ]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/companies/${companyA.externalId}/users`));
  });

  it('nobody is offered to erase their own account', async () => {
    renderEdit(['ROLE_ADMIN'], { ...kari, user: { ...kari.user, externalId: 'u-1' } }, {});
    expect(await screen.findByRole('button', { name: 'Export data' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase personal data' })).not.toBeInTheDocument();
  });
});
