import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionsReport, auditReport, FARM_NAME } from '@aquarisk/reports/test/report-fixture';
import { renderPdf } from '../../components/pdf/render-pdf.ts';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { ActionsReportPage } from './actions-report-page.tsx';
import { ReportPage } from './report-page.tsx';
import { SummaryPage } from './summary-page.tsx';
import { errorResponse } from '../../test/error-response.ts';

// React PDF draws with canvas-free layout that jsdom cannot run; the pages' wiring is what is tested here, the
// documents themselves are rendered and read back in reports/ and the e2e journey.
vi.mock('../../components/pdf/render-pdf.ts', () => ({
  renderPdf: vi.fn(async () => new Blob(['%PDF-1.3'], { type: 'application/pdf' })),
}));

const report = auditReport(8);
beforeEach(() => {
  signInAs(userWith(['ROLE_USER']));
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:document'), revokeObjectURL: vi.fn() });
});
afterEach(() => vi.mocked(renderPdf).mockClear());

const renderAt = (ui: React.ReactElement, route: string, path: string) => renderWithProviders(ui, { route, path });

describe('report and summary pages', () => {
  it.each([
    ['Report', <ReportPage />, '/report/s-1', '/report/:surveyId'],
    ['Summary', <SummaryPage />, '/summary/s-1', '/summary/:surveyId'],
  ] as const)('the %s draws the document from GET /report and offers it under the spec’s file name', async (kind, ui, route, path) => {
    stubApi({ 'GET /api/v1/survey/s-1/report': () => jsonResponse(200, report) });
    renderAt(ui, route, path);
    const download = await screen.findByTestId('pdf-download');
    await waitFor(() => expect(download).toHaveAttribute('href', 'blob:document'));
    expect(download).toHaveAttribute('download', `Aquarisk-${FARM_NAME}-${kind}.pdf`);
    expect(screen.getByTestId('pdf-frame')).toHaveAttribute('src', 'blob:document');
    const element = vi.mocked(renderPdf).mock.calls[0]![0];
    expect(element.props).toMatchObject({ kind, report: { farmName: FARM_NAME } });
  });

  it('says the audit is not scored yet on a 409', async () => {
    stubApi({ 'GET /api/v1/survey/s-1/report': () => errorResponse('CONFLICT', 'This audit has not been scored yet.') });
    renderAt(<ReportPage />, '/report/s-1', '/report/:surveyId');
    expect(await screen.findByRole('heading', { name: 'This audit has not been scored yet.' })).toBeInTheDocument();
    expect(renderPdf).not.toHaveBeenCalled();
  });

  it('shows the spec’s message when the report does not load', async () => {
    stubApi({ 'GET /api/v1/survey/s-1/report': () => jsonResponse(500, { status: 500, message: 'boom' }) });
    renderAt(<SummaryPage />, '/summary/s-1', '/summary/:surveyId');
    expect((await screen.findAllByText('API error while loading the audit report.')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('pdf-frame')).not.toBeInTheDocument();
  });
});

describe('actions report page', () => {
  it('draws the actions report and names the file after the farm', async () => {
    stubApi({ 'GET /api/v1/survey/s-1/actions-report': () => jsonResponse(200, actionsReport) });
    renderAt(<ActionsReportPage />, '/actions-report/s-1', '/actions-report/:surveyExtId');
    const download = await screen.findByTestId('pdf-download');
    await waitFor(() => expect(download).toHaveAttribute('href', 'blob:document'));
    expect(download).toHaveAttribute('download', `Aquarisk-${FARM_NAME}-Actions.pdf`);
    expect(vi.mocked(renderPdf).mock.calls[0]![0].props).toMatchObject({ report: { farmName: FARM_NAME } });
  });
});
