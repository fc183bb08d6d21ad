import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { sentJson, signInAs, stubApi, userWith } from '../../../test/session-fixtures.ts';
import { ApiTokensCard } from './api-tokens-card.tsx';

const listed = {
  id: '6f1c1c1e-2a8a-4c43-9b7b-0a0f1f1f1f1f',
  name: 'Nightly export',
  scope: 'read',
  prefix: 'k3v9q2m7xa',
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2026-12-01T10:00:00.000Z',
  lastUsedAt: null,
};
const secret = `aqr_b7n4c2p8zt_${'S'.repeat(43)}`;

describe('ApiTokensCard', () => {
  it('lists tokens by name, scope and prefix, never a secret', async () => {
    signInAs(userWith(['ROLE_USER']));
    stubApi({ 'GET /api/v1/user/me/token': () => jsonResponse(200, [listed]) });
    renderWithProviders(<ApiTokensCard />);
    const row = (await screen.findByText('Nightly export')).closest('tr')!;
    expect(within(row).getByText('Read')).toBeInTheDocument();
    expect(within(row).getByText('aqr_k3v9q2m7xa_…')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
  });

  it('creates a token and shows its secret once, with a copy button', async () => {
    signInAs(userWith(['ROLE_USER']));
    let tokens: unknown[] = [];
    const fetchMock = stubApi({
      'GET /api/v1/user/me/token': () => jsonResponse(200, tokens),
      'POST /api/v1/user/me/token': () => {
        tokens = [{ ...listed, name: 'CI', scope: 'read-write', prefix: 'b7n4c2p8zt' }];
        return jsonResponse(201, { ...listed, name: 'CI', scope: 'read-write', prefix: 'b7n4c2p8zt', token: secret });
      },
    });
    renderWithProviders(<ApiTokensCard />);
    const u = userEvent.setup();
    expect(await screen.findByText('No API tokens yet.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: 'Name' }), 'CI');
    await u.click(screen.getByText('Read and write'));
    await u.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByTestId('new-api-token')).toHaveTextContent(secret);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(sentJson(fetchMock, 'POST', '/api/v1/user/me/token')).toEqual({ name: 'CI', scope: 'read-write', expiresInDays: 30 });
    expect(await screen.findByText('aqr_b7n4c2p8zt_…')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(secret)).not.toBeInTheDocument());
  });

  it('revokes a token after confirmation', async () => {
    signInAs(userWith(['ROLE_USER']));
    const fetchMock = stubApi({
      'GET /api/v1/user/me/token': () => jsonResponse(200, [listed]),
      [`DELETE /api/v1/user/me/token/${listed.id}`]: () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<ApiTokensCard />);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Revoke Nightly export' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
  });
});
