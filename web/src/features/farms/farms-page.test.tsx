import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { companyA, sessionRoutes, signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { farmRow } from './farm-test-data.ts';
import { FarmsPage } from './farms-page.tsx';

vi.mock('../../components/map/farm-map.tsx', () => ({
  FarmMap: ({ ariaLabel, selectedId }: { ariaLabel: string; selectedId?: string | null }) => (
    <div role="img" aria-label={ariaLabel} data-selected={selectedId ?? ''} />
  ),
}));

const base = `/api/v1/company/${companyA.externalId}`;
const farms = [farmRow(), farmRow({ externalId: 'f-2', name: 'Lofoten North', stateProvince: 'Nordland', surveyCount: 1, userCount: 0 })];

function renderPage(authorities: string[], routes: Parameters<typeof stubApi>[0] = {}) {
  const user = userWith(authorities);
  signInAs(user);
  const fetchMock = stubApi({ ...sessionRoutes(user), [`GET ${base}/farm/`]: () => jsonResponse(200, farms), ...routes });
  renderWithProviders(<FarmsPage />, { route: `/companies/${companyA.externalId}/farms`, path: '/companies/:companyId/farms' });
  return fetchMock;
}

describe('FarmsPage', { timeout: 20_000 }, () => {
  it('shows "Total no of farms" with the count, the farms and the map', async () => {
    renderPage(['ROLE_COMPANY']);
    expect(await screen.findByText('Total no of farms')).toBeInTheDocument();
    expect(screen.getByLabelText('2 farms')).toHaveTextContent('2');
    expect(screen.getByText('Hardanger Fjord Site')).toBeInTheDocument();
    expect(screen.getByText('Lofoten North')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "Map of the company's farms" })).toBeInTheDocument();
  });

  it('Delete asks "<farm> contains N audits. Delete <farm>?" and says "Farm <farm> is deleted!"', async () => {
    const fetchMock = renderPage(['ROLE_COMPANY'], { [`DELETE ${base}/farm/f-1`]: () => new Response(null, { status: 204 }) });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete Hardanger Fjord Site' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Hardanger Fjord Site contains 2 audits. Delete Hardanger Fjord Site?')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Farm Hardanger Fjord Site is deleted!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`${base}/farm/f-1`, expect.objectContaining({ method: 'DELETE' }));
  });

  it('a failed delete says "API error while deleting the farm."', async () => {
    renderPage(['ROLE_ADMIN'], { [`DELETE ${base}/farm/f-2`]: () => jsonResponse(409, { message: 'x' }) });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete Lofoten North' }));
    expect(await screen.findByText('Lofoten North contains 1 audits. Delete Lofoten North?')).toBeInTheDocument();
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('API error while deleting the farm.')).toBeInTheDocument();
  });

  it('buttons follow the capabilities: an auditor edits, but neither assigns nor deletes', async () => {
    renderPage(['ROLE_SURVEYOR']);
    expect(await screen.findByRole('link', { name: 'Edit Hardanger Fjord Site' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Users of Hardanger Fjord Site' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Hardanger Fjord Site' })).not.toBeInTheDocument();
  });

  it('"Search farms" asks the server from the first character and selecting a farm selects it on the map', async () => {
    const fetchMock = renderPage(['ROLE_USER'], { [`POST ${base}/farm-ac`]: () => jsonResponse(200, [farms[1]]) });
    const u = userEvent.setup();
    await u.type(await screen.findByRole('combobox', { name: 'Search farms' }), 'L');
    await u.click(await screen.findByRole('option', { name: 'Lofoten North' }));
    const call = fetchMock.mock.calls.find(([url]) => String(url) === `${base}/farm-ac`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ name: 'L' });
    await waitFor(() => expect(screen.getByRole('img', { name: "Map of the company's farms" })).toHaveAttribute('data-selected', 'f-2'));
    expect(screen.getByRole('button', { name: 'Show Lofoten North on the map' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('no farms: an empty state', async () => {
    renderPage(['ROLE_COMPANY'], { [`GET ${base}/farm/`]: () => jsonResponse(200, []) });
    expect(await screen.findByText('No farms yet')).toBeInTheDocument();
  });

  it('a failed load says "API error while loading the company farms."', async () => {
    renderPage(['ROLE_COMPANY'], { [`GET ${base}/farm/`]: () => jsonResponse(409, { message: 'x' }) });
    await waitFor(() => expect(screen.getAllByText('API error while loading the company farms.')).toHaveLength(2));
  });
});
