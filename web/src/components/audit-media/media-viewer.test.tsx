import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiFarm } from '../../test/contract-fixtures.ts';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { AuditFrame } from '../audit-frame/audit-frame.tsx';
import { mediaItem, SURVEY } from './media-test-data.ts';

// A farm without a position: no map in the farm panel. MapLibre needs WebGL2, which jsdom lacks; the map's lazy chunk,
// once another test file in the worker has loaded it, would render at once and fail the whole frame.
const unmapped = { latitude: null, longitude: null };

describe('Media viewer', () => {
  it('plays a category from its signed address; categories without footage are disabled', async () => {
    signInAs(userWith(['ROLE_USER']));
    stubApi({
      [`GET /api/v1/survey/${SURVEY}/farm`]: () => jsonResponse(200, apiFarm({ ...unmapped, availableMediaCategories: ['drone', 'map'] })),
      [`GET /api/v1/survey/${SURVEY}/media`]: () =>
        jsonResponse(200, {
          items: [
            mediaItem(),
            mediaItem({
              externalId: 'm-9',
              category: 'map',
              name: 'site.png',
              contentType: 'image/png',
              downloadUri: '/api/v1/media/file/img',
            }),
          ],
        }),
    });
    renderWithProviders(
      <AuditFrame surveyExtId={SURVEY}>
        <p>view</p>
      </AuditFrame>,
    );
    const footage = (await screen.findAllByRole('group', { name: 'Footage' }))[0]!;
    expect(within(footage).getByRole('button', { name: 'ROV' })).toBeDisabled();
    expect(within(footage).getByRole('button', { name: 'Video' })).toBeDisabled();
    await userEvent.click(within(footage).getByRole('button', { name: 'Drone' }));
    const viewer = await screen.findByRole('dialog', { name: 'Media viewer' });
    const video = await within(viewer).findByTestId('media-video');
    expect(video).toHaveAttribute('src', '/api/v1/media/file/signed-token');
    expect(within(viewer).getByText(/pen-4-flyover\.mp4 · 5\.10 Mb/)).toBeInTheDocument();
    expect(within(viewer).getByRole('radio', { name: 'ROV' })).toBeDisabled();
    expect(await screen.findByRole('img', { name: /Site image of/ })).toHaveAttribute('src', '/api/v1/media/file/img');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close media viewer' }));
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Media viewer' })).toBeNull();
  });
});
