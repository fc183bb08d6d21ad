import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiFarm } from '../../test/contract-fixtures.ts';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { AuditFrame } from '../audit-frame/audit-frame.tsx';
import { mediaItem, SURVEY } from './media-test-data.ts';
import { UploadFootageModal } from './upload-footage-modal.tsx';

// A farm without a position: no map in the farm panel. MapLibre needs WebGL2, which jsdom lacks; the map's lazy chunk,
// once another test file in the worker has loaded it, would render at once and fail the whole frame.
const unmapped = { latitude: null, longitude: null };

const stored = [
  mediaItem({ createdAt: '2026-10-03T09:30:00.000Z' }),
  mediaItem({ externalId: 'm-9', category: 'map', name: 'site.png', contentType: 'image/png', createdAt: '2026-10-03T09:30:00.000Z' }),
];

/** Issue 21, item 20: the footage slot, the media viewer and the site image show dates in the user's locale, one style. */
describe('media dates', () => {
  it("are the user's medium date (en-GB: '3 Oct 2026'), not the runtime's numeric default", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    signInAs(userWith(['ROLE_SURVEYOR']));
    stubApi({
      [`GET /api/v1/survey/${SURVEY}/farm`]: () => jsonResponse(200, apiFarm({ ...unmapped, availableMediaCategories: ['drone', 'map'] })),
      [`GET /api/v1/survey/${SURVEY}/media`]: () => jsonResponse(200, { items: stored }),
    });
    renderWithProviders(
      <>
        <AuditFrame surveyExtId={SURVEY}>
          <p>view</p>
        </AuditFrame>
        <UploadFootageModal surveyExtId={SURVEY} opened onClose={() => undefined} />
      </>,
    );
    expect(await screen.findByTestId('footage-slot-drone')).toHaveTextContent('5.10 Mb · 3 Oct 2026 · Astrid Auditor');
    expect(await screen.findByText('Site image · 3 Oct 2026')).toBeInTheDocument();
    const footage = (await screen.findAllByRole('group', { name: 'Footage' }))[0]!;
    await userEvent.click(within(footage).getByRole('button', { name: 'Drone' }));
    const viewer = await screen.findByRole('dialog', { name: 'Media viewer' });
    expect(await within(viewer).findByText('pen-4-flyover.mp4 · 5.10 Mb · 3 Oct 2026')).toBeInTheDocument();
  });
});
