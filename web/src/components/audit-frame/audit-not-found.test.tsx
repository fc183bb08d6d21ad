import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../app/routes.tsx';
import { errorPopupStore } from '../../lib/error-popup-store.ts';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { sessionRoutes, signInAs, userWith } from '../../test/session-fixtures.ts';
import { warmPages } from '../../test/warm-pages.ts';

warmPages(
  () => import('../../features/results/results-page.tsx'),
  () => import('../../features/audits/question-page.tsx'),
);

const GONE = '0b9f6a8e-3c1d-4e2f-8a7b-6c5d4e3f2a1b';
const notFound = () => jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });

/** Signed in; every call about the audit answers 404, as for a wrong id or an audit of another company. */
function stubGoneAudit() {
  const user = userWith(['ROLE_ADMIN']);
  signInAs(user);
  const session = sessionRoutes(user);
  const auditCalls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace(/\?.*$/, '');
      const answer = session[`${init?.method ?? 'GET'} ${path}` as keyof typeof session];
      if (answer) return answer();
      auditCalls.push(path);
      return notFound();
    }),
  );
  return auditCalls;
}

// Issue 37 item 12: five "Not found" popups one after another over a not-found page that still offered "Hide farm".
describe.each([
  ['results', `/audit/audit-result/${GONE}`],
  ['questions', `/audit/view-audit/${GONE}`],
])('a link to an audit that is not there (%s)', (_view, route) => {
  it('says so once: one "Not found" popup and the not-found page, without the farm panel', async () => {
    const auditCalls = stubGoneAudit();
    renderWithProviders(<AppRoutes />, { route });
    expect(await screen.findByRole('heading', { name: 'This audit was not found' })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Not found');
    // Every call the page made has failed by now, and each raised its popup.
    await waitFor(() => expect(auditCalls.length).toBeGreaterThanOrEqual(3));
    await waitFor(() => expect(errorPopupStore.current()).not.toBeNull());
    expect(screen.queryByRole('button', { name: /Hide farm|^Farm$/ })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(errorPopupStore.current()).toBeNull());
    expect(screen.getByRole('heading', { name: 'This audit was not found' })).toBeInTheDocument();
  });
});

describe('a link whose audit id is not an id at all', () => {
  it('is the not-found page at once: nothing is asked of the server, no popup', async () => {
    const auditCalls = stubGoneAudit();
    renderWithProviders(<AppRoutes />, { route: '/audit/audit-result/not-an-audit' });
    expect(await screen.findByRole('heading', { name: 'This audit was not found' })).toBeInTheDocument();
    expect(auditCalls).toEqual([]);
    expect(errorPopupStore.current()).toBeNull();
  });
});
