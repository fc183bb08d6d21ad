import type { Workbox } from 'workbox-window';
import { session } from './session.ts';
import { isSignedIn } from './use-session.ts';

type Listener = () => void;
type LoadWorkbox = () => Promise<{ Workbox: typeof Workbox }>;

let workbox: Workbox | null = null;
let registering = false;
let waiting = false;
const listeners = new Set<Listener>();

/** Whether a new version of the app is installed and waits for the user's word (the update prompt reads it). */
export const serviceWorkerUpdate = {
  isWaiting: (): boolean => waiting,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/**
 * Registers /sw.js (web/scripts/build-service-worker.mjs), once. workbox-window loads only now, off the first paint's
 * path. A new version waits (registerType "prompt"): nothing reloads until the user asks (applyUpdate).
 */
export async function registerServiceWorker(load: LoadWorkbox = () => import('workbox-window')): Promise<void> {
  if (registering || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  registering = true;
  const { Workbox } = await load();
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    waiting = true;
    for (const listener of listeners) listener();
  });
  workbox = wb;
  try {
    await wb.register();
  } catch {
    // Refused (a private window, a browser that blocks workers): the app works online as before.
  }
}

/** The user's click on Reload: the waiting worker takes over, then the page reloads under it. */
export function applyUpdate(reload: () => void = () => window.location.reload()) {
  if (!workbox) return reload();
  workbox.addEventListener('controlling', () => reload());
  workbox.messageSkipWaiting();
}

/**
 * Once the page has loaded, for a signed-in session only (now or after signing in): a visitor of the landing page does
 * not download the precache; someone who signed in once can open the app offline.
 */
export function startServiceWorker(register: () => Promise<void> = () => registerServiceWorker()) {
  const registerIfSignedIn = () => {
    if (isSignedIn(session.get())) void register();
  };
  let stop = () => {};
  const afterLoad = () => {
    registerIfSignedIn();
    const unsubscribe = session.subscribe(registerIfSignedIn);
    stop = () => void unsubscribe();
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => stop();
}

/** For tests: forget the registration. */
export function resetServiceWorkerForTests() {
  workbox = null;
  registering = false;
  waiting = false;
  listeners.clear();
}
