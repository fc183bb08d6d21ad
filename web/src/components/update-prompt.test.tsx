import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Workbox } from 'workbox-window';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import { registerServiceWorker, resetServiceWorkerForTests } from '../lib/service-worker.ts';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

const events = new Map<string, () => void>();
const messageSkipWaiting = vi.fn();
class FakeWorkbox {
  register = () => Promise.resolve(undefined);
  messageSkipWaiting = messageSkipWaiting;
  addEventListener(type: string, handler: () => void) {
    events.set(type, handler);
  }
}
const load = () => Promise.resolve({ Workbox: FakeWorkbox as unknown as typeof Workbox });

afterEach(() => {
  resetServiceWorkerForTests();
  events.clear();
  messageSkipWaiting.mockReset();
});

describe('UpdatePrompt', () => {
  it('shows nothing until a new version waits, then the message and Reload, which hands over to the new worker', async () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: {} });
    await registerServiceWorker(load);
    renderWithProviders(<UpdatePrompt />);
    expect(screen.queryByText(offlineMessages.newVersion)).not.toBeInTheDocument();

    act(() => events.get('waiting')!());
    expect(await screen.findByText('A new version of Aquarisk is available.')).toBeInTheDocument();
    // Nothing has happened on its own: the worker waits for the click.
    expect(messageSkipWaiting).not.toHaveBeenCalled();
    expect(events.has('controlling')).toBe(false);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(messageSkipWaiting).toHaveBeenCalledTimes(1);
    // the page reloads once the new worker controls it (applyUpdate; service-worker.test.ts)
    expect(events.has('controlling')).toBe(true);
  });
});
