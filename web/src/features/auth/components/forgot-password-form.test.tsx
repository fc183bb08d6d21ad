import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

describe('ForgotPasswordForm', () => {
  it('an empty e-mail shows "Incorrect e-mail" and nothing is sent', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ForgotPasswordForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Incorrect e-mail')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('blank spaces count as empty', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ForgotPasswordForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Incorrect e-mail')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the reset request and says where the instructions went', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ForgotPasswordForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'farmer@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const text = 'Reset Password instructions have been sent to farmer@example.com.';
    expect(await screen.findAllByText(text)).toHaveLength(2); // the alert and the confirmation on the page
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/password/reset');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'farmer@example.com' });
    expect((init.headers as Record<string, string>)['Authorization']).toMatch(/^Basic /);
  });

  it('a failed request goes through the error handler', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { message: 'Internal server error' })),
    );
    renderWithProviders(<ForgotPasswordForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'farmer@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText("We've encountered an error...")).toBeInTheDocument();
    expect(screen.getByText('If this problem persists, please contact the system administrator')).toBeInTheDocument();
  });
});
