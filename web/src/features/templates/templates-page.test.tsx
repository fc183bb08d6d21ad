import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { captureDownloads } from '../../test/captured-downloads.ts';
import { TemplatesPage } from './templates-page.tsx';

const summary = {
  id: 't-1',
  name: 'Aquarisk Salmonid Sea Pens Audit',
  creationDate: '2026-03-01T10:00:00Z',
  updatedAt: '2026-03-02T10:00:00Z',
  sectionCount: 5,
  questionCount: 98,
  farmType: 'SALMONID_SEA_PENS',
};

function renderPage() {
  signInAs(userWith(['ROLE_ADMIN']));
  return renderWithProviders(<TemplatesPage />, { route: '/templates' });
}

describe('TemplatesPage', () => {
  it('lists templates as cards with counts, Edit, Download and the PDF forms opening in a new tab', async () => {
    stubApi({ 'GET /admin/api/v1/template': () => jsonResponse(200, [summary]) });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Aquarisk Salmonid Sea Pens Audit' });
    expect(within(card).getByText('5 sections')).toBeInTheDocument();
    expect(within(card).getByText('98 questions')).toBeInTheDocument();
    expect(within(card).getByText('Salmonid sea pens')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Edit Aquarisk Salmonid Sea Pens Audit' })).toHaveAttribute('href', '/templates/t-1');
    for (const [name, href] of [
      ['PDF', '/template-pdf/t-1'],
      ['PDF for multiple farms', '/template-pdf/t-1?farms=4'],
    ] as const) {
      const link = within(card).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByRole('button', { name: 'Upload Template' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ Template' })).toHaveAttribute('href', '/templates/new');
  });

  it('Download saves the server’s JSON as <name>.json through a Blob link', async () => {
    const body = { name: 'farm-audit', sections: [] };
    stubApi({
      'GET /admin/api/v1/template': () => jsonResponse(200, [{ ...summary, name: 'farm-audit' }]),
      'GET /admin/api/v1/template/t-1/download': () => jsonResponse(200, body),
    });
    const { clicked, blob } = captureDownloads('blob:template');
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download farm-audit' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('farm-audit.json');
    expect(clicked[0]!.href).toBe('blob:template');
    expect(JSON.parse(await blob().text())).toEqual(body);
  });

  it('Export CSV saves the server’s CSV as <name>.csv through a Blob link', async () => {
    const csv = 'section_id,section_ordinal,section_name\r\n1,10,Husbandry\r\n';
    const fetchMock = stubApi({
      'GET /admin/api/v1/template': () => jsonResponse(200, [{ ...summary, name: 'Farm audit 2026' }]),
      'GET /admin/api/v1/template/t-1.csv': () =>
        new Response(`\uFEFF${csv}`, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    });
    const { clicked, blob: saved } = captureDownloads('blob:template-csv');
    renderPage();
    const card = await screen.findByRole('article', { name: 'Farm audit 2026' });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Export CSV of Farm audit 2026' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('Farm-audit-2026.csv');
    const blob = saved();
    expect(blob.type).toBe('text/csv;charset=utf-8');
    // One byte-order mark, then the server's CSV unchanged.
    expect(new Uint8Array(await blob.arrayBuffer()).slice(0, 4)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf, 0x73]));
    expect((await blob.text()).replace(/^\uFEFF/, '')).toBe(csv);
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/admin/api/v1/template/t-1.csv')).toBe(true);
  });

  it('says so when there are no templates yet', async () => {
    stubApi({ 'GET /admin/api/v1/template': () => jsonResponse(200, []) });
    renderPage();
    expect(await screen.findByText('No templates yet')).toBeInTheDocument();
  });

  it('a failure says "API error while loading templates."', async () => {
    stubApi({ 'GET /admin/api/v1/template': () => jsonResponse(400, { message: 'no' }) });
    renderPage();
    await waitFor(() => expect(screen.getAllByText('API error while loading templates.')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
