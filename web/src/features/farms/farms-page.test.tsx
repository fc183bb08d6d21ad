import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Farm } from '@aquarisk/contract/schemas/farm.schema';
import type { FarmPoint } from '@aquarisk/contract/schemas/farm-page.schema';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { companyA, sentJson, sessionRoutes, signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { farmRow } from './farm-test-data.ts';
import { FarmsPage } from './farms-page.tsx';

vi.mock('../../components/map/farm-map.tsx', () => ({
  FarmMap: ({ ariaLabel, selectedId, points }: { ariaLabel: string; selectedId?: string | null; points: { id: string }[] }) => (
    <div role="img" aria-label={ariaLabel} data-selected={selectedId ?? ''} data-points={points.map((p) => p.id).join(' ')} />
  ),
  preloadFarmMap: () => {},
}));

const base = `/api/v1/company/${companyA.externalId}`;
const hardanger = farmRow();
const lofoten = farmRow({ externalId: 'f-2', name: 'Lofoten North', stateProvince: 'Nordland', surveyCount: 1, userCount: 0 });
const saronic = farmRow({ externalId: 'f-3', name: 'Saronic Gulf Pens', country: 'Greece', stateProvince: 'Attikí', surveyCount: 0 });
const willapa = farmRow({ externalId: 'f-9', name: 'Willapa Bay Oysters', country: 'United States', surveyCount: 3, userCount: 2 });
const pointOf = (f: Farm): FarmPoint => ({
  externalId: f.externalId,
  name: f.name,
  latitude: f.latitude,
  longitude: f.longitude,
  country: f.country,
  stateProvince: f.stateProvince,
  species: f.species,
});

/** A server of farms: pages of two, the cursor being the index of the next farm. */
function farmServer(initial: Farm[], total = initial.length) {
  let farms = [...initial];
  let shownTotal = total;
  return {
    page: (url: URL) => {
      const from = Number(url.searchParams.get('after') ?? 0);
      const next = from + 2 < farms.length ? String(from + 2) : null;
      return jsonResponse(200, { total: shownTotal, farms: farms.slice(from, from + 2), next });
    },
    points: () => jsonResponse(200, farms.map(pointOf)),
    remove: (id: string) => {
      farms = farms.filter((f) => f.externalId !== id);
      shownTotal -= 1;
    },
  };
}

function renderPage(authorities: string[], routes: Parameters<typeof stubApi>[0] = {}, server = farmServer([hardanger, lofoten])) {
  const user = userWith(authorities);
  signInAs(user);
  const fetchMock = stubApi({
    ...sessionRoutes(user),
    [`GET ${base}/farm-page`]: server.page,
    [`GET ${base}/farm-points`]: server.points,
    ...routes,
  });
  renderWithProviders(<FarmsPage />, { route: `/companies/${companyA.externalId}/farms`, path: '/companies/:companyId/farms' });
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((u) => u.pathname === path);

describe('FarmsPage', () => {
  it('shows "Total no of farms" as the server counts them, the first page and every farm on the map', async () => {
    const fetchMock = renderPage(['ROLE_COMPANY'], {}, farmServer([hardanger, lofoten, saronic], 120));
    expect(await screen.findByText('Total no of farms')).toBeInTheDocument();
    expect(screen.getByLabelText('120 farms')).toHaveTextContent('120');
    const list = screen.getByRole('list', { name: 'Farms' });
    expect(within(list).getByText('Hardanger Fjord Site')).toBeInTheDocument();
    expect(within(list).getByText('Lofoten North')).toBeInTheDocument();
    expect(within(list).queryByText('Saronic Gulf Pens')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 120 farms')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: "Map of the company's farms" })).toHaveAttribute('data-points', 'f-1 f-2 f-3'),
    );
    expect(calls(fetchMock, `${base}/farm-page`)[0]?.searchParams.get('size')).toBe('50');
    expect(calls(fetchMock, `${base}/farm/`)).toHaveLength(0);
  });

  it("shows a farm's schedule badge in words, in the order the server lists them (overdue first)", async () => {
    const overdue = farmRow({
      externalId: 'f-4',
      name: 'Saronic Gulf Pens',
      schedule: { kind: 'CYCLE', cycleDate: '2026-11-07', nextAuditDue: '2026-11-07', status: 'OVERDUE' },
    });
    const due = {
      ...lofoten,
      schedule: { kind: 'CYCLE' as const, cycleDate: '2026-12-18', nextAuditDue: '2026-12-18', status: 'DUE' as const },
    };
    renderPage(['ROLE_COMPANY'], {}, farmServer([overdue, due, hardanger], 3));
    const list = await screen.findByRole('list', { name: 'Farms' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByTestId('schedule-badge')).toHaveTextContent(/^Overdue/);
    expect(within(items[1]!).getByTestId('schedule-badge')).toHaveTextContent(/^Due:/);
  });

  it('shows "Stale · N months" on a farm whose latest scored audit is older than the audit interval, scheduled or not (issue 39 item 5)', async () => {
    const stale = farmRow({ externalId: 'f-5', name: 'Chiloé Sur', auditAge: { auditedOn: '2024-11-05', months: 25, stale: true } });
    const fresh = { ...lofoten, auditAge: { auditedOn: '2026-02-03', months: 10, stale: false } };
    renderPage(['ROLE_COMPANY'], {}, farmServer([stale, fresh], 2));
    const list = await screen.findByRole('list', { name: 'Farms' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByTestId('stale-badge')).toHaveTextContent(/^Stale · 25 months:/);
    expect(within(items[1]!).queryByTestId('stale-badge')).toBeNull();
  });

  it('"Load more farms" loads the next page after the last one, and goes once every farm is listed', async () => {
    const fetchMock = renderPage(['ROLE_COMPANY'], {}, farmServer([hardanger, lofoten, saronic]));
    const more = await screen.findByRole('button', { name: 'Load more farms' });
    await userEvent.setup().click(more);
    const list = screen.getByRole('list', { name: 'Farms' });
    expect(await within(list).findByText('Saronic Gulf Pens')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more farms' })).not.toBeInTheDocument();
    expect(calls(fetchMock, `${base}/farm-page`).map((u) => u.searchParams.get('after'))).toEqual([null, '2']);
  });

  it('the next page loads by itself when the end of the list comes into view', async () => {
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
        observe(el: Element) {
          observed.push(el);
          this.callback([{ isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
    renderPage(['ROLE_COMPANY'], {}, farmServer([hardanger, lofoten, saronic]));
    const list = await screen.findByRole('list', { name: 'Farms' });
    expect(await within(list).findByText('Saronic Gulf Pens')).toBeInTheDocument();
    expect(observed.length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Load more farms' })).not.toBeInTheDocument();
  });

  it('a farm picked in "Search farms" that is not loaded yet is pinned as "Selected farm", with its actions', async () => {
    const fetchMock = renderPage(['ROLE_COMPANY'], {
      [`POST ${base}/farm-ac`]: () => jsonResponse(200, [{ ...willapa, userCount: undefined, surveyCount: undefined }]),
      [`GET ${base}/farm/f-9`]: () => jsonResponse(200, willapa),
    });
    const u = userEvent.setup();
    await u.type(await screen.findByRole('combobox', { name: 'Search farms' }), 'W');
    await u.click(await screen.findByRole('option', { name: 'Willapa Bay Oysters' }));
    const pinned = await screen.findByRole('list', { name: 'Selected farm' });
    expect(within(pinned).getByRole('button', { name: 'Show Willapa Bay Oysters on the map' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(pinned).getByRole('link', { name: 'Edit Willapa Bay Oysters' })).toBeInTheDocument();
    expect(within(pinned).getByRole('link', { name: 'Users of Willapa Bay Oysters' })).toBeInTheDocument();
    expect(within(pinned).getByText('3 audits')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "Map of the company's farms" })).toHaveAttribute('data-selected', 'f-9');
    expect(calls(fetchMock, `${base}/farm/f-9`)).toHaveLength(1);
    await u.click(within(pinned).getByRole('button', { name: 'Delete Willapa Bay Oysters' }));
    expect(await screen.findByText('Willapa Bay Oysters contains 3 audits. Delete Willapa Bay Oysters?')).toBeInTheDocument();
  });

  it('"Search farms" asks the server from the first character; a listed farm is selected in the list, not pinned', async () => {
    const fetchMock = renderPage(['ROLE_USER'], { [`POST ${base}/farm-ac`]: () => jsonResponse(200, [lofoten]) });
    const u = userEvent.setup();
    await u.type(await screen.findByRole('combobox', { name: 'Search farms' }), 'L');
    await u.click(await screen.findByRole('option', { name: 'Lofoten North' }));
    expect(sentJson(fetchMock, 'POST', `${base}/farm-ac`)).toEqual({ name: 'L' });
    await waitFor(() => expect(screen.getByRole('img', { name: "Map of the company's farms" })).toHaveAttribute('data-selected', 'f-2'));
    expect(screen.getByRole('button', { name: 'Show Lofoten North on the map' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('list', { name: 'Selected farm' })).not.toBeInTheDocument();
    expect(calls(fetchMock, `${base}/farm/f-2`)).toHaveLength(0);
  });

  it('Delete asks "<farm> contains N audits. Delete <farm>?", says "Farm <farm> is deleted!" and reloads list and map', async () => {
    const server = farmServer([hardanger, lofoten]);
    const fetchMock = renderPage(
      ['ROLE_COMPANY'],
      {
        [`DELETE ${base}/farm/f-1`]: () => {
          server.remove('f-1');
          return new Response(null, { status: 204 });
        },
      },
      server,
    );
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete Hardanger Fjord Site' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Hardanger Fjord Site contains 2 audits. Delete Hardanger Fjord Site?')).toBeInTheDocument();
    const before = { pages: calls(fetchMock, `${base}/farm-page`).length, points: calls(fetchMock, `${base}/farm-points`).length };
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Farm Hardanger Fjord Site is deleted!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`${base}/farm/f-1`, expect.objectContaining({ method: 'DELETE' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show Hardanger Fjord Site on the map' })).not.toBeInTheDocument());
    expect(screen.getByLabelText('1 farm')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "Map of the company's farms" })).toHaveAttribute('data-points', 'f-2');
    expect(calls(fetchMock, `${base}/farm-page`).length).toBeGreaterThan(before.pages);
    expect(calls(fetchMock, `${base}/farm-points`).length).toBeGreaterThan(before.points);
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

  it('no farms: an empty state', async () => {
    renderPage(['ROLE_COMPANY'], {}, farmServer([]));
    expect(await screen.findByText('No farms yet')).toBeInTheDocument();
  });

  it('a failed load says "API error while loading the company farms." and offers to try again', async () => {
    renderPage(['ROLE_COMPANY'], { [`GET ${base}/farm-page`]: () => jsonResponse(409, { message: 'x' }) });
    await waitFor(() => expect(screen.getAllByText('API error while loading the company farms.')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
