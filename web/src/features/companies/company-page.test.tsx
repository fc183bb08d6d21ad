import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { companyA, companyB, companyRow, sentJson, sessionRoutes, signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { CompanyPage } from './company-page.tsx';

const detail = { ...companyRow(companyA), city: 'Bergen', userCount: 6, farmCount: 8 };
const routes = { route: `/companies/${companyA.externalId}`, path: '/companies/:companyId' };

function renderEdit(authorities: string[], extra: Parameters<typeof stubApi>[0] = {}) {
  const user = userWith(authorities);
  signInAs(user);
  const fetchMock = stubApi({
    ...sessionRoutes(user),
    [`GET /api/v1/company/${companyA.externalId}`]: () => jsonResponse(200, detail),
    ...extra,
  });
  renderWithProviders(<CompanyPage />, routes);
  return fetchMock;
}

describe('CompanyPage', () => {
  it('shows the fields and the Farms and Users links with their counts', async () => {
    renderEdit(['ROLE_COMPANY']);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Atlantic Salmon AS');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Bergen');
    expect(screen.getByRole('link', { name: /Farms\s*8/ })).toHaveAttribute('href', `/companies/${companyA.externalId}/farms`);
    expect(screen.getByRole('link', { name: /Users\s*6/ })).toHaveAttribute('href', `/companies/${companyA.externalId}/users`);
    // Delete is for admins only.
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('Save sends every field and says "Company saved!"', async () => {
    const fetchMock = renderEdit(['ROLE_COMPANY'], {
      [`PUT /api/v1/company/${companyA.externalId}`]: () => jsonResponse(200, { ...detail, name: 'Atlantic Salmon ASA' }),
    });
    const u = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await u.clear(name);
    await u.type(name, 'Atlantic Salmon ASA');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company saved!')).toBeInTheDocument();
    expect(sentJson(fetchMock, 'PUT')).toEqual({
      name: 'Atlantic Salmon ASA',
      address1: null,
      address2: null,
      city: 'Bergen',
      province: null,
      postCode: null,
      phone: null,
      email: null,
      webAddress: null,
    });
    expect(session.get().company?.name).toBe('Atlantic Salmon ASA');
  });

  it('an e-mail that is not an address says "Email is not valid" and saves nothing', async () => {
    const fetchMock = renderEdit(['ROLE_COMPANY']);
    const u = userEvent.setup();
    await u.type(await screen.findByRole('textbox', { name: 'Email' }), 'not-an-email');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email is not valid')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('Delete asks "<name> has N users and M farms. Delete <name>?", then the first company becomes current', async () => {
    renderEdit(['ROLE_ADMIN'], {
      [`DELETE /api/v1/company/${companyA.externalId}`]: () => new Response(null, { status: 204 }),
      'GET /api/v1/company': () => jsonResponse(200, [companyRow(companyB)]),
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Atlantic Salmon AS has 6 users and 8 farms. Delete Atlantic Salmon AS?')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Company deleted!')).toBeInTheDocument();
    await waitFor(() => expect(session.get().company).toEqual(companyB));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('after a delete, / opens only once the next company is current (nothing asks for the deleted one)', async () => {
    let deleted = false;
    let answerList: (r: Response) => void = () => undefined;
    renderEdit(['ROLE_ADMIN'], {
      [`DELETE /api/v1/company/${companyA.externalId}`]: () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
      'GET /api/v1/company': () =>
        deleted
          ? new Promise<Response>((resolve) => (answerList = resolve))
          : jsonResponse(200, [companyRow(companyA), companyRow(companyB)]),
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Company deleted!')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/companies/${companyA.externalId}`);
    expect(session.get().company).toEqual(companyA);
    answerList(jsonResponse(200, [companyRow(companyB)]));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(session.get().company).toEqual(companyB);
  });

  it('a failed delete says "API error while deleting the companies."', async () => {
    renderEdit(['ROLE_ADMIN'], { [`DELETE /api/v1/company/${companyA.externalId}`]: () => jsonResponse(409, { message: 'x' }) });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('API error while deleting the companies.')).toBeInTheDocument();
  });

  it('a failed load says "API error while loading the company."', async () => {
    renderEdit(['ROLE_COMPANY'], { [`GET /api/v1/company/${companyA.externalId}`]: () => jsonResponse(409, { message: 'x' }) });
    await waitFor(() => expect(screen.getAllByText('API error while loading the company.')).toHaveLength(2));
  });

  it('creating makes the new company current and goes to /', async () => {
    const user = userWith(['ROLE_ADMIN']);
    signInAs(user);
    const created = { ...companyRow({ externalId: 'c-new', name: 'Tromsø Trout' }) };
    stubApi({ ...sessionRoutes(user), 'POST /api/v1/company': () => jsonResponse(201, created) });
    renderWithProviders(<CompanyPage />, { route: '/companies/new', path: '/companies/:companyId' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: 'Name' }), 'Tromsø Trout');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company saved!')).toBeInTheDocument();
    expect(session.get().company).toEqual({ externalId: 'c-new', name: 'Tromsø Trout' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('a failed creation says "API error while creating the company."', async () => {
    const user = userWith(['ROLE_ADMIN']);
    signInAs(user);
    stubApi({ ...sessionRoutes(user), 'POST /api/v1/company': () => jsonResponse(409, { message: 'x' }) });
    renderWithProviders(<CompanyPage />, { route: '/companies/new', path: '/companies/:companyId' });
    const u = userEvent.setup();
    await u.type(screen.getByRole('textbox', { name: 'Name' }), 'Tromsø Trout');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('API error while creating the company.')).toBeInTheDocument();
  });
});
