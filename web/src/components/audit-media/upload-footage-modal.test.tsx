import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionExpiry } from '../../app/session-expiry.tsx';
import { session } from '../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { ScriptedXhr } from '../../test/scripted-xhr.ts';
import { signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { mediaItem, SURVEY } from './media-test-data.ts';
import { UploadFootageModal } from './upload-footage-modal.tsx';

const listPath = `/api/v1/survey/${SURVEY}/media`;
const uploadsPath = `/api/v1/survey/${SURVEY}/media/category/submarine/uploads`;

/** The tus creation request of the upload: answered with the upload's URL; returns the PATCH that follows. */
async function created(): Promise<ScriptedXhr> {
  await waitFor(() => expect(ScriptedXhr.last?.method).toBe('POST'));
  const create = ScriptedXhr.last!;
  expect(create.url).toBe(uploadsPath);
  create.respond(201, undefined, { Location: `${uploadsPath}/abc` });
  await waitFor(() => expect(ScriptedXhr.last?.method).toBe('PATCH'));
  return ScriptedXhr.last!;
}

const refreshPath = 'POST /api/v1/oauth/token';

/** `refresh` answers the token refresh; the screen is mounted as in the app, beside the session-expiry handler. */
function setup(refresh: () => Response = () => jsonResponse(599, { message: 'no refresh expected' })) {
  signInAs(userWith(['ROLE_SURVEYOR']));
  const fetchMock = stubApi({
    [`GET ${listPath}`]: () => jsonResponse(200, { items: [mediaItem()] }),
    [`DELETE ${listPath}/m-1`]: () => new Response(null, { status: 204 }),
    [`GET /api/v1/survey/${SURVEY}/farm`]: () => jsonResponse(200, {}),
    [refreshPath]: refresh,
  });
  renderWithProviders(
    <>
      <SessionExpiry />
      <UploadFootageModal surveyExtId={SURVEY} opened onClose={() => undefined} />
    </>,
    { route: `/audit/${SURVEY}`, path: '/audit/:id' },
  );
  const listCalls = () => fetchMock.mock.calls.filter(([u, init]) => String(u).startsWith(listPath) && (init?.method ?? 'GET') === 'GET');
  const refreshCalls = () => fetchMock.mock.calls.filter(([u, init]) => `${init?.method} ${String(u)}` === refreshPath);
  return { fetchMock, listCalls, refreshCalls };
}

const ROV_SIZE = 2 * 1048576 + 524288;

async function chooseRovFile(name = 'rov dive 2.mp4', size = ROV_SIZE) {
  const slot = await screen.findByTestId('footage-slot-submarine');
  const input = slot.parentElement!.querySelector<HTMLInputElement>('[data-testid="footage-slot-submarine"] input[type="file"]');
  const file = new File([new Uint8Array(size)], name, { type: 'video/mp4' });
  fireEvent.change(input!, { target: { files: [file] } });
  return slot;
}

describe('UploadFootageModal', () => {
  beforeEach(() => {
    localStorage.clear();
    ScriptedXhr.install();
  });

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
    await waitFor(() => expect(ScriptedXhr.last?.method).toBe('POST'));
    expect(ScriptedXhr.last!.headers['Upload-Length']).toBe(String(2 * 1048576 + 524288));
    expect(ScriptedXhr.last!.headers['Upload-Metadata']).toContain(`name ${btoa('rov-dive-2.mp4')}`);
    const xhr = await created();
    expect(xhr.url).toBe(`${uploadsPath}/abc`);
    expect((xhr.payload as Blob).size).toBe(2 * 1048576 + 524288);
    xhr.progress(1048576, 2 * 1048576 + 524288);
    expect(await within(slot).findByText('40% · 1.00 Mb of 2.50 Mb')).toBeInTheDocument();
    expect(within(slot).getByRole('progressbar', { name: 'ROV footage upload progress' })).toHaveAttribute('aria-valuenow', '40');
    const before = listCalls().length;
    xhr.respond(200, mediaItem({ externalId: 'm-2', category: 'submarine', name: 'rov-dive-2.mp4' }), {
      'Upload-Offset': String(ROV_SIZE),
    });
    expect(await screen.findByText('Video Saved!')).toBeInTheDocument();
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });

  it('Cancel while uploading aborts the request and deletes the upload, says "Canceled by user" and goes back to choosing a file', async () => {
    setup();
    const slot = await chooseRovFile();
    await userEvent.click(within(slot).getByRole('button', { name: 'Upload' }));
    const patch = await created();
    patch.progress(100, 1000);
    await userEvent.click(within(slot).getByRole('button', { name: 'Cancel' }));
    expect(patch.aborted).toBe(true);
    await waitFor(() => expect(ScriptedXhr.last?.method).toBe('DELETE'));
    expect(ScriptedXhr.last!.url).toBe(`${uploadsPath}/abc`);
    ScriptedXhr.last!.respond(204, undefined);
    expect(await within(slot).findByRole('button', { name: 'Choose rov footage file' })).toBeInTheDocument();
    expect(within(slot).getByTestId('upload-notice')).toHaveTextContent('Canceled by user');
    expect(screen.queryByText('Video Saved!')).not.toBeInTheDocument();
  });

  it("a refused file shows the server's reason in the slot and keeps the file chosen", async () => {
    setup();
    const slot = await chooseRovFile('notes.mp4');
    await userEvent.click(within(slot).getByRole('button', { name: 'Upload' }));
    (await created()).respond(415, {
      status: 415,
      error: 'Unsupported Media Type',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'The file is not an mp4 video.',
    });
    expect(await within(slot).findByTestId('upload-notice')).toHaveTextContent('The file is not an mp4 video.');
    expect(await within(slot).findByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(slot).toHaveTextContent('notes.mp4');
  });

  it('a 401 mid-upload goes through the one token refresh and the upload is sent once more', async () => {
    const { refreshCalls } = setup(() =>
      jsonResponse(200, { access_token: 'at-2', refresh_token: 'rt-2', token_type: 'bearer', expires_in: 900 }),
    );
    const slot = await chooseRovFile();
    await userEvent.click(within(slot).getByRole('button', { name: 'Upload' }));
    const patch = await created();
    patch.respond(401, { status: 401, error: 'Unauthorized', code: 'UNAUTHORIZED', message: 'Token expired' });
    await waitFor(() => expect(ScriptedXhr.all).toHaveLength(3));
    const retry = ScriptedXhr.last!;
    expect(retry.headers['Authorization']).toBe('Bearer at-2');
    expect(retry.method).toBe('PATCH');
    expect(retry.url).toBe(`${uploadsPath}/abc`);
    retry.respond(200, mediaItem({ externalId: 'm-2', category: 'submarine', name: 'rov-dive-2.mp4' }), {
      'Upload-Offset': String(ROV_SIZE),
    });
    expect(await screen.findByText('Video Saved!')).toBeInTheDocument();
    expect(refreshCalls()).toHaveLength(1);
    expect(ScriptedXhr.all).toHaveLength(3);
    expect(screen.getByTestId('location')).toHaveTextContent(`/audit/${SURVEY}`);
  });

  it('a failed refresh mid-upload ends the session and goes to sign-in; the upload shows no error of its own', async () => {
    const { refreshCalls } = setup(() =>
      jsonResponse(400, { status: 400, error: 'Bad Request', code: 'SESSION_EXPIRED', message: 'Invalid refresh token' }),
    );
    const slot = await chooseRovFile();
    await userEvent.click(within(slot).getByRole('button', { name: 'Upload' }));
    const patch = await created();
    patch.progress(1048576, 2 * 1048576 + 524288);
    patch.respond(401, { status: 401, error: 'Unauthorized', code: 'UNAUTHORIZED', message: 'Token expired' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(session.get().tokens).toBeNull();
    expect(session.get().user).toBeNull();
    // The session's end is said once, by the app, in the words of a failed token refresh.
    expect(await screen.findAllByText('API error while token refresh.')).toHaveLength(1);
    expect(screen.queryByText(/Invalid refresh token/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('upload-notice')).not.toBeInTheDocument();
    expect(screen.queryByTestId('footage-slot-submarine')).not.toBeInTheDocument();
    expect(refreshCalls()).toHaveLength(1);
    expect(ScriptedXhr.all).toHaveLength(2);
  });

  it('offline, the upload says it waits for the connection and starts when the link returns', async () => {
    let onLine = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
    setup();
    const slot = await chooseRovFile();
    await userEvent.click(within(slot).getByRole('button', { name: 'Upload' }));
    expect(await within(slot).findByText(/Waiting for the connection/)).toBeInTheDocument();
    expect(ScriptedXhr.all).toHaveLength(0);
    onLine = true;
    window.dispatchEvent(new Event('online'));
    const patch = await created();
    expect(within(slot).queryByText(/Waiting for the connection/)).not.toBeInTheDocument();
    patch.respond(200, mediaItem({ externalId: 'm-2', category: 'submarine', name: 'rov-dive-2.mp4' }), {
      'Upload-Offset': String(ROV_SIZE),
    });
    expect(await screen.findByText('Video Saved!')).toBeInTheDocument();
    vi.restoreAllMocks();
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
