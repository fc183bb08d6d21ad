import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ActivityItem } from '@aquarisk/contract/schemas/activity.schema';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { stubRecordingApi, type ApiCall } from '../../test/recording-api.ts';
import { signInAs, userWith } from '../../test/session-fixtures.ts';
import { ActivityLogPage } from './activity-log-page.tsx';
import { dayEnd, dayStart } from './activity-log-params.ts';
import { formatDateTime } from '../../lib/format-date.ts';

const entry = (i: number, patch: Partial<ActivityItem> = {}): ActivityItem => ({
  targetUserEmail: 'company@example.com',
  method: 'UPDATE',
  target: 'FARM',
  targetName: `Farm ${i}`,
  companyName: 'Aurora Aquaculture',
  createdAt: new Date(Date.UTC(2026, 2, 1, 12, 0, 60 - (i % 60))).toISOString(),
  updatedFieldsJson: { tonnage: [i, i + 1] },
  targetExtId: `f-${i}`,
  ...patch,
});
const three = [
  entry(1, { updatedFieldsJson: { tonnage: [5600, 5800], users: [['a@x.io'], []] } }),
  entry(2, { method: 'LAUNCH', target: 'SURVEY', targetName: 'Spring audit', targetUserEmail: 'admin@example.com' }),
  entry(3, { method: 'DOWNLOAD', target: 'TEMPLATE', targetName: 'Standard', companyName: null, updatedFieldsJson: {} }),
];

const logCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/admin/api/v1/audit/log');
function api(opts: { total?: number; items?: ActivityItem[] } = {}) {
  return stubRecordingApi((c) => {
    if (c.path === '/admin/api/v1/audit/log') {
      const size = Number(c.query.get('size'));
      const page = Number(c.query.get('page'));
      const total = opts.total ?? (opts.items ?? three).length;
      const items =
        opts.items ??
        Array.from({ length: Math.max(0, Math.min(size, total - (page - 1) * size)) }, (_, k) =>
          opts.total ? entry((page - 1) * size + k) : three[k]!,
        );
      return jsonResponse(200, { pageSize: size, totalRecords: total, items });
    }
    if (c.path === '/admin/api/v1/audit/log/users') return jsonResponse(200, [{ email: 'farmer@example.com', fullName: 'Fiona Farmer' }]);
    if (c.path === '/admin/api/v1/audit/log/export')
      return new Response('\uFEFFTimestamp,User\r\n', { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    return undefined;
  });
}
const render = (route = '/activity-log') => renderWithProviders(<ActivityLogPage />, { route, path: '/activity-log' });
const rows = () => screen.getAllByTestId('activity-row');

describe('ActivityLogPage', () => {
  it('lists entries with User, Event, Company Name and Timestamp, newest first, 25 per page', async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    const calls = api();
    render();
    expect(await screen.findByText('Showing 1-3 of 3 items')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Details',
      'User',
      'Event',
      'Company Name',
      'Timestamp',
    ]);
    expect(within(rows()[0]!).getByText('Update · Farm')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('Launch · Audit')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('admin@example.com')).toBeInTheDocument();
    expect(within(rows()[2]!).getByText('Download · Template')).toBeInTheDocument();
    expect(rows()[0]!.querySelector('time')).toHaveAttribute('dateTime', three[0]!.createdAt);
    // The app's one date-time style (issue 21): the locale's medium date and short time, no seconds.
    expect(rows()[0]!.querySelector('time')).toHaveTextContent(/^Mar [12], 2026, \d{1,2}:\d{2}\s[AP]M$/);
    const first = logCalls(calls)[0]!;
    expect(first.method).toBe('POST');
    expect(first.query.toString()).toBe('page=1&size=25&sort=desc');
    expect(first.body).toEqual({ auditTargets: [], methods: [], userEmails: [], from: null, to: null });
    // Fewer results than the page size on page 1: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it("opens a row to '{field} was: X, now: Y' and the target id", async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    api();
    render();
    await screen.findByText('Showing 1-3 of 3 items');
    const u = userEvent.setup();
    const toggle = within(rows()[0]!).getByRole('button', { name: 'Show the changes of Update · Farm Farm 1' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await u.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const changes = screen.getByRole('list', { name: 'Changed fields' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['tonnage was: 5600, now: 5800', 'users was: a@x.io, now: none']);
    expect(screen.getByText('f-1')).toBeInTheDocument();
    await u.click(rows()[2]!);
    expect(screen.getByText('No field changes recorded.')).toBeInTheDocument();
    await u.click(toggle);
    expect(screen.queryByText('tonnage was: 5600, now: 5800')).toBeNull();
  });

  it('names a deleted video, reads a closure as text and its time in the reader’s zone (issue 37 item 15)', async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    const closedAt = '2026-03-01T12:00:00.000Z';
    api({
      items: [
        entry(1, {
          method: 'DELETE',
          target: 'SURVEY',
          targetName: 'Spring audit',
          updatedFieldsJson: { media: ['dive.mp4', null], category: ['video', null] },
        }),
        entry(2, {
          target: 'ACTION_ITEM',
          targetName: 'Mend the nets',
          updatedFieldsJson: { closedAt: [null, closedAt], closedDescription: [null, '<p>Nets <strong>mended</strong> &amp; tested</p>'] },
        }),
      ],
    });
    render();
    expect(await within((await screen.findAllByTestId('activity-row'))[0]!).findByText('Delete · Audit media: video')).toBeInTheDocument();
    await userEvent.click(within(rows()[1]!).getByRole('button', { name: /Show the changes of Update · Action/ }));
    const changed = screen.getByRole('list', { name: 'Changed fields' });
    expect(changed).toHaveTextContent('closedDescription was: empty, now: Nets mended & tested');
    expect(changed).not.toHaveTextContent('<p>');
    expect(changed).toHaveTextContent(`closedAt was: empty, now: ${formatDateTime(closedAt)}`);
    expect(changed).not.toHaveTextContent(closedAt);
  });

  it('sorts by timestamp both ways', async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    const calls = api();
    render();
    await screen.findByText('Showing 1-3 of 3 items');
    const u = userEvent.setup();
    expect(screen.getByRole('columnheader', { name: /Timestamp/ })).toHaveAttribute('aria-sort', 'descending');
    await u.click(screen.getByRole('button', { name: /^Timestamp/ }));
    await waitFor(() => expect(logCalls(calls).at(-1)!.query.get('sort')).toBe('asc'));
    expect(screen.getByRole('columnheader', { name: /Timestamp/ })).toHaveAttribute('aria-sort', 'ascending');
    await u.click(screen.getByRole('button', { name: /^Timestamp/ }));
    // Back to newest first: the first page comes from the cache.
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Timestamp/ })).toHaveAttribute('aria-sort', 'descending'));
    expect(screen.getByTestId('location')).toHaveTextContent('/activity-log');
  });

  it('pages with three page numbers, prev and next, ellipses, and results per page', async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    const calls = api({ total: 130 });
    render();
    expect(await screen.findByText('Showing 1-25 of 130 items')).toBeInTheDocument();
    const pager = () => screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(pager())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Prev', '1', '2', '3', 'Next']);
    expect(pager()).toHaveTextContent('…');
    expect(within(pager()).getByRole('button', { name: 'Prev' })).toBeDisabled();
    const u = userEvent.setup();
    await u.click(within(pager()).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 51-75 of 130 items')).toBeInTheDocument();
    expect(
      within(pager())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Prev', '2', '3', '4', 'Next']);
    expect(within(pager()).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await u.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 76-100 of 130 items')).toBeInTheDocument();
    await u.click(screen.getByRole('combobox', { name: 'Results per page' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50', '100', '250']);
    await u.click(screen.getByRole('option', { name: '100' }));
    expect(await screen.findByText('Showing 1-100 of 130 items')).toBeInTheDocument();
    expect(logCalls(calls).at(-1)!.query.toString()).toBe('page=1&size=100&sort=desc');
    await u.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 101-130 of 130 items')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('finds a user by full name, spaces included, and Enter takes the first match', async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    const calls = api();
    render();
    await screen.findByText('Showing 1-3 of 3 items');
    const u = userEvent.setup();
    const users = screen.getByRole('combobox', { name: 'Users' });
    // The server matched the name (not in the e-mail); the suggestion is the e-mail, with the name beside it.
    await u.type(users, 'Fiona');
    expect(await screen.findByRole('option', { name: /farmer@example.com/ })).toHaveTextContent('Fiona Farmer');
    await u.type(users, ' Far');
    expect(users).toHaveValue('Fiona Far');
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/admin/api/v1/audit/log/users' && c.query.get('name') === 'Fiona Far')).toBe(true),
    );
    await u.keyboard('{Enter}');
    await waitFor(() => expect(logCalls(calls).at(-1)!.body).toMatchObject({ userEmails: ['farmer@example.com'] }));
    // A name typed and left without a match is no filter (it would match nobody).
    await u.type(users, 'nobody at all');
    await u.tab();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Users' })).toHaveValue(''));
    expect(logCalls(calls).at(-1)!.body).toMatchObject({ userEmails: ['farmer@example.com'] });
  });

  it('filters by users (typeahead), event types, operations and dates', async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    const calls = api();
    render();
    await screen.findByText('Showing 1-3 of 3 items');
    const u = userEvent.setup();
    await u.type(screen.getByRole('combobox', { name: 'Users' }), 'f');
    await u.click(await screen.findByRole('option', { name: /farmer@example.com/ }));
    await waitFor(() => expect(logCalls(calls).at(-1)!.body).toMatchObject({ userEmails: ['farmer@example.com'] }));
    expect(calls.find((c) => c.path === '/admin/api/v1/audit/log/users')?.query.get('name')).toBe('f');
    await u.click(screen.getByRole('combobox', { name: 'Event types' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Audit',
      'Template',
      'Farm',
      'Company',
      'User',
      'Action',
      'Action detail',
      'Company user',
      'Company farm',
      'Audit user',
    ]);
    await u.click(screen.getByRole('option', { name: 'Farm' }));
    await u.click(screen.getByRole('option', { name: 'Audit' }));
    await waitFor(() => expect(logCalls(calls).at(-1)!.body).toMatchObject({ auditTargets: ['FARM', 'SURVEY'] }));
    await u.keyboard('{Escape}');
    await u.click(screen.getByRole('combobox', { name: 'Operations' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Add',
      'Update',
      'Delete',
      'Launch',
      'Upload',
      'Download',
      'Add user',
      'Update user',
      'Remove user',
    ]);
    await u.click(screen.getByRole('option', { name: 'Update' }));
    await u.keyboard('{Escape}');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(logCalls(calls).at(-1)!.body).toEqual({
        auditTargets: ['FARM', 'SURVEY'],
        methods: ['UPDATE'],
        userEmails: ['farmer@example.com'],
        from: dayStart('2026-03-01'),
        to: dayEnd('2026-03-31'),
      }),
    );
    expect(dayStart('2026-03-01')).toBe(new Date(2026, 2, 1).toISOString());
    expect(screen.getByTestId('location')).toHaveTextContent('/activity-log');
  });

  it('exports the filtered log as CSV', async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    const calls = api();
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render('/activity-log?targets=FARM&users=farmer@example.com&sort=asc');
    await screen.findByText('Showing 1-3 of 3 items');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const exported = calls.find((c) => c.path === '/admin/api/v1/audit/log/export')!;
    expect(exported.query.get('auditTargets')).toBe('FARM');
    expect(exported.query.get('userEmails')).toBe('farmer@example.com');
    expect(exported.query.get('sort')).toBe('asc');
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('says when nothing matches, and shows the spec message when the log cannot be loaded', async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    api({ items: [] });
    const { unmount } = render('/activity-log?methods=DELETE');
    expect(await screen.findByText('No activity found')).toBeInTheDocument();
    expect(screen.getByText('No entry matches these filters.')).toBeInTheDocument();
    unmount();
    stubRecordingApi(() => jsonResponse(500, { status: 500, error: 'Internal Server Error', message: 'boom' }));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('API error while loading your activity information.');
  });
});
