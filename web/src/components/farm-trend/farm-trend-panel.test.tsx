import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FarmTrend } from '@aquarisk/contract/schemas/trend.schema';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { FarmTrendPanel, TREND_EMPTY } from './farm-trend-panel.tsx';

/** jsdom has no canvas: uPlot is replaced by a recorder of what each chart was asked to draw. */
const drawn = vi.hoisted(() => [] as { labels: string[]; data: unknown[][] }[]);
vi.mock('uplot', () => ({
  default: class {
    constructor(options: { series: { label?: string }[] }, data: unknown[][]) {
      drawn.push({ labels: options.series.slice(1).map((s) => s.label ?? ''), data });
    }
    setSize() {}
    destroy() {}
  },
}));

const SURVEY = '11111111-1111-4111-8111-111111111111';
const COMPANY = '22222222-2222-4222-8222-222222222222';
const FARM = '33333333-3333-4333-8333-333333333333';
const surveyPath = `GET /api/v1/survey/${SURVEY}/trend`;
const farmPath = `GET /api/v1/company/${COMPANY}/farm/${FARM}/trend`;

const audit = (n: number, date: string, normScore: number, risk: string) => ({
  externalId: `0000000${n}-0000-4000-8000-000000000000`,
  name: `Hardanger annual audit ${date.slice(0, 4)}`,
  date,
  normScore,
  risk,
  sections: [
    { id: 1, name: 'Animal Health', normScore: normScore - 5, risk },
    { id: 2, name: 'Environment', normScore: normScore + 5, risk },
  ],
});

function trend(over: Partial<FarmTrend> = {}): FarmTrend {
  const audits = [audit(1, '2023-05-09T08:00:00.000Z', 57.4, 'MODERATE'), audit(2, '2024-05-14T08:00:00.000Z', 81.4, 'LOW')];
  return {
    farmName: 'Hardanger Fjord Site',
    audits,
    measures: [
      {
        key: 'lice.peak',
        label: 'Highest weekly average of adult female lice',
        unit: null,
        limits: [{ kind: 'LEGAL', op: 'GTE', value: 0.5, text: 'fewer than 0.5', source: 'Lakselusforskriften' }],
        points: [
          { surveyExtId: audits[0]!.externalId, date: audits[0]!.date, value: 0.45 },
          { surveyExtId: audits[1]!.externalId, date: audits[1]!.date, value: 0.12 },
        ],
      },
      {
        key: 'escapes.count',
        label: 'Fish escaped this cycle',
        unit: null,
        limits: [{ kind: 'STANDARD', op: 'GTE', value: 300, text: 'fewer than 300', source: 'ASC' }],
        points: [{ surveyExtId: audits[1]!.externalId, date: audits[1]!.date, value: 1200 }],
      },
    ],
    environment: [
      {
        key: 'temperature',
        label: 'temperature',
        unit: 'C',
        points: [
          { tsMs: Date.UTC(2023, 4, 1), value: 8.2, audit: 0 },
          { tsMs: Date.UTC(2024, 4, 1), value: 9.1, audit: 1 },
        ],
      },
    ],
    ...over,
  };
}

describe('FarmTrendPanel', () => {
  it('summarises the change and gives every audit, score and measurement in tables a keyboard reaches', async () => {
    signInAs(userWith(['ROLE_USER']));
    stubApi({ [surveyPath]: () => jsonResponse(200, trend()) });
    renderWithProviders(<FarmTrendPanel source={{ surveyExtId: SURVEY }} />);
    expect(await screen.findByTestId('trend-summary')).toHaveTextContent(
      /2 scored audits from .* Latest: 81\.4% LOW \(\+24\.0 points since/,
    );
    // The disclosure is reached and opened from the keyboard.
    await userEvent.tab();
    expect(screen.getByText('The figures as tables').closest('summary')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const scores = screen.getByRole('table', { name: 'Scores by audit' });
    const rows = within(scores).getAllByTestId('trend-score-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      expect.stringContaining('Hardanger annual audit 2023'),
      expect.stringContaining('Hardanger annual audit 2024'),
    ]);
    expect(rows[1]).toHaveTextContent('81.4%');
    const measures = screen.getByRole('table', { name: 'Priced measurements by audit' });
    const lice = within(measures).getByText('Highest weekly average of adult female lice').closest('tr')!;
    expect(lice).toHaveTextContent('0.450.12Legal limit: breached at or above 0.5');
    const escapes = within(measures).getByText('Fish escaped this cycle').closest('tr')!;
    expect(escapes).toHaveTextContent('–1,200Standard: breached at or above 300');
  });

  it('loads the charts lazily and draws one per measurement and environmental parameter', async () => {
    signInAs(userWith(['ROLE_USER']));
    stubApi({ [farmPath]: () => jsonResponse(200, trend()) });
    renderWithProviders(<FarmTrendPanel source={{ companyExtId: COMPANY, farmExtId: FARM }} />);
    expect(await screen.findByTestId('trend-scores-chart')).toHaveAttribute('aria-label', expect.stringContaining('2 scored audits'));
    expect(screen.getByTestId('trend-measure-chart-lice.peak')).toHaveAttribute('aria-label', expect.stringContaining('Legal limit'));
    expect(screen.getByTestId('trend-measure-chart-escapes.count')).toBeInTheDocument();
    expect(screen.getByTestId('trend-environment-chart-temperature')).toHaveAttribute(
      'aria-label',
      'temperature of 2 audits on one time axis',
    );
  });

  it('says trends need a second scored audit when the farm has one', async () => {
    signInAs(userWith(['ROLE_USER']));
    stubApi({ [surveyPath]: () => jsonResponse(200, trend({ audits: [trend().audits[0]!], measures: [], environment: [] })) });
    renderWithProviders(<FarmTrendPanel source={{ surveyExtId: SURVEY }} />);
    expect(await screen.findByText(TREND_EMPTY)).toBeInTheDocument();
    expect(screen.queryByTestId('trend-scores-chart')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading and an error with a retry when the trend cannot be loaded', async () => {
    signInAs(userWith(['ROLE_USER']));
    let fail = true;
    stubApi({ [surveyPath]: () => (fail ? jsonResponse(500, { status: 500, message: 'boom' }) : jsonResponse(200, trend())) });
    renderWithProviders(<FarmTrendPanel source={{ surveyExtId: SURVEY }} />);
    expect(screen.getByTestId('trend-loading')).toBeInTheDocument();
    expect((await screen.findAllByText("The farm's history could not be loaded.")).length).toBeGreaterThan(0);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByTestId('trend-summary')).toBeInTheDocument();
  });

  it('stays away when the farm is not visible to the user', async () => {
    signInAs(userWith(['ROLE_USER']));
    const fetchMock = stubApi({ [surveyPath]: () => jsonResponse(404, { status: 404, message: 'Not found' }) });
    renderWithProviders(<FarmTrendPanel source={{ surveyExtId: SURVEY }} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.queryByTestId('farm-trend')).not.toBeInTheDocument());
  });
});
