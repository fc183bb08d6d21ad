import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { screenMessages } from '@aquarisk/contract/messages';
import type { Portfolio, PortfolioFarm } from '@aquarisk/contract/schemas/portfolio.schema';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { errorResponse } from '../../test/error-response.ts';
import { companyA, signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { PortfolioPage } from './portfolio-page.tsx';

const LATEST = '11111111-1111-4111-8111-111111111111';
const PREVIOUS = '22222222-2222-4222-8222-222222222222';
const companyUrl = `/api/v1/portfolio/company/${companyA.externalId}`;

const alpha: PortfolioFarm = {
  farmExtId: 'f-1',
  farmName: 'Hardanger Fjord Site',
  companyExtId: companyA.externalId,
  companyName: companyA.name,
  country: 'Norway',
  latest: {
    externalId: LATEST,
    name: 'Hardanger 2026',
    date: '2026-05-12T08:00:00.000Z',
    normScore: 45,
    risk: 'HIGH',
    caps: ["'Is the site licence valid?' — No"],
  },
  previous: { externalId: PREVIOUS, name: 'Hardanger 2025', date: '2025-05-14T08:00:00.000Z', normScore: 85, risk: 'LOW', caps: [] },
  scoreChange: -40,
  bandSteps: 4,
  auditAge: { auditedOn: '2026-05-12', months: 6, stale: false },
};

const chiloe: PortfolioFarm = {
  ...alpha,
  farmExtId: 'f-2',
  farmName: 'Chiloé Sur',
  latest: { ...alpha.latest, externalId: PREVIOUS, name: 'Chiloé Sur site audit', date: '2024-11-05T12:00:00.000Z', caps: [] },
  previous: null,
  scoreChange: null,
  bandSteps: null,
  auditAge: { auditedOn: '2024-11-05', months: 25, stale: true },
};

const portfolio: Portfolio = {
  farms: 12,
  scoredFarms: 9,
  comparedFarms: 6,
  worsenedFarms: 1,
  improvedFarms: 3,
  migration: [
    { from: 'NONE', to: 'LOW', farms: 3 },
    { from: 'MODERATE', to: 'MODERATE_LOW', farms: 3 },
    { from: 'LOW', to: 'HIGH', farms: 1 },
    { from: 'LOW', to: 'LOW', farms: 2 },
  ],
  worsened: [alpha],
  staleFarms: 3,
  stale: [chiloe],
};

const render = () => renderWithProviders(<PortfolioPage />, { route: '/portfolio', path: '/portfolio' });

describe('PortfolioPage', () => {
  it('shows the figures, the band migration with worse and better moves told apart, and the farms that worsened most', async () => {
    signInAs(userWith(['ROLE_COMPANY']));
    stubApi({ [`GET ${companyUrl}`]: () => jsonResponse(200, portfolio) });
    render();
    expect(await screen.findByTestId('portfolio-figures')).toHaveTextContent(/Scored farms9of 12 farms.*Worsened1.*Improved3/);
    const table = screen.getByTestId('migration-table');
    const row = (from: string) => table.querySelector(`tr[data-from="${from}"]`) as HTMLElement;
    expect(within(row('LOW')).getByLabelText('1 farm, worse')).toHaveTextContent('1');
    expect(within(row('LOW')).getByLabelText('2 farms')).toHaveTextContent('2');
    expect(within(row('MODERATE')).getByLabelText('3 farms, better')).toBeInTheDocument();
    expect(within(row('NONE')).getByText('No earlier audit')).toBeInTheDocument();
    expect(table).not.toHaveTextContent('undefined'); // no UNKNOWN column without an UNKNOWN farm

    const worse = within(screen.getByTestId('worsened-farms')).getAllByRole('row');
    expect(worse[1]).toHaveTextContent(
      /Hardanger Fjord Site.*85\.0%.*LOW.*Hardanger 2025.*45\.0%.*HIGH.*Capped by 'Is the site licence valid\?' — No.*-40\.0/,
    );
    expect(within(worse[1]!).getByRole('link', { name: 'Compare the audits of Hardanger Fjord Site' })).toHaveAttribute(
      'href',
      `/audits/${LATEST}/compare/${PREVIOUS}`,
    );
    expect(screen.queryByRole('radiogroup', { name: 'Whose farms' })).not.toBeInTheDocument();
  });

  it('counts the stale farms and lists them with the age of their latest scored audit (issue 39 item 5)', async () => {
    signInAs(userWith(['ROLE_COMPANY']));
    stubApi({ [`GET ${companyUrl}`]: () => jsonResponse(200, portfolio) });
    render();
    expect(await screen.findByTestId('portfolio-figures')).toHaveTextContent(/Stale3latest audit older than the audit interval/);
    const rows = within(screen.getByTestId('stale-farms')).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent(/Chiloé Sur.*Chiloé Sur site audit/);
    expect(within(rows[1]!).getByTestId('stale-badge')).toHaveTextContent(/^Stale · 25 months:/);
    expect(screen.getByTestId('stale-farms-more')).toHaveTextContent('And 2 more stale farms');
  });

  it('lets a platform admin switch to every company', async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    stubApi({
      [`GET ${companyUrl}`]: () => jsonResponse(200, portfolio),
      'GET /admin/api/v1/portfolio': () => jsonResponse(200, { ...portfolio, farms: 400, scoredFarms: 300 }),
    });
    render();
    expect(await screen.findByTestId('portfolio-figures')).toHaveTextContent('of 12 farms');
    await userEvent.click(screen.getByRole('radio', { name: 'All companies' }));
    expect(await screen.findByText('of 400 farms')).toBeInTheDocument();
    expect(within(screen.getByTestId('worsened-farms')).getByText(companyA.name)).toBeInTheDocument();
  });

  it('counts one farm in the singular: of 1 farm (issue 37 item 18)', async () => {
    signInAs(userWith(['ROLE_COMPANY']));
    stubApi({ [`GET ${companyUrl}`]: () => jsonResponse(200, { ...portfolio, farms: 1, scoredFarms: 1 }) });
    render();
    expect(await screen.findByText('of 1 farm')).toBeInTheDocument();
    expect(screen.queryByText('of 1 farms')).not.toBeInTheDocument();
  });

  it('says so when no farm has a scored audit', async () => {
    signInAs(userWith(['ROLE_COMPANY']));
    stubApi({
      [`GET ${companyUrl}`]: () => jsonResponse(200, { ...portfolio, scoredFarms: 0, comparedFarms: 0, migration: [], worsened: [] }),
    });
    render();
    expect(await screen.findByText('No scored audit yet')).toBeInTheDocument();
  });

  it('shows an error with a retry when the portfolio cannot be loaded, and the loading state first', async () => {
    signInAs(userWith(['ROLE_COMPANY']));
    stubApi({ [`GET ${companyUrl}`]: () => errorResponse('SERVER_ERROR', 'down') });
    render();
    expect(screen.getByText('Loading the portfolio…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(screenMessages.loadPortfolio);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
