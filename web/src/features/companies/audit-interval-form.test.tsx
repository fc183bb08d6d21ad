import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultActionDueDays } from '@aquarisk/contract/action-due';
import { auditIntervalMessages } from '@aquarisk/contract/schemas/audit-age.schema';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { companyA, companyRow, sentJson, sessionRoutes, signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { CompanyPage } from './company-page.tsx';

const id = companyA.externalId;
const intervalPath = `/api/v1/company/${id}/audit-interval`;

function renderEdit(authorities: string[], extra: Parameters<typeof stubApi>[0] = {}) {
  const user = userWith(authorities);
  signInAs(user);
  const fetchMock = stubApi({
    ...sessionRoutes(user),
    [`GET /api/v1/company/${id}`]: () => jsonResponse(200, { ...companyRow(companyA), userCount: 1, farmCount: 1 }),
    [`GET /api/v1/company/${id}/action-due-days`]: () => jsonResponse(200, { dueDays: defaultActionDueDays }),
    [`GET ${intervalPath}`]: () => jsonResponse(200, { months: 15 }),
    ...extra,
  });
  renderWithProviders(<CompanyPage />, { route: `/companies/${id}`, path: '/companies/:companyId' });
  return fetchMock;
}

describe('The audit interval on the company screen (issue 39 item 5)', () => {
  it('shows the interval to a company admin; a bad number says the contract message and nothing is sent; Save sends it', async () => {
    const fetchMock = renderEdit(['ROLE_COMPANY'], { [`PUT ${intervalPath}`]: () => jsonResponse(200, { months: 6 }) });
    const u = userEvent.setup();
    const months = await screen.findByRole('spinbutton', { name: 'Audit interval' });
    expect(months).toHaveValue(15);
    await u.clear(months);
    await u.type(months, '61');
    await u.click(screen.getByRole('button', { name: 'Save interval' }));
    expect(await screen.findByText(auditIntervalMessages.months)).toBeInTheDocument();
    expect(sentJson(fetchMock, 'PUT', intervalPath)).toBeUndefined();
    await u.clear(months);
    await u.type(months, '6');
    await u.click(screen.getByRole('button', { name: 'Save interval' }));
    expect(await screen.findByText('Audit interval saved!')).toBeInTheDocument();
    await waitFor(() => expect(sentJson(fetchMock, 'PUT', intervalPath)).toEqual({ months: 6 }));
  });

  it('is not shown to a manager, who cannot edit the company', async () => {
    const fetchMock = renderEdit(['ROLE_MANAGER']);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Stale farms' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('audit-interval'))).toBe(false);
  });
});
