import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { actionDueMessages, defaultActionDueDays } from '@aquarisk/contract/action-due';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { companyA, companyRow, sentJson, sessionRoutes, signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { CompanyPage } from './company-page.tsx';

const id = companyA.externalId;
const daysPath = `/api/v1/company/${id}/action-due-days`;

function renderEdit(authorities: string[], extra: Parameters<typeof stubApi>[0] = {}) {
  const user = userWith(authorities);
  signInAs(user);
  const fetchMock = stubApi({
    ...sessionRoutes(user),
    [`GET /api/v1/company/${id}`]: () => jsonResponse(200, { ...companyRow(companyA), userCount: 1, farmCount: 1 }),
    [`GET ${daysPath}`]: () => jsonResponse(200, { dueDays: { ...defaultActionDueDays, HIGH: 10 } }),
    ...extra,
  });
  renderWithProviders(<CompanyPage />, { route: `/companies/${id}`, path: '/companies/:companyId' });
  return fetchMock;
}

describe('Action due dates on the company screen', () => {
  it('shows the five days to a company admin; a bad number says the contract message and nothing is sent; Save sends them', async () => {
    const fetchMock = renderEdit(['ROLE_COMPANY'], {
      [`PUT ${daysPath}`]: () => jsonResponse(200, { dueDays: { ...defaultActionDueDays, HIGH: 7 } }),
    });
    const u = userEvent.setup();
    const high = await screen.findByRole('spinbutton', { name: 'HIGH' });
    expect(high).toHaveValue(10);
    expect(screen.getByRole('spinbutton', { name: 'MODERATE HIGH' })).toHaveValue(30);
    await u.clear(high);
    await u.type(high, '0');
    await u.click(screen.getByRole('button', { name: 'Save due days' }));
    expect(await screen.findByText(actionDueMessages.dueDays)).toBeInTheDocument();
    expect(sentJson(fetchMock, 'PUT', daysPath)).toBeUndefined();
    await u.clear(high);
    await u.type(high, '7');
    await u.click(screen.getByRole('button', { name: 'Save due days' }));
    expect(await screen.findByText('Due days saved!')).toBeInTheDocument();
    await waitFor(() => expect(sentJson(fetchMock, 'PUT', daysPath)).toEqual({ dueDays: { ...defaultActionDueDays, HIGH: 7 } }));
  });

  it('is not shown to a manager, who cannot edit the company', async () => {
    const fetchMock = renderEdit(['ROLE_MANAGER']);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Action due dates' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('action-due-days'))).toBe(false);
  });
});
