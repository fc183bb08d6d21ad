import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB: the offline store (issue 27) runs on fake-indexeddb's, fresh for every test.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { errorPopupStore } from './lib/error-popup-store.ts';
import { session } from './lib/session.ts';
import { closeOfflineDb } from './lib/offline/offline-db.ts';
import { syncStatus } from './lib/offline/sync-status.ts';

// findBy… and waitFor wait for the state, however long a machine busy with the browser journeys takes to reach it.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  notifications.clean();
  errorPopupStore.clear();
  session.clear();
  syncStatus.reset();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  closeOfflineDb();
  globalThis.indexedDB = new IDBFactory();
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
