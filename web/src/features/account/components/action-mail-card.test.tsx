import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { sentJson, signInAs, stubApi, userWith } from '../../../test/session-fixtures.ts';
import { ActionMailCard } from './action-mail-card.tsx';

describe('ActionMailCard', () => {
  it('shows the digest as on, and turning it off saves the opt-out', async () => {
    signInAs(userWith(['ROLE_USER']));
    const fetchMock = stubApi({
      'GET /api/v1/user/me/notifications': () => jsonResponse(200, { digestOptOut: false }),
      'PUT /api/v1/user/me/notifications': () => jsonResponse(200, { digestOptOut: true }),
    });
    renderWithProviders(<ActionMailCard />);
    const toggle = await screen.findByRole('switch', { name: 'Weekly digest of my open and overdue actions' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(sentJson(fetchMock, 'PUT', '/api/v1/user/me/notifications')).toEqual({ digestOptOut: true });
  });

  it('shows an opted-out person the digest as off', async () => {
    signInAs(userWith(['ROLE_USER']));
    stubApi({ 'GET /api/v1/user/me/notifications': () => jsonResponse(200, { digestOptOut: true }) });
    renderWithProviders(<ActionMailCard />);
    const toggle = await screen.findByRole('switch', { name: 'Weekly digest of my open and overdue actions' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
  });
});
