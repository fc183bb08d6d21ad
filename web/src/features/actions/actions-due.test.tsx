import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { signInAs, userWith } from '../../test/session-fixtures.ts';
import { ActionsPage } from './actions-page.tsx';
import { lofoten, openActions, stubActionsApi, surveyActions, type ApiCall } from './actions-test-api.ts';

vi.mock('../../components/map/farm-map.tsx', () => ({ FarmMap: () => null }));

const listPath = '/api/v1/action/company/c-a/survey';
const member = (externalId: string, fullName: string) => ({
  user: { externalId, fullName, email: `${externalId}@example.com`, username: `${externalId}@example.com`, phone: null },
  roles: ['ROLE_FARMER'],
});

function api(extra?: (c: ApiCall) => Response | undefined) {
  return stubActionsApi((c) => {
    const e = extra?.(c);
    if (e) return e;
    if (c.path === '/api/v1/survey/created/year') return jsonResponse(200, { surveyYears: [2026] });
    if (c.path === listPath) return jsonResponse(200, { items: [lofoten], count: 1 });
    if (c.path === '/api/v1/action/survey/s-lof') return jsonResponse(200, surveyActions(openActions));
    if (c.path === '/api/v1/company/c-a/user') return jsonResponse(200, [member('u-7', 'Magnus Manager'), member('u-9', 'Fiona Farmer')]);
    return undefined;
  });
}

const pageCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === listPath && !c.query.has('riskLevelFilter'));

describe('Actions page: due dates and owners (issue 28 item 1)', () => {
  it('reads Due, Owner and Sort from the address, asks the server with them, and changing one updates the query', async () => {
    signInAs(userWith(['ROLE_COMPANY']));
    const calls = api();
    renderWithProviders(<ActionsPage />, { route: '/actions?due=overdue&owner=me&sort=due' });
    await screen.findByRole('button', { name: /Lofoten North winter audit/ });
    const first = pageCalls(calls)[0]!.query;
    expect([first.get('dueFilter'), first.get('ownerFilter'), first.get('sort')]).toEqual(['overdue', 'me', 'due']);
    expect(screen.getByRole('combobox', { name: 'Due' })).toHaveValue('Overdue');
    expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveValue('Me');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('Due first');
    const u = userEvent.setup();
    await u.click(screen.getByRole('combobox', { name: 'Due' }));
    await u.click(await screen.findByRole('option', { name: 'Due within 7 days' }));
    await waitFor(() => expect(pageCalls(calls).at(-1)?.query.get('dueFilter')).toBe('soon'));
    await u.click(screen.getByRole('combobox', { name: 'Owner' }));
    await u.click(await screen.findByRole('option', { name: 'Anyone' }));
    await waitFor(() => expect(pageCalls(calls).at(-1)?.query.has('ownerFilter')).toBe(false));
  });

  it('shows the next due day with "Overdue", and each action its owner and due date', async () => {
    signInAs(userWith(['ROLE_COMPANY']));
    api();
    renderWithProviders(<ActionsPage />, { route: '/actions' });
    const audit = await screen.findByRole('button', { name: /Lofoten North winter audit/ });
    expect(audit).toHaveTextContent(/Next due .*2026\s*Overdue/);
    await userEvent.click(audit);
    const card = await screen.findByRole('article', { name: 'Net damage found' });
    expect(card).toHaveTextContent(/Owner Magnus Manager · Due .*2026/);
    expect(within(card).getByText('Overdue')).toBeInTheDocument();
  });

  it('a manager changes the owner and due date of a MODERATE action; on a HIGH one, which they may not resolve, there is no button', async () => {
    signInAs(userWith(['ROLE_MANAGER']));
    const calls = api((c) =>
      c.method === 'PUT' && c.path === '/api/v1/action/a-mod/due'
        ? jsonResponse(200, { ...openActions[1], ...(c.body as object) })
        : undefined,
    );
    renderWithProviders(<ActionsPage />, { route: '/actions' });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: /Lofoten North winter audit/ }));
    await screen.findByRole('article', { name: 'Net damage found' });
    expect(screen.queryByRole('button', { name: 'Owner and due date of Net damage found' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Owner and due date of Generator service overdue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Owner and due date' });
    await u.click(within(dialog).getByRole('combobox', { name: /Owner/ }));
    await u.click(await within(dialog).findByRole('option', { name: 'Fiona Farmer' }));
    const due = within(dialog).getByLabelText(/Due date/);
    await u.clear(due);
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a due date as YYYY-MM-DD.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await u.type(due, '2027-01-15');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Owner and due date saved!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ownerExtId: 'u-9', dueOn: '2027-01-15' });
  });
});
