import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toFarmMapColumns } from '@aquarisk/contract/farm-map-columns';
import type { FarmMapItem } from '@aquarisk/contract/schemas/intelligence.schema';
import type { IntelligenceMapProps } from './map/intelligence-map-props.ts';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { stubRecordingApi, type ApiCall } from '../../test/recording-api.ts';
import { signInAs, userWith } from '../../test/session-fixtures.ts';
import { IntelligencePage } from './intelligence-page.tsx';
import { countries, mapItems, riskSummary } from './intelligence-test-data.ts';

const preload = vi.hoisted(() => vi.fn());
// MapLibre needs WebGL; the map's own logic is tested in map/ and in the browser (e2e). Here: what the page hands it.
vi.mock('./components/intelligence-map.tsx', () => ({
  IntelligenceMap: (p: IntelligenceMapProps) => (
    <div
      data-testid="map"
      data-mode={p.mode.key}
      data-section={p.section ?? ''}
      data-focus={p.focus?.farmExtId ?? ''}
      data-fit={JSON.stringify(p.fit)}
    >
      <button type="button" onClick={() => p.onOpenResults('/audit/audit-result/s-lof')}>
        Open Lofoten results
      </button>
      {p.children}
    </div>
  ),
  preloadIntelligenceMap: preload,
}));

const base = '/api/v1/iq/company/c-a';
const columnsPath = `${base}/columns`;
function api(opts: { items?: FarmMapItem[]; risk?: (c: ApiCall) => Response | Promise<Response> } = {}) {
  return stubRecordingApi((c) => {
    if (c.path === columnsPath) return jsonResponse(200, toFarmMapColumns(opts.items ?? mapItems));
    if (c.path === `${base}/risk`)
      return opts.risk
        ? opts.risk(c)
        : jsonResponse(200, riskSummary(c.query.get('section') === 'Environment' ? [0, 0, 0, 0, 1] : [1, 0, 0, 1, 0]));
    if (c.path === '/api/v1/iq/my/company/c-a/countries') return jsonResponse(200, countries(c.query.get('scored') === 'true'));
    if (c.path === '/api/v1/iq/my/company/c-a/countries/farm/count')
      return jsonResponse(200, [
        { country: 'Canada', farmCount: 1 },
        { country: 'Norway', farmCount: 2 },
        { country: null, farmCount: 1 },
      ]);
    return undefined;
  });
}
const render = (route = '/intelligence') => renderWithProviders(<IntelligencePage />, { route, path: '/intelligence' });
const legendCount = () => screen.getByTestId('map-legend-count').textContent;

describe('IntelligencePage', () => {
  it('starts loading the map while the farms still load, so land is ready sooner (issue 21 item 16)', async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    preload.mockClear();
    stubRecordingApi(() => new Promise<Response>(() => {}));
    render();
    expect(await screen.findByText('Loading the farms…')).toBeInTheDocument();
    expect(preload).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('map')).not.toBeInTheDocument();
  });

  it('opens in the risk mode: scored farms, their totals and the risk summary', async () => {
    signInAs(userWith(['ROLE_UNDERWRITER', 'ROLE_USER']));
    const calls = api();
    render();
    expect(await screen.findByTestId('map')).toHaveAttribute('data-mode', 'risk');
    expect(calls.find((c) => c.path === columnsPath)?.query.get('scored')).toBe('false');
    expect(legendCount()).toBe('2 farms shown; 2 not drawn (no scored audit or no location)');
    expect(await screen.findByTestId('total-farms')).toHaveTextContent('2');
    expect(screen.getByTestId('total-animals')).toHaveTextContent('2.2M');
    expect(screen.getByTestId('total-tonnage')).toHaveTextContent('9.8k t');
    expect(screen.getByTestId('total-average-value')).toHaveTextContent('NOK 292M');
    expect(screen.getByTestId('total-maximum-value')).toHaveTextContent('NOK 363M');
    const chart = await screen.findByRole('list', { name: 'Farms per risk level' });
    await waitFor(() => expect(within(chart).getByLabelText('LOW: 1 farm')).toBeInTheDocument());
    expect(within(chart).getByLabelText('MODERATE HIGH: 1 farm')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/countries'))?.query.get('scored')).toBe('true');
  });

  it('switches modes: all farms and value modes change what is drawn and the totals', async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    const calls = api();
    render();
    const u = userEvent.setup();
    await screen.findByTestId('map');
    // jsdom is a narrow screen: the modes are a select there (a segmented control from 62em, used in the e2e).
    const mode = async (label: string) => {
      await u.click(screen.getByRole('combobox', { name: 'Map mode' }));
      await u.click(await screen.findByRole('option', { name: label }));
    };
    await mode('All farms');
    expect(screen.getByTestId('map')).toHaveAttribute('data-mode', 'all');
    expect(legendCount()).toBe('3 farms shown; 1 not drawn (no location)');
    // Issue 39 item 5: the stale farms' ring is in the legend, with how many there are (Hardanger's audit is 18 months old).
    expect(screen.getByTestId('map-legend-stale')).toHaveTextContent('stale: latest audit older than the audit interval (1)');
    await waitFor(() => expect(screen.getByTestId('total-farms')).toHaveTextContent('4'));
    expect(calls.filter((c) => c.path.endsWith('/countries')).map((c) => c.query.get('scored'))).toEqual(['true', 'false']);
    // Issue 21 item 14: one total per currency, never NOK and CAD added under a $.
    const lines = (testId: string) =>
      within(screen.getByTestId(testId))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(lines('total-average-value')).toEqual(['CA$7M', 'NOK 292M']);
    expect(lines('total-maximum-value')).toEqual(['NOK 363M']);
    const norway = screen.getByRole('row', { name: /^Norway/ });
    expect(within(norway).getByRole('list', { name: 'Maximum value by currency' })).toHaveTextContent(/^NOK 363M$/);
    const canada = screen.getByRole('row', { name: /^Canada/ });
    expect(within(canada).getByRole('list', { name: 'Average value by currency' })).toHaveTextContent('CA$7M');
    expect(within(canada).getAllByRole('cell').at(-1)).toHaveTextContent('none recorded');
    await mode('Animal count');
    expect(legendCount()).toBe('2 farms shown; 2 not drawn (no animal count or no location)');
    expect(screen.getByTestId('map-legend')).toHaveTextContent('Size: animal count');
    await mode('Average value');
    expect(legendCount()).toBe('2 farms shown; 2 not drawn (no average value or no location)');
    expect(screen.getByTestId('map-legend')).toHaveTextContent('Size: average value (each in its own currency)');
    expect(screen.getByTestId('map-legend')).toHaveTextContent('10M+');
    expect(screen.getByTestId('map-legend')).not.toHaveTextContent('$');
    await mode('Maximum value');
    expect(legendCount()).toBe('1 farm shown; 3 not drawn (no maximum value or no location)');
    await mode('Tonnage');
    expect(screen.getByTestId('map-legend')).toHaveTextContent('10k t+');
    expect(screen.getByTestId('map')).toHaveAttribute('data-mode', 'tonnage');
  });

  it("recolours by a section's risk and asks for that section's summary", async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    const calls = api();
    render();
    const u = userEvent.setup();
    await screen.findByTestId('map');
    await u.click(screen.getByRole('combobox', { name: 'Section' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All sections', 'Animal Health', 'Environment']);
    await u.click(screen.getByRole('option', { name: 'Environment' }));
    expect(screen.getByTestId('map')).toHaveAttribute('data-section', 'Environment');
    expect(screen.getByTestId('map-legend')).toHaveTextContent('Environment risk');
    await waitFor(() => expect(calls.some((c) => c.path === `${base}/risk` && c.query.get('section') === 'Environment')).toBe(true));
    expect(await screen.findByLabelText('HIGH: 1 farm')).toBeInTheDocument();
    expect(screen.getByText('Farms by their Environment risk')).toBeInTheDocument();
  });

  it('finds a farm (fly-to) and zooms to a country', async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    api();
    render();
    const u = userEvent.setup();
    await screen.findByTestId('map');
    await u.type(screen.getByRole('combobox', { name: 'Find a farm' }), 'Hard');
    await u.click(await screen.findByRole('option', { name: 'Hardanger Fjord Site' }));
    expect(screen.getByTestId('map')).toHaveAttribute('data-focus', 'f-har');
    await u.click(screen.getByRole('combobox', { name: 'Country' }));
    await u.click(await screen.findByRole('option', { name: 'Norway (2)' }));
    expect(JSON.parse(screen.getByTestId('map').getAttribute('data-fit')!)).toEqual({ country: 'Norway', nonce: 1 });
  });

  it('follows a popup link to the audit results inside the app', async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    api();
    render();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Open Lofoten results' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/audit/audit-result/s-lof');
  });

  it('shows grey skeleton bars, never the default counts as numbers, while the summary loads', async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    api({ risk: () => new Promise<Response>(() => {}) });
    render();
    const chart = await screen.findByRole('list', { name: 'Farms per risk level' });
    expect(chart).toHaveAttribute('aria-busy', 'true');
    expect(chart).not.toHaveTextContent(/\d/);
    expect(within(chart).queryByLabelText(/farms/)).toBeNull();
  });

  it("says 'No scored audits yet' when no farm has a scored audit", async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    api({ items: mapItems.map((i) => ({ ...i, surveyId: null, surveyName: null, normScore: null, risk: null, sections: [], steps: {} })) });
    render();
    expect(await screen.findByText('No scored audits yet')).toBeInTheDocument();
    expect(screen.queryByTestId('map')).toBeNull();
  });

  it("shows the spec's message when the farms cannot be loaded", async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    stubRecordingApi((c) =>
      c.path === columnsPath ? jsonResponse(500, { status: 500, error: 'Internal Server Error', message: 'boom' }) : jsonResponse(200, []),
    );
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('API error while loading company farms with the audits.');
  });
});
