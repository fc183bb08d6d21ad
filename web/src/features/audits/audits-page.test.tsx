import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { noFarmMessages } from '@aquarisk/contract/messages';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { cappedSurvey, farm, listPage, survey } from './audits-fixtures.ts';
import { AuditsPage } from './audits-page.tsx';
import { syncStatus } from '../../lib/offline/sync-status.ts';
import type { AuditListPage } from './api/list-audits.api.ts';

vi.mock('../../components/map/farm-map.tsx', () => ({ FarmMap: () => null }));

const locations = [
  { country: 'Norway', stateProvinces: ['Vestland', 'Nordland'] },
  { country: 'Chile', stateProvinces: ['Los Lagos'] },
];

function setup(roles: string[], pages: (query: URLSearchParams) => AuditListPage, route = '/audits', farmLocations = locations) {
  signInAs(userWith(roles));
  const fetchMock = stubApi({
    'GET /api/v1/company/c-a/farm/locations': () => jsonResponse(200, farmLocations),
  });
  const base = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v1/survey') return jsonResponse(200, pages(url.searchParams));
    return base(input, init);
  });
  renderWithProviders(<AuditsPage />, { route, path: '/audits' });
  const surveyCalls = () =>
    fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://localhost')).filter((u) => u.pathname === '/api/v1/survey');
  return { surveyCalls, fetchMock };
}

describe('AuditsPage', () => {
  it('counts a farm’s audits on every page, not the page’s (issue 37 item 14)', async () => {
    setup(['ROLE_SURVEYOR'], () => listPage([farm('Hardanger', [survey('Hardanger 2012')], 14)], 2));
    const hardanger = await screen.findByRole('region', { name: 'Hardanger' });
    expect(within(hardanger).getByText('14 Audits')).toBeInTheDocument();
    expect(within(hardanger).queryByText('1 Audit')).not.toBeInTheDocument();
  });

  it('labels one audit "Audit" and several "Audits", and shows N/A for an unscored audit', async () => {
    setup(['ROLE_SURVEYOR'], () =>
      listPage([
        farm('Hardanger', [survey('Hardanger 2026'), survey('Hardanger 2025', 84.25)]),
        farm('Lofoten', [survey('Lofoten winter', 37.4)]),
      ]),
    );
    const hardanger = await screen.findByRole('region', { name: 'Hardanger' });
    expect(within(hardanger).getByText('2 Audits')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Lofoten' })).getByText('1 Audit')).toBeInTheDocument();
    const scores = screen.getAllByTestId('audit-score').map((s) => s.textContent);
    expect(scores).toEqual(['N/A', '84.3%', '37.4%']);
    expect(within(hardanger).getAllByRole('list', { name: 'Section scores' })).toHaveLength(1);
    expect(within(hardanger).getAllByRole('listitem')).toHaveLength(5);
  });

  it("shows each farm's audit schedule badge beside its audit count (issue 26 item 3)", async () => {
    setup(['ROLE_COMPANY'], () =>
      listPage([
        { ...farm('Chiloé', [survey('Chiloé 2024', 61)]), schedule: { nextAuditDue: '2025-11-05', status: 'OVERDUE' } },
        { ...farm('Lofoten', [survey('Lofoten winter', 37.4)]), schedule: { nextAuditDue: '2027-08-18', status: null } },
      ]),
    );
    const chiloe = await screen.findByRole('region', { name: 'Chiloé' });
    expect(within(chiloe).getByTestId('schedule-badge')).toHaveTextContent(/^Overdue: Audit overdue since/);
    expect(within(screen.getByRole('region', { name: 'Lofoten' })).queryByTestId('schedule-badge')).toBeNull();
  });

  it('names the knockout answer under a capped audit, and nothing under the others', async () => {
    setup(['ROLE_UNDERWRITER'], () =>
      listPage([farm('Loch Creran', [cappedSurvey('Loch Creran compliance audit'), survey('Loch Creran 2024', 72.5)])]),
    );
    const rows = await screen.findAllByTestId('audit-row');
    expect(within(rows[0]!).getByTestId('audit-score')).toHaveTextContent('86.2%');
    expect(within(rows[0]!).getByText('high')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('cap-notice')).toHaveTextContent("Capped at HIGH by: 'Is the site licence valid?' — No");
    expect(rows[0]).toHaveAttribute('data-capped', 'true');
    expect(within(rows[1]!).queryByTestId('cap-notice')).not.toBeInTheDocument();
    expect(within(rows[0]!).getByRole('listitem', { name: /Governance/ })).toBeInTheDocument();
  });

  it('an empty result says "No results."', async () => {
    setup(['ROLE_USER'], () => listPage([]));
    expect(await screen.findByText('No results.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('someone who sees assigned farms only and has none is told so, not "No results." (issue 37 item 18)', async () => {
    setup(['ROLE_USER'], () => listPage([]), '/audits', []);
    expect(await screen.findByText(noFarmMessages.title)).toBeInTheDocument();
    expect(screen.getByText(noFarmMessages.description)).toBeInTheDocument();
    expect(screen.queryByText('No audits match these filters.')).not.toBeInTheDocument();
  });

  it('with a filter set, or for someone who sees the whole company, an empty list stays "No results."', async () => {
    setup(['ROLE_USER'], () => listPage([]), '/audits?state=SCORED', []);
    expect(await screen.findByText('No results.')).toBeInTheDocument();
    expect(screen.queryByText(noFarmMessages.title)).not.toBeInTheDocument();
  });

  it('hides the pager on a first page with fewer than 25 audits', async () => {
    setup(['ROLE_USER'], () => listPage([farm('Hardanger', [survey('Only one')])]));
    await screen.findByText('Only one');
    expect(screen.queryByRole('button', { name: 'Prev' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('pages with Prev and Next; Next is disabled when fewer than 25 come back', async () => {
    const full = () =>
      farm(
        'Hardanger',
        Array.from({ length: 25 }, (_, i) => survey(`Audit ${i + 1}`)),
      );
    const { surveyCalls } = setup(['ROLE_USER'], (q) =>
      q.get('page') === '2' ? listPage([farm('Lofoten', [survey('Last one')])], 2) : listPage([full()]),
    );
    await screen.findByText('Audit 25');
    expect(surveyCalls()[0]!.searchParams.get('size')).toBe('25');
    expect(surveyCalls()[0]!.searchParams.get('filterCompanyExtId')).toBe('c-a');
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Last one');
    expect(surveyCalls().at(-1)!.searchParams.get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeEnabled();
  });

  it('filters by state chip, and enables Region only once a country is chosen', async () => {
    const { surveyCalls } = setup(['ROLE_USER'], () => listPage([farm('Hardanger', [survey('Hardanger 2025', 80)])]));
    await screen.findByText('Hardanger 2025');
    for (const chip of ['All', 'Not Started', 'In Progress', 'Scored'])
      expect(screen.getByRole('radio', { name: chip })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Scored' }));
    await waitFor(() => expect(surveyCalls().at(-1)!.searchParams.get('filterState')).toBe('SCORED'));

    expect(screen.getByRole('combobox', { name: 'Region' })).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Norway' }));
    await waitFor(() => expect(surveyCalls().at(-1)!.searchParams.get('filterCountry')).toBe('Norway'));
    expect(screen.getByRole('combobox', { name: 'Region' })).toBeEnabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Region' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nordland' }));
    await waitFor(() => expect(surveyCalls().at(-1)!.searchParams.get('filterStateProvince')).toBe('Nordland'));
    expect(surveyCalls().at(-1)!.searchParams.get('filterState')).toBe('SCORED');
  });

  it('admins get New Audit, Score, Results on scored audits and a menu with Users, Summary and Report', async () => {
    const scored = survey('Hardanger 2025', 84.3);
    setup(['ROLE_ADMIN'], () => listPage([farm('Hardanger', [survey('Hardanger 2026'), scored])]));
    await screen.findByText('Hardanger 2025');
    expect(screen.getByRole('link', { name: 'New Audit' })).toHaveAttribute('href', '/audits/new');
    expect(screen.getAllByRole('button', { name: /^Score / })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: /^Results of / })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'More for Hardanger 2025' }));
    expect(await screen.findByRole('menuitem', { name: 'Users' })).toHaveAttribute('href', `/audit/audit-users/${scored.externalId}`);
    expect(screen.getByRole('menuitem', { name: 'Summary' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('menuitem', { name: 'Report' })).toHaveAttribute('href', `/report/${scored.externalId}`);
  });

  it('auditors score unscored audits only; admins may score again', async () => {
    setup(['ROLE_SURVEYOR'], () => listPage([farm('Hardanger', [survey('Hardanger 2026'), survey('Hardanger 2025', 84.3)])]));
    await screen.findByText('Hardanger 2025');
    expect(screen.getByRole('button', { name: 'Score Hardanger 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Score Hardanger 2025' })).not.toBeInTheDocument();
  });

  it('Score is disabled on an audit with unanswered questions, with a tooltip naming how many, and sends nothing', async () => {
    const { fetchMock } = setup(['ROLE_SURVEYOR'], () =>
      listPage([farm('Hardanger', [{ ...survey('Hardanger 2026'), isSurveyComplete: false, openQuestions: 3 }])]),
    );
    const button = await screen.findByRole('button', { name: 'Score Hardanger 2026' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('3 questions are unanswered');
    await userEvent.click(button);
    expect(fetchMock.mock.calls.some(([u, init]) => String(u).endsWith('/score') && init?.method === 'POST')).toBe(false);
  });

  it('read-only users see neither New Audit nor Score', async () => {
    setup(['ROLE_USER'], () => listPage([farm('Hardanger', [survey('Hardanger 2026')])]));
    await screen.findByText('Hardanger 2026');
    expect(screen.queryByRole('link', { name: 'New Audit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Score / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^More for / })).not.toBeInTheDocument();
  });

  it('a scored row opens its results', async () => {
    const scored = survey('Hardanger 2025', 84.3);
    const open = survey('Hardanger 2026');
    setup(['ROLE_USER'], () => listPage([farm('Hardanger', [open, scored])]));
    const rows = await screen.findAllByTestId('audit-row');
    await userEvent.click(within(rows[1]!).getByText('84.3%'));
    expect(screen.getByTestId('location')).toHaveTextContent(`/audit/audit-result/${scored.externalId}`);
  });

  it('an unscored row opens the audit view', async () => {
    const open = survey('Hardanger 2026');
    setup(['ROLE_USER'], () => listPage([farm('Hardanger', [open])]));
    const [row] = await screen.findAllByTestId('audit-row');
    await userEvent.click(within(row!).getByText('N/A'));
    expect(screen.getByTestId('location')).toHaveTextContent(`/audit/view-audit/${open.externalId}`);
  });

  it('a failure says "API error while loading the audits."', async () => {
    signInAs(userWith(['ROLE_USER']));
    stubApi({
      'GET /api/v1/survey': () => jsonResponse(400, { message: 'bad' }),
      'GET /api/v1/company/c-a/farm/locations': () => jsonResponse(200, []),
    });
    renderWithProviders(<AuditsPage />);
    await waitFor(() => expect(screen.getAllByText('API error while loading the audits.').length).toBeGreaterThan(0));
  });
});

describe('AuditsPage offline (issue 37 item 3)', () => {
  it('says calmly, in the badge’s words, that the full list waits for the connection: no API error', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    signInAs(userWith(['ROLE_SURVEYOR']));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithProviders(<AuditsPage />, { route: '/audits', path: '/audits' });
    const offline = await screen.findByTestId('offline-state');
    expect(offline).toHaveTextContent('Offline');
    expect(offline).toHaveTextContent('The full audits list loads again when the connection returns');
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.queryByText('API error while loading the audits.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('loads the list by itself when the connection returns', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    syncStatus.set({ online: false });
    signInAs(userWith(['ROLE_SURVEYOR']));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithProviders(<AuditsPage />, { route: '/audits', path: '/audits' });
    await screen.findByTestId('offline-state');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    stubApi({
      'GET /api/v1/survey': () => jsonResponse(200, listPage([farm('Hardanger', [survey('Hardanger 2026')])])),
      'GET /api/v1/company/c-a/farm/locations': () => jsonResponse(200, locations),
    });
    act(() => syncStatus.set({ online: true }));
    expect(await screen.findByRole('region', { name: 'Hardanger' })).toBeInTheDocument();
    expect(screen.queryByTestId('offline-state')).not.toBeInTheDocument();
  });
});
