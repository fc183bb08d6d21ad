import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { signInAs, userWith } from '../../test/session-fixtures.ts';
import { ActionsPage } from './actions-page.tsx';
import { closedActions, lofoten, openActions, stubActionsApi, surveyActions, type ApiCall } from './actions-test-api.ts';

vi.mock('../../components/map/farm-map.tsx', () => ({
  FarmMap: ({ points }: { points: { id: string; name: string; color?: string }[] }) => (
    <ul aria-label="map">
      {points.map((p) => (
        <li key={p.id} data-color={p.color}>
          {p.name}
        </li>
      ))}
    </ul>
  ),
}));
vi.mock('../../components/rich-text/rich-text-input.tsx', () => ({
  RichTextInput: ({ label, value, onChange, error }: { label: string; value: string; onChange: (v: string) => void; error?: string }) => (
    <label>
      {label}
      <textarea value={value} onChange={(e) => onChange(e.target.value)} />
      {error ? <span>{error}</span> : null}
    </label>
  ),
}));

const listPath = '/api/v1/action/company/c-a/survey';

function api(opts: { items?: (typeof lofoten)[]; extra?: (c: ApiCall) => Response | undefined } = {}) {
  const items = opts.items ?? [lofoten];
  return stubActionsApi((c) => {
    const extra = opts.extra?.(c);
    if (extra) return extra;
    if (c.path === '/api/v1/survey/created/year') return jsonResponse(200, { surveyYears: [2025, 2026] });
    if (c.path === listPath) {
      // the five map calls ask per risk level; this audit's worst open risk is HIGH
      const risk = c.query.get('riskLevelFilter');
      const hit = !risk || risk === 'HIGH' || risk === 'MODERATE';
      return jsonResponse(200, hit ? { items, count: items.length } : { items: [], count: 0 });
    }
    if (c.path === '/api/v1/action/survey/s-lof')
      return jsonResponse(200, surveyActions(c.query.get('closed') === 'true' ? closedActions : openActions));
    return undefined;
  });
}

const render = (route = '/actions') => renderWithProviders(<ActionsPage />, { route });
const pageCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === listPath && !c.query.has('riskLevelFilter'));

async function openLofoten() {
  const u = userEvent.setup();
  await u.click(await screen.findByRole('button', { name: /Lofoten North winter audit/ }));
  await screen.findByText('Net damage found');
  return u;
}

describe('ActionsPage', () => {
  it('says "No actions required." when no audit has actions', async () => {
    signInAs(userWith(['ROLE_MANAGER']));
    api({ items: [] });
    render();
    expect(await screen.findByText('No actions required.')).toBeInTheDocument();
  });

  it('lists the audits with actions for the current company, 25 per page, and maps them by worst open risk', async () => {
    signInAs(userWith(['ROLE_MANAGER']));
    const calls = api();
    render();
    const control = await screen.findByRole('button', { name: /Lofoten North winter audit/ });
    expect(control).toHaveTextContent('Lofoten North');
    expect(control).toHaveTextContent('2 open actions');
    expect(pageCalls(calls)[0]?.query.toString()).toBe('page=1&size=25&closed=false');
    expect(within(screen.getByRole('list', { name: 'map' })).getByText('Lofoten North')).toHaveAttribute('data-color', '#e03131');
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('Show History switches the query to resolved actions, which show the closer and the comment', async () => {
    signInAs(userWith(['ROLE_COMPANY']));
    const calls = api();
    render();
    const u = userEvent.setup();
    await screen.findByRole('button', { name: /Lofoten North winter audit/ });
    await u.click(screen.getByRole('switch', { name: /Show History/ }));
    await waitFor(() => expect(pageCalls(calls).at(-1)?.query.get('closed')).toBe('true'));
    await u.click(await screen.findByRole('button', { name: /1 resolved action|2 resolved actions/ }));
    const card = await screen.findByRole('article', { name: 'Escape plan not tested' });
    expect(card).toHaveTextContent('Resolved by Colin Company');
    expect(card).toHaveTextContent('Fixed and checked.');
    expect(within(card).getByRole('img', { name: 'Resolved' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Review/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/v1/action/survey/s-lof' && c.query.get('closed') === 'true')).toBe(true);
  });

  it.each([
    [['ROLE_MANAGER'], 'Review Net damage found', 'Only Company and Admin can accept this risk.'],
    [['ROLE_FARMER'], 'Review Generator service overdue', 'Only Managers, Company and Admin can accept this risk.'],
  ])('%j: the Review button is disabled with the tooltip', async (roles, name, tooltip) => {
    signInAs(userWith(roles));
    api();
    render();
    const u = await openLofoten();
    const button = screen.getByRole('button', { name: new RegExp(name) });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await u.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(tooltip);
    await u.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a manager resolves a MODERATE action: an empty comment says "Description is required", then "Action resolved!"', async () => {
    signInAs(userWith(['ROLE_MANAGER']));
    const calls = api({
      extra: (c) =>
        c.method === 'POST' && c.path === '/api/v1/action/a-mod/action'
          ? jsonResponse(200, { ...openActions[1], closedAt: 'now' })
          : undefined,
    });
    render();
    const u = await openLofoten();
    await u.click(screen.getByRole('button', { name: 'Review Generator service overdue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review action' });
    await u.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByText('Description is required')).toBeInTheDocument();
    await u.type(within(dialog).getByRole('textbox'), '<p></p>');
    await u.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByText('Description is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await u.clear(within(dialog).getByRole('textbox'));
    await u.type(within(dialog).getByRole('textbox'), '<p>Serviced.</p>');
    await u.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Action resolved!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ description: '<p>Serviced.</p>' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Next is enabled when a full page came back, and moves to page 2', async () => {
    signInAs(userWith(['ROLE_MANAGER']));
    const many = Array.from({ length: 10 }, (_, i) => ({
      ...lofoten,
      surveyExtId: `s-${i}`,
      farmExternalId: `f-${i}`,
      surveyName: `Audit ${i}`,
    }));
    const calls = api({ items: many });
    render('/actions?size=10');
    const u = userEvent.setup();
    await screen.findByRole('button', { name: /Audit 9/ });
    await u.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pageCalls(calls).at(-1)?.query.toString()).toBe('page=2&size=10&closed=false'));
  });

  it('a failure says "API error while loading the actions."', async () => {
    signInAs(userWith(['ROLE_MANAGER']));
    api({ extra: (c) => (c.path === listPath && !c.query.has('riskLevelFilter') ? jsonResponse(400, { message: 'x' }) : undefined) });
    render();
    await waitFor(() => expect(screen.getAllByText('API error while loading the actions.')).toHaveLength(2));
  });

  it('on a phone the list comes first: the filters and the map fold behind buttons (issue 37 item 16)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }));
    signInAs(userWith(['ROLE_MANAGER']));
    api();
    render('/actions?risk=HIGH&history=true');
    const audit = await screen.findByRole('button', { name: /Lofoten North winter audit/ });
    expect(screen.queryByText('Farms per page')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'map' })).not.toBeInTheDocument();
    const filters = screen.getByRole('button', { name: 'Filters (2 active)' });
    const map = screen.getByRole('button', { name: 'Show map' });
    expect(filters.compareDocumentPosition(audit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(audit.compareDocumentPosition(map) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const u = userEvent.setup();
    await u.click(filters);
    expect(await screen.findByText('Farms per page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    await u.click(map);
    expect(within(await screen.findByRole('list', { name: 'map' })).getByText('Lofoten North')).toBeInTheDocument();
  });
});
