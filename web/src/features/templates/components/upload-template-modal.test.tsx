import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { signInAs, stubApi, userWith } from '../../../test/session-fixtures.ts';
import { UploadTemplateModal } from './upload-template-modal.tsx';
import { errorResponse } from '../../../test/error-response.ts';
import { storedTemplate } from '../template-test-data.ts';

const created = storedTemplate('t-9', 'farm-audit');

function renderModal() {
  signInAs(userWith(['ROLE_ADMIN']));
  const onClose = vi.fn();
  const view = renderWithProviders(<UploadTemplateModal opened onClose={onClose} />, { route: '/templates' });
  const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { ...view, onClose, input };
}

/** A half-megabyte .json file. */
const halfMb = () => new File([new Uint8Array(524288)], 'farm-audit.json', { type: 'application/json' });

describe('UploadTemplateModal', () => {
  it('shows the chosen file and its size in Mb with two decimals, and suggests the name', async () => {
    const user = userEvent.setup();
    const { input } = renderModal();
    expect(screen.getByText('Template and file names should have no spaces or special symbols')).toBeInTheDocument();
    expect(input()).toHaveAttribute('accept', '.json,.csv');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await user.upload(input(), halfMb());
    expect(await screen.findByText('0.50 Mb')).toBeInTheDocument();
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('farm-audit.json');
    expect(screen.getByLabelText(/Template name/)).toHaveValue('farm-audit');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('Cancel upload aborts the request, says "Canceled by user" in the dialog and keeps the chosen file', async () => {
    const user = userEvent.setup();
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        return new Promise((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        });
      }),
    );
    const { input } = renderModal();
    await user.upload(input(), halfMb());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByLabelText('Uploading')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(signal?.aborted).toBe(true);
    expect(await within(screen.getByRole('dialog')).findByRole('status')).toHaveTextContent('Canceled by user');
    expect(screen.queryByLabelText('Uploading')).not.toBeInTheDocument();
    expect(screen.getByText('0.50 Mb')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('shows the server’s message for a bad file, naming line and field', async () => {
    const user = userEvent.setup();
    const message = "Line 3, field answer_type: Unknown answer type 'TEXT' (expected one of SHORT_TEXT, LONG_TEXT)";
    stubApi({ 'POST /admin/api/v1/template': () => errorResponse('VALIDATION', message, { answer_type: message }) });
    const { input } = renderModal();
    await user.upload(input(), new File(['section_id\n1'], 'farm.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('API error while uploading the template file.')).toBeInTheDocument();
  });

  it.each(['farm.xlsx', 'farm.txt'])('refuses %s before sending, without calling it an API error', async (fileName) => {
    const user = userEvent.setup({ applyAccept: false });
    const fetchMock = stubApi({});
    const { input } = renderModal();
    await user.upload(input(), new File(['x'], fileName, { type: 'text/plain' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This file cannot be uploaded');
    expect(alert).toHaveTextContent('A template file must be a .json or .csv file.');
    expect(screen.queryByText(/API error/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends name and file as multipart, says "Template created!" and opens the editor', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ 'POST /admin/api/v1/template': () => jsonResponse(201, created) });
    const { input, onClose } = renderModal();
    await user.upload(input(), halfMb());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Template created!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/templates/t-9'));
    expect(onClose).toHaveBeenCalled();
    const form = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect(form.get('name')).toBe('farm-audit');
    expect((form.get('file') as File).name).toBe('farm-audit.json');
  });
});
