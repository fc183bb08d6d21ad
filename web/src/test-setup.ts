import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { errorPopupStore } from './lib/error-popup-store.ts';
import { session } from './lib/session.ts';

// findBy… and waitFor wait for the state, however long a machine busy with the browser journeys takes to reach it.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  notifications.clean();
  errorPopupStore.clear();
  session.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom lacks these; Mantine reads them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// eslint-disable-next-line @typescript-eslint/unbound-method -- only checks whether jsdom has it
window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};
