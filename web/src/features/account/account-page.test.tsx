import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { companyB, sentJson, signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { AccountPage } from './account-page.tsx';

describe('AccountPage', () => {
  it('shows name, e-mail, phone, roles by label and the current company', async () => {
    const user = userWith(['ROLE_SURVEYOR', 'ROLE_MANAGER', 'ROLE_CUSTOM_THING']);
    signInAs(user, companyB);
    stubApi({ 'GET /api/v1/user/me': () => jsonResponse(200, user), 'GET /api/v1/user/me/token': () => jsonResponse(200, []) });
    renderWithProviders(<AccountPage />);
    expect(await screen.findByRole('heading', { name: 'Ingrid Hansen' })).toBeInTheDocument();
    expect(screen.getAllByText('ingrid.hansen@example.com').length).toBeGreaterThan(0);
    expect(screen.getByText('+47 555 01 234')).toBeInTheDocument();
    for (const label of ['Auditor', 'Manager', 'Custom thing']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText('Bergen Mussels')).toBeInTheDocument();
  });

  it('a failure says "API error while loading your account information."', async () => {
    signInAs(userWith(['ROLE_USER']));
    stubApi({ 'GET /api/v1/user/me': () => jsonResponse(400, { message: 'no' }) });
    renderWithProviders(<AccountPage />);
    const message = 'API error while loading your account information.';
    // on the page, and as the alert
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('Change password mails the reset link to the user’s own address', async () => {
    const user = userWith(['ROLE_USER']);
    signInAs(user);
    const fetchMock = stubApi({
      'GET /api/v1/user/me': () => jsonResponse(200, user),
      'GET /api/v1/user/me/token': () => jsonResponse(200, []),
      'POST /api/v1/password/reset': () => jsonResponse(200, { ok: true }),
    });
    renderWithProviders(<AccountPage />);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Change password' }));
    await u.click(await screen.findByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Reset Password instructions have been sent to ingrid.hansen@example.com.')).toBeInTheDocument();
    expect(sentJson(fetchMock, 'POST', '/api/v1/password/reset')).toEqual({ email: 'ingrid.hansen@example.com' });
  });
});
