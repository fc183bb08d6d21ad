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
import { documentMessages } from '@aquarisk/contract/messages';

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
afterEach(() => {
  vi.mocked(renderPdf).mockClear();
  vi.restoreAllMocks();
});

const renderAt = (ui: React.ReactElement, route: string, path: string) => renderWithProviders(ui, { route, path });

/** The server's PDF as it answers GET /report.pdf and /summary.pdf. */
const pdfResponse = () => new Response('%PDF-1.7 server', { status: 200, headers: { 'Content-Type': 'application/pdf' } });

describe('report and summary pages', () => {
  it.each([
    ['Report', <ReportPage />, '/report/s-1', '/report/:surveyId', 'report.pdf'],
    ['Summary', <SummaryPage />, '/summary/s-1', '/summary/:surveyId', 'summary.pdf'],
  ] as const)(
    'the %s shows the server’s PDF and offers it under the spec’s file name, drawing nothing in the browser',
    async (kind, ui, route, path, file) => {
      const fetchMock = stubApi({
        'GET /api/v1/survey/s-1/report': () => jsonResponse(200, report),
        [`GET /api/v1/survey/s-1/${file}`]: pdfResponse,
      });
      renderAt(ui, route, path);
      const download = await screen.findByTestId('pdf-download');
      await waitFor(() => expect(download).toHaveAttribute('href', 'blob:document'));
      expect(download).toHaveAttribute('download', `Aquarisk-${FARM_NAME}-${kind}.pdf`);
      expect(screen.getByTestId('pdf-frame')).toHaveAttribute('src', 'blob:document');
      const shown = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
      expect([shown.size, shown.type]).toEqual(['%PDF-1.7 server'.length, 'application/pdf']);
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(`/api/v1/survey/s-1/${file}`);
      expect(renderPdf).not.toHaveBeenCalled();
    },
  );

  it('says the audit is not scored yet on a 409', async () => {
    stubApi({
      'GET /api/v1/survey/s-1/report': () => errorResponse('CONFLICT', 'This audit has not been scored yet.'),
      'GET /api/v1/survey/s-1/report.pdf': () => errorResponse('CONFLICT', 'This audit has not been scored yet.'),
    });
    renderAt(<ReportPage />, '/report/s-1', '/report/:surveyId');
    // either answer (the data's or the file's 409) may come first: both say the same
    await waitFor(() => expect(screen.getByRole('heading', { name: 'This audit has not been scored yet.' })).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the spec’s message when the report does not load', async () => {
    stubApi({
      'GET /api/v1/survey/s-1/report': () => jsonResponse(500, { status: 500, message: 'boom' }),
      'GET /api/v1/survey/s-1/summary.pdf': pdfResponse,
    });
    renderAt(<SummaryPage />, '/summary/s-1', '/summary/:surveyId');
    expect((await screen.findAllByText('API error while loading the audit report.')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('pdf-frame')).not.toBeInTheDocument();
  });

  it('shows the spec’s message when the server’s PDF does not come', async () => {
    stubApi({
      'GET /api/v1/survey/s-1/report': () => jsonResponse(200, report),
      'GET /api/v1/survey/s-1/report.pdf': () => jsonResponse(500, { status: 500, message: 'boom' }),
    });
    renderAt(<ReportPage />, '/report/s-1', '/report/:surveyId');
    expect(await screen.findByText('API error while loading the audit report.')).toBeInTheDocument();
    expect(screen.queryByTestId('pdf-frame')).not.toBeInTheDocument();
  });

  it('offline, says calmly that the document needs a connection, and opens it once back online', async () => {
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    stubApi({
      'GET /api/v1/survey/s-1/report': () => jsonResponse(200, report),
      'GET /api/v1/survey/s-1/report.pdf': () => (online ? pdfResponse() : Promise.reject(new TypeError('Failed to fetch'))),
    });
    renderAt(<ReportPage />, '/report/s-1', '/report/:surveyId');
    const status = await screen.findByText(documentMessages.offline);
    expect(screen.getByText(documentMessages.offlineTitle)).toBeInTheDocument();
    expect(status.closest('[role="alert"]')).toBeNull();
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.getByTestId('pdf-frame')).toHaveAttribute('src', 'blob:document'));
    expect(screen.queryByText(documentMessages.offline)).not.toBeInTheDocument();
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
