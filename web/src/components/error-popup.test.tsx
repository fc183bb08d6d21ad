import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-errors.ts';
import { handleApiError } from '../lib/error-handler.ts';
import { renderWithProviders } from '../test/render-with-providers.tsx';

const api = (status: number) => new ApiError(status, 'x', null);

describe('ErrorPopup', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('503 with a retry: the generic heading, the status lines, Retry and Cancel', async () => {
    const retry = vi.fn();
    renderWithProviders(<div />);
    act(() => {
      handleApiError(api(503), { object: 'farm', objectName: 'Hardanger', operation: 'saved', retry });
    });
    expect(await screen.findByText("We've encountered an error...")).toBeInTheDocument();
    expect(screen.getByText('Our apologies for the inconvenience.')).toBeInTheDocument();
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
    expect(screen.getByText('The farm Hardanger could not be saved.')).toBeInTheDocument();
    expect(screen.getByText('Please cancel the request or try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Service unavailable')).not.toBeInTheDocument());
  });

  it('404: OK only', async () => {
    renderWithProviders(<div />);
    act(() => {
      handleApiError(api(404), { object: 'farm', retry: vi.fn() });
    });
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.getByText('The farm was not found on the server.')).toBeInTheDocument();
    expect(screen.getByText('Possibly it was removed by another user or process.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('500: the webmaster contact', async () => {
    vi.stubEnv('VITE_WEBMASTER_EMAIL', 'webmaster@fjordrisk.no');
    renderWithProviders(<div />);
    act(() => {
      handleApiError(api(500));
    });
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'webmaster@fjordrisk.no' })).toHaveAttribute('href', 'mailto:webmaster@fjordrisk.no');
  });

  it('names no contact when none is configured, never a placeholder address (issue 21, item 20)', async () => {
    renderWithProviders(<div />);
    act(() => {
      handleApiError(api(500));
    });
    expect(await screen.findByText('If this problem persists, please contact the system administrator')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Webmaster:|\.local\b/);
  });

  it('451: the administrator contact', async () => {
    vi.stubEnv('VITE_ADMIN_EMAIL', 'it-admin@fjordrisk.no');
    renderWithProviders(<div />);
    act(() => {
      handleApiError(api(451), { object: 'audit' });
    });
    expect(await screen.findByText('Unavailable for legal reasons')).toBeInTheDocument();
    expect(screen.getByText('Access to the audit is denied.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'it-admin@fjordrisk.no' })).toHaveAttribute('href', 'mailto:it-admin@fjordrisk.no');
  });

  it('the same failure from several calls shows one popup; the next waits its turn', async () => {
    renderWithProviders(<div />);
    act(() => {
      handleApiError(api(500));
      handleApiError(api(500));
      handleApiError(api(404), { object: 'farm' });
    });
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });

  it('alerts show as notifications', async () => {
    renderWithProviders(<div />);
    act(() => {
      handleApiError(api(409), { message: 'API error while loading the farms.' });
    });
    expect(await screen.findByText('API error while loading the farms.')).toBeInTheDocument();
  });
});
