import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { signInAs, userWith } from '../../test/session-fixtures.ts';
import { WebhooksPage } from './webhooks-page.tsx';
import { formatDateTime } from '../../lib/format-date.ts';

const hook = {
  externalId: '11111111-1111-4111-8111-111111111111',
  url: 'https://erp.aurora.example/hooks',
  description: 'ERP',
  events: ['audit.scored'],
  enabled: true,
  secretHint: 'whsec_AbCd…',
  previousSecretUntil: null as string | null,
  createdAt: '2026-11-28T16:00:00.000Z',
  lastDelivery: { status: 'delivered', createdAt: '2026-11-28T16:01:00.000Z' },
};
const delivery = {
  messageId: 'msg_1',
  eventType: 'audit.scored',
  payload: JSON.stringify({
    type: 'audit.scored',
    timestamp: '2026-11-28T16:00:00.000Z',
    data: { audit: { id: 'a1', name: 'Hardanger annual audit 2025' }, farm: { id: 'f1', name: 'Hardanger Fjord Site' }, risk: 'LOW' },
  }),
  status: 'delivered',
  attempts: 3,
  lastStatus: 200,
  lastBody: 'thanks',
  lastError: null,
  lastAttemptAt: '2026-11-28T16:01:00.000Z',
  nextAttemptAt: null,
  createdAt: '2026-11-28T16:01:00.000Z',
};
const SECRET = `whsec_${'A'.repeat(43)}=`;

function stub(endpoints: (typeof hook)[], deliveries: unknown[] = [delivery]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/v1/company/c1/webhook' && method === 'GET') return jsonResponse(200, { allowPrivateUrls: false, endpoints });
    if (url === '/api/v1/company/c1/webhook' && method === 'POST')
      return jsonResponse(201, { ...hook, ...JSON.parse(String(init?.body)), lastDelivery: null, secret: SECRET });
    if (url === `/api/v1/company/c1/webhook/${hook.externalId}/delivery`) return jsonResponse(200, deliveries);
    const redeliver = url.match(new RegExp(`^/api/v1/company/c1/webhook/${hook.externalId}/delivery/(msg_\\w+)/redeliver$`));
    if (redeliver && method === 'POST') {
      const original = deliveries.find((d) => (d as typeof delivery).messageId === redeliver[1]) as typeof delivery;
      const made = {
        ...original,
        messageId: `msg_re${deliveries.length}`,
        status: 'pending',
        attempts: 0,
        lastStatus: null,
        lastBody: null,
      };
      deliveries.unshift(made);
      return jsonResponse(202, made);
    }
    if (url === `/api/v1/company/c1/webhook/${hook.externalId}/secret`) return jsonResponse(200, { ...hook, secret: SECRET });
    if (url === '/api/v1/company/c1/webhook-settings' && method === 'PUT') return jsonResponse(200, JSON.parse(String(init?.body)));
    throw new Error(`unexpected call ${method} ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const render = () => renderWithProviders(<WebhooksPage />, { route: '/companies/c1/webhooks', path: '/companies/:companyId/webhooks' });

describe('WebhooksPage', () => {
  it('says until when a rotated secret still signs beside the new one, and nothing once that time has passed', async () => {
    const until = new Date(Date.now() + 86_400_000).toISOString();
    stub(
      [
        hook,
        {
          ...hook,
          externalId: '22222222-2222-4222-8222-222222222222',
          url: 'https://old.example/hooks',
          previousSecretUntil: '2020-01-01T00:00:00.000Z',
        },
      ].map((h, i) => (i === 0 ? { ...h, previousSecretUntil: until } : h)),
    );
    render();
    const rotated = await screen.findByRole('region', { name: `Webhook ${hook.url}` });
    expect(
      within(rotated).getByText(`Secret whsec_AbCd… · the previous secret also signs until ${formatDateTime(until)}`),
    ).toBeInTheDocument();
    const old = screen.getByRole('region', { name: 'Webhook https://old.example/hooks' });
    expect(within(old).getByText('Secret whsec_AbCd…')).toBeInTheDocument();
  });

  it('lists endpoints with their events, secret hint and deliveries with status and last response', async () => {
    stub([hook]);
    render();
    const card = await screen.findByRole('region', { name: `Webhook ${hook.url}` });
    expect(within(card).getByText('Audit scored')).toBeInTheDocument();
    expect(within(card).getByText('Secret whsec_AbCd…')).toBeInTheDocument();
    const table = await within(card).findByRole('table', { name: 'Deliveries' });
    expect(within(table).getByText('Delivered')).toBeInTheDocument();
    expect(within(table).getByText('HTTP 200 · thanks')).toBeInTheDocument();
  });

  it('the card shows its newest delivery: Pending after an HTTP 500, with the next try, never the older Delivered (issue 37 item 18)', async () => {
    const retrying = {
      ...delivery,
      messageId: 'msg_2',
      status: 'pending',
      attempts: 1,
      lastStatus: 500,
      lastBody: 'oops',
      nextAttemptAt: '2026-11-28T16:05:00.000Z',
    };
    stub([hook], [retrying, delivery]);
    render();
    const card = await screen.findByRole('region', { name: `Webhook ${hook.url}` });
    expect(await within(card).findByLabelText('Newest delivery: Pending')).toBeInTheDocument();
    expect(within(card).queryByLabelText('Newest delivery: Delivered')).not.toBeInTheDocument();
    const table = await within(card).findByRole('table', { name: 'Deliveries' });
    expect(within(table).getByText('HTTP 500 · oops')).toBeInTheDocument();
    expect(within(table).getByText(`Next try ${new Date(retrying.nextAttemptAt).toLocaleString()}`)).toBeInTheDocument();
  });

  it("shows a delivery's JSON payload and the receiver's last answer in a dialog (issue 37 item 18)", async () => {
    stub([hook], [{ ...delivery, status: 'failed', lastStatus: 500, lastBody: 'database down' }]);
    render();
    const card = await screen.findByRole('region', { name: `Webhook ${hook.url}` });
    await userEvent.setup().click(await within(card).findByRole('button', { name: 'Payload of msg_1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivery msg_1' });
    const payload = within(dialog).getByLabelText('Payload');
    expect(payload.textContent).toBe(JSON.stringify(JSON.parse(delivery.payload), null, 2));
    expect(payload.textContent).toContain('"name": "Hardanger Fjord Site"');
    expect(within(dialog).getByText('HTTP 500')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Response excerpt').textContent).toBe('database down');
    expect(dialog.textContent).not.toContain('whsec_');
  });

  it('redelivers a finished delivery: the new delivery is listed as Pending; a pending one cannot be redelivered yet (issue 37 item 18)', async () => {
    const deliveries: unknown[] = [{ ...delivery, status: 'failed', lastStatus: 500, lastBody: 'oops' }];
    const fetchMock = stub([hook], deliveries);
    render();
    const card = await screen.findByRole('region', { name: `Webhook ${hook.url}` });
    const user = userEvent.setup();
    await user.click(await within(card).findByRole('button', { name: 'Redeliver msg_1' }));
    expect(await screen.findByText('Redelivery queued')).toBeInTheDocument();
    const table = within(card).getByRole('table', { name: 'Deliveries' });
    const again = await within(table).findByRole('button', { name: 'Redeliver msg_re1' });
    expect(again).toBeDisabled();
    expect(within(card).getByLabelText('Newest delivery: Pending')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Redeliver msg_1' })).toBeEnabled();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([u]) => String(u));
    expect(posts).toEqual([`/api/v1/company/c1/webhook/${hook.externalId}/delivery/msg_1/redeliver`]);
  });

  it('adds an endpoint with the events chosen and shows its secret once', async () => {
    const fetchMock = stub([]);
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    await user.type(screen.getByLabelText(/Endpoint URL/), 'https://erp.aurora.example/hooks');
    await user.click(screen.getByLabelText('Action raised'));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(SECRET)).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      url: 'https://erp.aurora.example/hooks',
      events: ['audit.scored', 'action.raised'],
    });
  });

  it('refuses a form without events before sending anything', async () => {
    const fetchMock = stub([]);
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    await user.type(screen.getByLabelText(/Endpoint URL/), 'https://erp.aurora.example/hooks');
    await user.click(screen.getByLabelText('Audit scored'));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Choose at least one event')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0));
  });

  it('offers the private-network switch to platform admins only', async () => {
    stub([]);
    signInAs(userWith(['ROLE_COMPANY']));
    const { unmount } = render();
    await screen.findByText('No webhooks yet');
    expect(screen.queryByRole('switch', { name: /Allow private network URLs/ })).toBeNull();
    unmount();
    const fetchMock = stub([]);
    signInAs(userWith(['ROLE_ADMIN']));
    render();
    await userEvent.setup().click(await screen.findByRole('switch', { name: /Allow private network URLs/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u, init]) => String(u).endsWith('/webhook-settings') && init?.method === 'PUT')).toBe(true),
    );
    const put = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/webhook-settings'));
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ allowPrivateUrls: true });
    session.clear();
  });
});
