import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keepMedia, writePackage } from '../../lib/offline/offline-db.ts';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { offlinePackage } from '../../test/offline-fixtures.ts';
import { ScriptedXhr } from '../../test/scripted-xhr.ts';
import { signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { auditKeys } from '../audit-frame/audit-frame-api.ts';
import { mediaItem, SURVEY } from './media-test-data.ts';
import { keepUnfinished, readUnfinished } from './unfinished-uploads.ts';
import { UploadFootageModal } from './upload-footage-modal.tsx';

const listPath = `/api/v1/survey/${SURVEY}/media`;
const uploadsPath = `/api/v1/survey/${SURVEY}/media/category/submarine/uploads`;
const ROV_SIZE = 2 * 1048576 + 524288;
const USER = 'u-1';

let onLine = true;
/** The device loses the link: the browser says so and every request fails as fetch does offline. */
function goOffline() {
  onLine = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
}

function renderModal(opened = true) {
  return renderWithProviders(<UploadFootageModal surveyExtId={SURVEY} opened={opened} onClose={() => undefined} />, {
    route: `/audit/${SURVEY}`,
    path: '/audit/:id',
  });
}

async function chooseRovFile(name = 'rov dive 2.mp4') {
  const slot = await screen.findByTestId('footage-slot-submarine');
  const file = new File([new Uint8Array(ROV_SIZE)], name, { type: 'video/mp4' });
  fireEvent.change(slot.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files: [file] } });
  return slot;
}

/** Starts an ROV upload and answers the tus creation; returns the PATCH sending the bytes. */
async function startedRovUpload() {
  const slot = await chooseRovFile();
  await userEvent.click(within(slot).getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(ScriptedXhr.last?.method).toBe('POST'));
  ScriptedXhr.last!.respond(201, undefined, { Location: `${uploadsPath}/abc` });
  await waitFor(() => expect(ScriptedXhr.last?.method).toBe('PATCH'));
  return { slot, patch: ScriptedXhr.last! };
}

beforeEach(() => {
  onLine = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
  ScriptedXhr.install();
  signInAs(userWith(['ROLE_SURVEYOR'], { externalId: USER }));
});

describe('Upload Footage offline (issue 37 item 1)', () => {
  it('works from what the device kept with the audit: the stored drone video, an ROV slot to choose, a calm note', async () => {
    await writePackage({ userExtId: USER, surveyExtId: SURVEY, pkg: offlinePackage(), cursor: null });
    await keepMedia(USER, SURVEY, [mediaItem()]);
    goOffline();
    renderModal();
    const note = await screen.findByTestId('footage-offline');
    expect(note).toHaveTextContent(
      /^Offline\. Stored files as this device last saw them \(.+\)\. A file you choose now uploads when the connection returns\.$/,
    );
    expect(screen.getByTestId('footage-slot-drone')).toHaveTextContent('pen-4-flyover.mp4');
    expect(
      within(screen.getByTestId('footage-slot-submarine')).getByRole('button', { name: 'Choose rov footage file' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.queryByText('API error while loading the audit media.')).not.toBeInTheDocument();
  });

  it('with nothing kept, says what needs the connection and still offers every slot; an upload waits for the link', async () => {
    goOffline();
    renderModal();
    expect(await screen.findByTestId('footage-offline')).toHaveTextContent(
      'Offline. The files stored with this audit show when the connection returns. A file you choose now uploads when the connection returns.',
    );
    expect(screen.getByTestId('footage-slot-drone')).not.toHaveTextContent('Nothing stored yet');
    const slot = await chooseRovFile();
    await userEvent.click(within(slot).getByRole('button', { name: 'Upload' }));
    expect(await within(slot).findByText(/Waiting for the connection/)).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it("a running upload's progress and Cancel survive a failed refetch of the list when the link drops", async () => {
    stubApi({ [`GET ${listPath}`]: () => jsonResponse(200, { items: [] }) });
    const { client } = renderModal();
    const { slot, patch } = await startedRovUpload();
    patch.progress(1048576, ROV_SIZE);
    expect(await within(slot).findByText(/40% · 1.00 Mb of 2.50 Mb/)).toBeInTheDocument();
    goOffline();
    await act(() => client.refetchQueries({ queryKey: auditKeys.media(SURVEY) }));
    await waitFor(() => expect(client.getQueryState(auditKeys.media(SURVEY))?.status).toBe('error'));
    expect(within(slot).getByText(/40% · 1.00 Mb of 2.50 Mb/)).toBeInTheDocument();
    expect(within(slot).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(patch.aborted).toBe(false);
  });
});

describe('Upload Footage after a reload or on another screen (issue 37 item 2)', () => {
  it('keeps uploading when the dialog and its screen are gone, and shows the same upload when it opens again', async () => {
    stubApi({ [`GET ${listPath}`]: () => jsonResponse(200, { items: [] }) });
    const first = renderModal();
    const { patch } = await startedRovUpload();
    first.unmount();
    expect(patch.aborted).toBe(false);
    patch.progress(2 * 1048576, ROV_SIZE);
    renderModal();
    const slot = await screen.findByTestId('footage-slot-submarine');
    expect(await within(slot).findByText(/80% · 2.00 Mb of 2.50 Mb/)).toBeInTheDocument();
    patch.respond(200, mediaItem({ externalId: 'm-2', category: 'submarine', name: 'rov-dive-2.mp4' }), {
      'Upload-Offset': String(ROV_SIZE),
    });
    expect(await screen.findByText('Video Saved!')).toBeInTheDocument();
    expect(readUnfinished(USER, SURVEY, 'submarine')).toBeNull();
  });

  it('keeps how much a running upload sent, so the slot can say so after a reload', async () => {
    stubApi({ [`GET ${listPath}`]: () => jsonResponse(200, { items: [] }) });
    renderModal();
    const { patch } = await startedRovUpload();
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 5_000);
    patch.progress(1048576, ROV_SIZE);
    expect(readUnfinished(USER, SURVEY, 'submarine')).toMatchObject({ fileName: 'rov dive 2.mp4', size: ROV_SIZE, loaded: 1048576 });
  });

  it('after a reload, an unfinished upload says how much was sent and how to resume, not "Nothing stored yet"', async () => {
    keepUnfinished(USER, SURVEY, 'submarine', { fileName: 'long dive.mp4', size: 60 * 1048576, loaded: 15 * 1048576 });
    stubApi({ [`GET ${listPath}`]: () => jsonResponse(200, { items: [] }) });
    renderModal();
    const slot = await screen.findByTestId('footage-slot-submarine');
    const unfinished = await within(slot).findByTestId('unfinished-upload');
    expect(unfinished).toHaveTextContent('long dive.mp4');
    expect(unfinished).toHaveTextContent('15.00 Mb of 60.00 Mb uploaded: choose the file again to resume');
    expect(slot).not.toHaveTextContent('Nothing stored yet');
    expect(within(slot).getByRole('button', { name: 'Choose rov footage file' })).toBeInTheDocument();
  });
});
