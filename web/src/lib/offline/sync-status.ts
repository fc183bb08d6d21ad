import { useSyncExternalStore } from 'react';

/** What the header badge shows (issue 27 item 2): offline, syncing, N pending, synced — and answers refused. */
export interface SyncStatus {
  online: boolean;
  syncing: boolean;
  /** answers on this device not yet accepted by the server */
  pending: number;
  /** answers the server refused, kept until exported or dismissed */
  refused: number;
  /** the last sync ended with the link down or the server busy: it is tried again */
  retrying: boolean;
  /** a sync this session emptied the queue: the badge says 'Synced' */
  synced: boolean;
  /** bumped whenever the queue or a stored package changes, so screens re-read them */
  version: number;
}

const initialStatus = (): SyncStatus => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  syncing: false,
  pending: 0,
  refused: 0,
  retrying: false,
  synced: false,
  version: 0,
});
let status = initialStatus();
const listeners = new Set<() => void>();

export const syncStatus = {
  get: () => status,
  set(patch: Partial<SyncStatus>) {
    status = { ...status, ...patch };
    for (const l of listeners) l();
  },
  /** the queue or a package changed */
  touch(patch: Partial<SyncStatus> = {}) {
    syncStatus.set({ ...patch, version: status.version + 1 });
  },
  /** back to what a page load starts from (tests share one page) */
  reset() {
    syncStatus.set(initialStatus());
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  },
};

export function useSyncStatus(): SyncStatus {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the store's methods never use this
  return useSyncExternalStore(syncStatus.subscribe, syncStatus.get, syncStatus.get);
}
