import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { ScriptedXhr } from '../../test/scripted-xhr.ts';
import { signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { mediaItem, SURVEY } from './media-test-data.ts';
import { UploadFootageModal } from './upload-footage-modal.tsx';

/** Issue 21, item 20: the viewer's Video category can be uploaded, and the site image is named once. */
describe('UploadFootageModal categories', () => {
  beforeEach(() => {
    localStorage.clear();
    ScriptedXhr.install();
    signInAs(userWith(['ROLE_SURVEYOR']));
    stubApi({ [`GET /api/v1/survey/${SURVEY}/media`]: () => jsonResponse(200, { items: [] }) });
    renderWithProviders(<UploadFootageModal surveyExtId={SURVEY} opened onClose={() => undefined} />);
  });

  it('offers every category of the media viewer (drone, video, ROV) and the site image, each named once', async () => {
    for (const category of ['drone', 'submarine', 'video', 'map'])
      expect(await screen.findByTestId(`footage-slot-${category}`)).toBeInTheDocument();
    expect(screen.getAllByText('Site image')).toHaveLength(1);
    expect(within(screen.getByTestId('footage-slot-video')).getByText('Other video')).toBeInTheDocument();
  });

  it('uploads an mp4 as the Video category and says "Video Saved!"', async () => {
    const slot = await screen.findByTestId('footage-slot-video');
    const file = new File([new Uint8Array(2048)], 'boat pass.mp4', { type: 'video/mp4' });
    fireEvent.change(slot.querySelector('input[type="file"]')!, { target: { files: [file] } });
    await userEvent.click(within(slot).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(ScriptedXhr.last?.method).toBe('POST'));
    const create = ScriptedXhr.last!;
    const uploads = `/api/v1/survey/${SURVEY}/media/category/video/uploads`;
    expect(create.url).toBe(uploads);
    expect(create.headers['Upload-Metadata']).toContain(`name ${btoa('boat-pass.mp4')}`);
    create.respond(201, undefined, { Location: `${uploads}/abc` });
    await waitFor(() => expect(ScriptedXhr.last?.method).toBe('PATCH'));
    ScriptedXhr.last!.respond(200, mediaItem({ externalId: 'm-9', category: 'video', name: 'boat-pass.mp4' }), { 'Upload-Offset': '2048' });
    expect(await screen.findByText('Video Saved!')).toBeInTheDocument();
  });
});
