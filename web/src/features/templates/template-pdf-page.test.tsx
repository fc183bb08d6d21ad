import { screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { renderPdf } from '../../components/pdf/render-pdf.ts';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { TemplatePdfPage } from './template-pdf-page.tsx';
import { storedTemplate } from './template-test-data.ts';

vi.mock('../../components/pdf/render-pdf.ts', () => ({ renderPdf: vi.fn(async () => new Blob(['%PDF-1.3'])) }));

const template = storedTemplate('t-1', 'Salmonid sea site');

beforeEach(() => {
  signInAs(userWith(['ROLE_ADMIN']));
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:form'), revokeObjectURL: vi.fn() });
});

it.each([
  ['', 1, 'Aquarisk-Salmonid sea site-Form.pdf'],
  ['?farms=4', 4, 'Aquarisk-Salmonid sea site-Form-4-farms.pdf'],
])('draws the blank form%s for %i farm(s)', async (query, farms, fileName) => {
  stubApi({ 'GET /admin/api/v1/template/t-1': () => jsonResponse(200, template) });
  renderWithProviders(<TemplatePdfPage />, { route: `/template-pdf/t-1${query}`, path: '/template-pdf/:templateId' });
  const download = await screen.findByTestId('pdf-download');
  await waitFor(() => expect(download).toHaveAttribute('href', 'blob:form'));
  expect(download).toHaveAttribute('download', fileName);
  expect(vi.mocked(renderPdf).mock.lastCall![0].props).toMatchObject({ farms, template: { name: 'Salmonid sea site' } });
});
