import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { companyA, companyB, companyRow, stubApi, userWith } from '../../../test/session-fixtures.ts';
import { LoginForm } from './login-form.tsx';

const tokens = { access_token: 'at', refresh_token: 'rt', token_type: 'bearer', expires_in: 900 };
const me = userWith(['ROLE_ADMIN'], {
  email: 'admin@example.com',
  externalId: 'u1',
  fullName: 'Ada Admin',
  username: 'admin@example.com',
  phone: null,
  currentCompany: companyB,
});

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', () => {
  it('a failed request shows "Incorrect e-mail or password"', async () => {
    stubApi({ '/api/v1/oauth/token': () => jsonResponse(400, { error: 'invalid_grant', message: 'Incorrect e-mail or password' }) });
    renderWithProviders(<LoginForm />);
    await submit('admin@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect e-mail or password');
    expect(session.get().tokens).toBeNull();
  });

  it('empty fields are sent as they are (no bounds) and fail the same way', async () => {
    const fetchMock = stubApi({
      '/api/v1/oauth/token': () => jsonResponse(400, { error: 'invalid_request', message: 'username and password are required' }),
    });
    renderWithProviders(<LoginForm />);
    await submit('', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect e-mail or password');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends the form-encoded password grant with client Basic auth', async () => {
    const fetchMock = stubApi({ '/api/v1/oauth/token': () => jsonResponse(400, { message: 'Incorrect e-mail or password' }) });
    renderWithProviders(<LoginForm />);
    await submit(' admin@example.com ', 'demo-password');
    await screen.findByRole('alert');
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Authorization']).toMatch(/^Basic /);
    const form = init.body as URLSearchParams;
    expect(form.get('grant_type')).toBe('password');
    expect(form.get('username')).toBe('admin@example.com');
    expect(form.get('password')).toBe('demo-password');
  });

  it('signs in: stores the tokens, the user and the current company', async () => {
    stubApi({
      '/api/v1/oauth/token': () => jsonResponse(200, tokens),
      '/api/v1/user/me': () => jsonResponse(200, me),
      '/api/v1/company': () => jsonResponse(200, [companyA, companyB].map(companyRow)),
    });
    renderWithProviders(<LoginForm />);
    await submit('admin@example.com', 'demo-password');
    await waitFor(() => expect(session.get().user?.email).toBe('admin@example.com'));
    expect(session.get().tokens).toEqual({ accessToken: 'at', refreshToken: 'rt' });
    expect(session.get().company).toEqual(companyB);
  });

  it('asks for the user and the companies at once, not one after the other (issue 37 item 16)', async () => {
    let companiesAsked!: () => void;
    const asked = new Promise<void>((resolve) => (companiesAsked = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = String(input).replace(/\?.*$/, '');
        if (path === '/api/v1/oauth/token') return jsonResponse(200, tokens);
        if (path === '/api/v1/company') {
          companiesAsked();
          return jsonResponse(200, [companyRow(companyB)]);
        }
        // the user's answer waits for the companies' request: asked one after the other, sign-in would never end
        if (path === '/api/v1/user/me') return asked.then(() => jsonResponse(200, me));
        throw new Error(`unexpected call ${path}`);
      }),
    );
    renderWithProviders(<LoginForm />);
    await submit('admin@example.com', 'demo-password');
    await waitFor(() => expect(session.get().user?.email).toBe('admin@example.com'));
    expect(session.get().company).toEqual(companyB);
  });

  it('a failure loading the user says so and leaves the user signed out', async () => {
    stubApi({
      '/api/v1/oauth/token': () => jsonResponse(200, tokens),
      '/api/v1/user/me': () => jsonResponse(418, { message: 'teapot' }),
    });
    renderWithProviders(<LoginForm />);
    await submit('admin@example.com', 'demo-password');
    expect(await screen.findByText('API error while loading the current user.')).toBeInTheDocument();
    expect(session.get().tokens).toBeNull();
  });

  it('a failure loading the companies says so', async () => {
    stubApi({
      '/api/v1/oauth/token': () => jsonResponse(200, tokens),
      '/api/v1/user/me': () => jsonResponse(200, me),
      '/api/v1/company': () => jsonResponse(403, { message: 'no' }),
    });
    renderWithProviders(<LoginForm />);
    await submit('admin@example.com', 'demo-password');
    expect(await screen.findByText('API error while loading the current user companies.')).toBeInTheDocument();
    expect(session.get().user).toBeNull();
  });

  it('a server that cannot be reached: "Something went wrong while sign in."', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithProviders(<LoginForm />);
    await submit('admin@example.com', 'demo-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while sign in.');
  });

  it('shows and hides the password', async () => {
    renderWithProviders(<LoginForm />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('links to password recovery and to the landing contact section', () => {
    renderWithProviders(<LoginForm />);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgotpassword');
    expect(screen.getByRole('link', { name: 'request a demo' })).toHaveAttribute('href', '/#contact');
  });
});
