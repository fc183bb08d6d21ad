import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { ScriptedXhr } from '../../test/scripted-xhr.ts';
import { signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { mediaItem, SURVEY } from './media-test-data.ts';
import { UploadFootageModal } from './upload-footage-modal.tsx';

const listPath = `/api/v1/survey/${SURVEY}/media`;

function setup() {
  signInAs(userWith(['ROLE_SURVEYOR']));
  const fetchMock = stubApi({
    [`GET ${listPath}`]: () => jsonResponse(200, { items: [mediaItem()] }),
    [`DELETE ${listPath}/m-1`]: () => new Response(null, { status: 204 }),
    [`GET /api/v1/survey/${SURVEY}/farm`]: () => jsonResponse(200, {}),
  });
  renderWithProviders(<UploadFootageModal surveyExtId={SURVEY} opened onClose={() => undefined} />);
  const listCalls = () => fetchMock.mock.calls.filter(([u, init]) => String(u).startsWith(listPath) && (init?.method ?? 'GET') === 'GET');
  return { fetchMock, listCalls };
}

async function chooseRovFile(name = 'rov dive 2.mp4', size = 2 * 1048576 + 524288) {
  const slot = await screen.findByTestId('footage-slot-submarine');
  const input = slot.parentElement!.querySelector<HTMLInputElement>('[data-testid="footage-slot-submarine"] input[type="file"]');
  const file = new File([new Uint8Array(size)], name, { type: 'video/mp4' });
  fireEvent.change(input!, { target: { files: [file] } });
  return slot;
}

describe('UploadFootageModal', () => {
  beforeEach(() => ScriptedXhr.install());

  it('a stored drone video offers Delete; an empty ROV slot offers a file', async () => {
    setup();
    const drone = await screen.findByTestId('footage-slot-drone');
    expect(drone).toHaveTextContent('pen-4-flyover.mp4');
    expect(drone).toHaveTextContent('5.10 Mb');
    expect(within(drone).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('footage-slot-submarine')).getByRole('button', { name: 'Choose rov footage file' }),
    ).toBeInTheDocument();
  });

  it('uploads with real progress in Mb with two decimals, then says "Video Saved!" and refreshes the list', async () => {
    const { listCalls } = setup();
    const slot = await chooseRovFile();
    expect(slot).toHaveTextContent('rov dive 2.mp4');
    expect(slot).toHaveTextContent('2.50 Mb');
    await userEvent.click(within(slot).getByRole('button', { name: 'Upload' }));
    const xhr = ScriptedXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`/api/v1/survey/${SURVEY}/media/category/submarine`);
    expect(xhr.body?.get('name')).toBe('rov-dive-2.mp4');
    expect((xhr.body?.get('file') as File).size).toBe(2 * 1048576 + 524288);
    xhr.progress(1048576, 2 * 1048576 + 524288);
    expect(await within(slot).findByText('40% · 1.00 Mb of 2.50 Mb')).toBeInTheDocument();
    expect(within(slot).getByRole('progressbar', { name: 'ROV footage upload progress' })).toHaveAttribute('aria-valuenow', '40');
    const before = listCalls().length;
    xhr.respond(200, mediaItem({ externalId: 'm-2', category: 'submarine', name: 'rov-dive-2.mp4' }));
    expect(await screen.findByText('Video Saved!')).toBeInTheDocument();
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });

  it('Cancel while uploading aborts the request, says "Canceled by user" in the slot and goes back to choosing a file', async () => {
    setup();
    const slot = await chooseRovFile();
    await userEvent.click(within(slot).getByRole('button', { name: 'Upload' }));
    ScriptedXhr.last!.progress(100, 1000);
    await userEvent.click(within(slot).getByRole('button', { name: 'Cancel' }));
    expect(ScriptedXhr.last!.aborted).toBe(true);
    expect(await within(slot).findByRole('button', { name: 'Choose rov footage file' })).toBeInTheDocument();
    expect(within(slot).getByTestId('upload-notice')).toHaveTextContent('Canceled by user');
    expect(screen.queryByText('Video Saved!')).not.toBeInTheDocument();
  });

  it("a refused file shows the server's reason in the slot and keeps the file chosen", async () => {
    setup();
    const slot = await chooseRovFile('notes.mp4');
    await userEvent.click(within(slot).getByRole('button', { name: 'Upload' }));
    ScriptedXhr.last!.respond(415, { status: 415, error: 'Unsupported Media Type', message: 'The file is not an mp4 video.' });
    expect(await within(slot).findByTestId('upload-notice')).toHaveTextContent('The file is not an mp4 video.');
    expect(await within(slot).findByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(slot).toHaveTextContent('notes.mp4');
  });

  it('a file that is not mp4 by name cannot be sent', async () => {
    setup();
    const slot = await chooseRovFile('dive.mov');
    expect(within(slot).getByRole('alert')).toHaveTextContent('Choose an mp4 video.');
    expect(within(slot).getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('Delete asks first, then deletes and says "Video was deleted!"', async () => {
    const { fetchMock } = setup();
    const drone = await screen.findByTestId('footage-slot-drone');
    await userEvent.click(within(drone).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete drone footage' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Video was deleted!')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u, init]) => String(u) === `${listPath}/m-1` && init?.method === 'DELETE')).toBe(true);
  });
});
