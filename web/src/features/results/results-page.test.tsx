import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { riskColors } from '@aquarisk/contract/risk';
import { RISK_MODEL_VERSION } from '@aquarisk/contract/scoring/model-version';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { apiScoreResult, apiSurveyDetail } from '../../test/contract-fixtures.ts';
import { AuditResultsPage } from './results-page.tsx';
import { auditResults, cappedResults, cappedStep, farm, modelResults, shrimpResults, stepResults } from './results-test-data.ts';
import { errorResponse } from '../../test/error-response.ts';

vi.mock('../../components/map/farm-map.tsx', () => ({ FarmMap: () => null }));

const base = '/api/v1/survey/s-1';
const render = () =>
  renderWithProviders(<AuditResultsPage />, { route: '/audit/audit-result/s-1', path: '/audit/audit-result/:surveyExtId' });

const noEnvironment = (b: string) => ({
  surveyExtId: b.split('/').pop(),
  fileName: null,
  uploadedAt: null,
  from: null,
  to: null,
  series: [],
});

function stubResults(extra: Record<string, () => Response> = {}) {
  return stubApi({
    [`GET ${base}/score`]: () => jsonResponse(200, auditResults),
    [`GET ${base}/farm`]: () => jsonResponse(200, farm),
    [`GET ${base}/score/section/1/step/1`]: () => jsonResponse(200, stepResults),
    [`POST ${base}/user-ac`]: () => jsonResponse(200, [{ externalId: 'u-7', name: 'Astrid Auditor' }]),
    [`GET ${base}/environment`]: () => jsonResponse(200, noEnvironment(base)),
    [`GET ${base}/trend`]: () => jsonResponse(200, { farmName: 'Bantry Bay', audits: [], measures: [], environment: [] }),
    ...extra,
  });
}

describe('AuditResultsPage', () => {
  it('shows the title, the score with one decimal and its band, and the document links', async () => {
    signInAs(userWith(['ROLE_USER']));
    stubResults();
    render();
    expect(await screen.findByRole('heading', { name: 'Bantry Bay longline audit', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('audit-score')).toHaveTextContent('51.3%');
    for (const [name, href] of [
      ['Report', '/report/s-1'],
      ['Summary', '/summary/s-1'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(screen.queryByRole('button', { name: 'Score again' })).not.toBeInTheDocument();
  });

  it('names the knockout answer that capped the band, with the score band beside it', async () => {
    signInAs(userWith(['ROLE_UNDERWRITER']));
    stubResults({ [`GET ${base}/score`]: () => jsonResponse(200, cappedResults) });
    render();
    expect(await screen.findByTestId('audit-score')).toHaveTextContent('86.2%');
    const notices = screen.getAllByTestId('cap-notice');
    expect(notices[0]).toHaveTextContent("Capped at HIGH by: 'Is the site licence valid?' — No");
    expect(screen.getByTestId('score-band')).toHaveTextContent('The score alone is LOW.');
    // The audit, its first section and its first step are capped; the other section is not.
    expect(notices).toHaveLength(2);
    const sections = screen.getAllByRole('region');
    expect(within(sections[0]!).getByTestId('cap-notice')).toBeInTheDocument();
    expect(within(sections[1]!).queryByTestId('cap-notice')).not.toBeInTheDocument();
    const [capped, plain] = screen.getAllByTestId('step-tile');
    expect(capped).toHaveAccessibleName(/Capped by a knockout answer/);
    expect(capped).toHaveTextContent('HIGH · capped');
    expect(plain).not.toHaveAccessibleName(/capped/);
  });

  it('shows no cap line when the band is the score’s own', async () => {
    signInAs(userWith(['ROLE_UNDERWRITER']));
    stubResults({ [`GET ${base}/score`]: () => jsonResponse(200, { ...auditResults, scoreRisk: 'MODERATE', caps: [] }) });
    render();
    await screen.findByTestId('audit-score');
    expect(screen.queryByTestId('cap-notice')).not.toBeInTheDocument();
    expect(screen.queryByTestId('score-band')).not.toBeInTheDocument();
  });

  it('marks the knockout answer in the step detail and shows N/A answers as N/A', async () => {
    signInAs(userWith(['ROLE_UNDERWRITER']));
    stubResults({
      [`GET ${base}/score`]: () => jsonResponse(200, cappedResults),
      [`GET ${base}/score/section/1/step/1`]: () => jsonResponse(200, cappedStep),
    });
    render();
    await userEvent.click((await screen.findAllByTestId('step-tile'))[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('knockout-badge')).toHaveTextContent('Knockout: caps at HIGH');
    expect(within(dialog).getByTestId('cap-notice')).toHaveTextContent("Capped at HIGH by: 'Is the site licence valid?' — No");
    expect(within(dialog).getByText('Not applicable: left out of the score')).toBeInTheDocument();
    expect(within(dialog).getByText('N/A')).toBeInTheDocument();
    expect(within(dialog).queryByText(/N\/A mg\/l/)).not.toBeInTheDocument();
  });

  it('fills each step tile with its risk colour; only an admin sees the numeric step score', async () => {
    signInAs(userWith(['ROLE_MANAGER', 'ROLE_COMPANY']));
    stubResults();
    const { unmount } = render();
    const tiles = await screen.findAllByTestId('step-tile');
    expect(tiles.map((t) => t.style.background)).toEqual([riskColors.HIGH, riskColors.LOW, riskColors.MODERATE].map(hexToRgb));
    expect(screen.queryAllByTestId('step-score')).toHaveLength(0);
    unmount();

    signInAs(userWith(['ROLE_ADMIN']));
    render();
    await screen.findAllByTestId('step-tile');
    expect(screen.getAllByTestId('step-score').map((s) => s.textContent)).toEqual([
      'Score 7.1% (1 of 14)',
      'Score 100.0% (6 of 6)',
      'Score 50.0% (2 of 4)',
    ]);
  });

  it('has one pill per band present; toggling pills filters the tiles', async () => {
    signInAs(userWith(['ROLE_USER']));
    stubResults();
    render();
    await screen.findAllByTestId('step-tile');
    expect(within(screen.getByRole('group', { name: 'Filter steps by risk' })).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: 'HIGH (1)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'MODERATE (1)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'LOW (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /MODERATE LOW/ })).not.toBeInTheDocument();

    const u = userEvent.setup();
    await u.click(screen.getByRole('checkbox', { name: 'HIGH (1)' }));
    expect(screen.getAllByTestId('step-tile').map((t) => t.dataset['risk'])).toEqual(['HIGH']);
    expect(screen.queryByRole('heading', { name: 'Environment' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('checkbox', { name: 'LOW (1)' }));
    expect(screen.getAllByTestId('step-tile').map((t) => t.dataset['risk'])).toEqual(['HIGH', 'LOW']);
    await u.click(screen.getByRole('button', { name: 'Show all' }));
    expect(screen.getAllByTestId('step-tile')).toHaveLength(3);
  });

  it('a tile opens the step detail with answers in human form, and Expand all / Collapse all', async () => {
    signInAs(userWith(['ROLE_USER']));
    stubResults();
    render();
    const u = userEvent.setup();
    await u.click((await screen.findAllByTestId('step-tile'))[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Astrid Auditor')).toBeInTheDocument();
    expect(within(dialog).getByText('No')).toBeInTheDocument();
    expect(within(dialog).getByText('Quarterly')).toBeInTheDocument();
    expect(within(dialog).getByText('4.5 mg/l')).toBeInTheDocument();
    expect(within(dialog).getByText('Question 3')).toBeInTheDocument();

    const controls = () => within(dialog).getAllByRole('button', { name: /Question \d/ });
    expect(controls().every((c) => c.getAttribute('aria-expanded') === 'true')).toBe(true);
    await u.click(within(dialog).getByRole('button', { name: 'Collapse all' }));
    expect(controls().every((c) => c.getAttribute('aria-expanded') === 'false')).toBe(true);
    await u.click(controls()[1]!);
    expect(controls().map((c) => c.getAttribute('aria-expanded'))).toEqual(['false', 'true', 'false', 'false']);
    await u.click(within(dialog).getByRole('button', { name: 'Expand all' }));
    expect(controls().every((c) => c.getAttribute('aria-expanded') === 'true')).toBe(true);
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('an admin scores a current result again: "Audit scored!" and the results reload', async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    const fetchMock = stubResults({
      [`GET ${base}/score`]: () => jsonResponse(200, modelResults),
      [`POST ${base}/score`]: () => jsonResponse(200, apiScoreResult({ modelVersion: RISK_MODEL_VERSION })),
    });
    render();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Score again' }));
    expect(await screen.findByText('Audit scored!')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith(`${base}/score?`))).toHaveLength(2));
  });

  it('a result scored with risk model v1 keeps it and says so; the admin’s rescore uses the current model (issue 22)', async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    const fetchMock = stubResults({
      [`POST ${base}/score`]: () => jsonResponse(200, apiScoreResult({ modelVersion: RISK_MODEL_VERSION })),
    });
    render();
    expect(await screen.findByTestId('model-version')).toHaveTextContent(
      `Scored with risk model v1; the current model is v${RISK_MODEL_VERSION}. The result keeps its model until an admin rescores it.`,
    );
    expect(screen.queryByRole('button', { name: 'Score again' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Rescore with model v${RISK_MODEL_VERSION}` }));
    expect(await screen.findByText('Audit scored!')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => String(url) === `${base}/score` && init?.method === 'POST')).toBe(true);
  });

  it('flags legal limits exceeded apart from standards not met, with the exposure floor and the rules applied (issue 22)', async () => {
    signInAs(userWith(['ROLE_UNDERWRITER']));
    stubResults({ [`GET ${base}/score`]: () => jsonResponse(200, modelResults) });
    render();
    const legal = await screen.findAllByTestId('legal-breach');
    expect(legal.map((l) => l.textContent)).toEqual([
      "Legal limit exceeded: 'Highest weekly average of adult female lice per fish in the last 12 months' — 0.62 lice per fish. Limit: fewer than 0.5 adult female lice per fish at all times (Lakselusforskriften (Regulation on the control of salmon lice in aquaculture)).",
    ]);
    expect(screen.getAllByTestId('standard-breach').map((l) => l.textContent)).toEqual([
      "Standard not met: 'Fish escaped from the site this cycle (known or estimated)' — 420. Limit: fewer than 300 fish escaped in a production cycle (ASC Salmon Standard v1.4, criterion 3.4.1).",
    ]);
    expect(screen.getByTestId('exposure-line')).toHaveTextContent('score 62.3%, MODERATE LOW');
    const packs = screen.getAllByTestId('rule-pack');
    expect(within(packs[0]!).getByText('Salmonids (salmon, trout, char)')).toBeInTheDocument();
    expect(within(packs[1]!).getByText('Norway (salmonids)')).toBeInTheDocument();
    expect(packs).toHaveLength(2);
    expect(within(packs[1]!).getByText(/reported to the Directorate of Fisheries at once/)).toBeInTheDocument();
    expect(screen.queryByTestId('no-jurisdiction')).not.toBeInTheDocument();
    expect(screen.getByTestId('model-version')).toHaveTextContent(`Scored with risk model v${RISK_MODEL_VERSION}.`);
  });

  it('says a farm without a jurisdiction pack is judged on standards only, and names only the perils it measured (issue 37 item 5)', async () => {
    signInAs(userWith(['ROLE_UNDERWRITER']));
    stubResults({
      [`GET ${base}/score`]: () => jsonResponse(200, shrimpResults),
      [`GET ${base}/farm`]: () => jsonResponse(200, { ...farm, species: 'Whiteleg shrimp', country: 'Ecuador' }),
    });
    render();
    expect(await screen.findByTestId('no-jurisdiction')).toHaveTextContent('No jurisdiction pack for Ecuador: judged on standards only');
    const exposure = screen.getByTestId('exposure-line');
    expect(exposure).toHaveTextContent(
      'Exposure: the numbers an insurer prices (mortality, oxygen, water quality) score 75.0%, MODERATE LOW. The audit’s band is never better.',
    );
    expect(exposure).not.toHaveTextContent('lice');
  });

  it('lists no breaches where the answers broke no limit', async () => {
    signInAs(userWith(['ROLE_UNDERWRITER']));
    stubResults();
    render();
    await screen.findByTestId('risk-model-panel');
    expect(screen.queryByTestId('legal-breaches')).not.toBeInTheDocument();
    expect(screen.queryByTestId('standard-breaches')).not.toBeInTheDocument();
  });

  it('an audit not scored yet offers an auditor to score it when complete', async () => {
    signInAs(userWith(['ROLE_SURVEYOR']));
    stubResults({
      [`GET ${base}/score`]: () => errorResponse('CONFLICT', 'This audit has not been scored yet.'),
      [`GET ${base}`]: () => jsonResponse(200, apiSurveyDetail({ name: 'A', isSurveyComplete: true, openQuestions: 0 })),
    });
    render();
    expect(await screen.findByText('This audit has not been scored yet')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Score audit' })).toBeInTheDocument();
    expect(screen.queryByText('API error while loading the audit results.')).not.toBeInTheDocument();
  });

  it('offers "Compare with…" the farm’s other scored audits, the newest chosen, as a link with both ids (issue 26)', async () => {
    signInAs(userWith(['ROLE_USER']));
    const other = (externalId: string, name: string, date: string) => ({ externalId, name, date, normScore: 60, risk: 'MODERATE_LOW' });
    stubResults({
      [`GET ${base}/comparable`]: () =>
        jsonResponse(200, [other('s-9', 'Audit 2025', '2025-05-01T08:00:00.000Z'), other('s-8', 'Audit 2024', '2024-05-01T08:00:00.000Z')]),
    });
    render();
    const select = await screen.findByRole('combobox', { name: /Compare with…/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringMatching(/^Audit 2025 · .* · 60\.0% MODERATE LOW$/), expect.stringMatching(/^Audit 2024 · /)]);
    const link = screen.getByRole('link', { name: 'Compare' });
    expect(link).toHaveAttribute('href', '/audits/s-1/compare/s-9');
    await userEvent.selectOptions(select, 's-8');
    expect(link).toHaveAttribute('href', '/audits/s-1/compare/s-8');
  });

  it('offers no comparison when the farm has no other scored audit', async () => {
    signInAs(userWith(['ROLE_USER']));
    stubResults({ [`GET ${base}/comparable`]: () => jsonResponse(200, []) });
    render();
    await screen.findByTestId('audit-score');
    expect(screen.queryByTestId('compare-with')).not.toBeInTheDocument();
  });

  it('a failure says "API error while loading the audit results."', async () => {
    signInAs(userWith(['ROLE_USER']));
    stubResults({ [`GET ${base}/score`]: () => errorResponse('BAD_REQUEST', 'bad') });
    render();
    await waitFor(() => expect(screen.getAllByText('API error while loading the audit results.')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
