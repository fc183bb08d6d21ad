import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ScriptedXhr } from '../../test/scripted-xhr.ts';
import { signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { SURVEY } from './media-test-data.ts';
import { UploadEnvironmentModal } from './upload-environment-modal.tsx';

const LINE_ERROR = 'Line 3, column 2: "warm" is not a number.';

async function chooseCsv(name = 'loggers.csv') {
  signInAs(userWith(['ROLE_SURVEYOR']));
  stubApi({});
  renderWithProviders(<UploadEnvironmentModal surveyExtId={SURVEY} opened onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'Upload Environmental Data' });
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File(['timestamp,temperature (C)\n2026-01-01,warm\n'], name, { type: 'text/csv' })] } });
  return dialog;
}

describe('UploadEnvironmentModal', () => {
  beforeEach(() => ScriptedXhr.install());

  it("keeps the server's reason for a refused file in the dialog until the user acts", async () => {
    const dialog = await chooseCsv();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    ScriptedXhr.last!.respond(400, { status: 400, error: 'Bad Request', code: 'VALIDATION', message: LINE_ERROR });
    const notice = await within(dialog).findByTestId('upload-notice');
    expect(notice).toHaveTextContent('The file was not uploaded');
    expect(notice).toHaveTextContent(LINE_ERROR);
    expect(notice).toHaveAttribute('role', 'alert');
    // The file stays chosen, so it can be sent again once fixed; choosing again (here: Cancel) clears the reason.
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByTestId('upload-notice')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Choose CSV file' })).toBeInTheDocument();
  });

  it('says "Canceled by user" in the dialog when a running upload is cancelled', async () => {
    const dialog = await chooseCsv();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    ScriptedXhr.last!.progress(10, 100);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(ScriptedXhr.last!.aborted).toBe(true);
    expect(await within(dialog).findByTestId('upload-notice')).toHaveTextContent('Canceled by user');
    expect(within(dialog).getByRole('button', { name: 'Choose CSV file' })).toBeInTheDocument();
  });

  it('refuses a file that is not .csv before sending anything', async () => {
    const dialog = await chooseCsv('loggers.txt');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a .csv file.');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(ScriptedXhr.all).toHaveLength(0);
  });
});
