import type { Workbox } from 'workbox-window';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs, userWith } from '../test/session-fixtures.ts';
import {
  applyUpdate,
  registerServiceWorker,
  resetServiceWorkerForTests,
  serviceWorkerUpdate,
  startServiceWorker,
} from './service-worker.ts';

/** A stand-in for workbox-window's Workbox: records what the app asks of it and fires its events on demand. */
class FakeWorkbox {
  static last: FakeWorkbox | null = null;
  readonly handlers = new Map<string, (() => void)[]>();
  readonly register = vi.fn(() => Promise.resolve(undefined));
  readonly messageSkipWaiting = vi.fn();
  constructor(
    readonly url: string,
    readonly options: { scope: string },
  ) {
    FakeWorkbox.last = this;
  }
  addEventListener(type: string, handler: () => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
  fire(type: string) {
    for (const h of this.handlers.get(type) ?? []) h();
  }
}
const load = () => Promise.resolve({ Workbox: FakeWorkbox as unknown as typeof Workbox });

afterEach(() => {
  resetServiceWorkerForTests();
  FakeWorkbox.last = null;
});

describe('registerServiceWorker', () => {
  it('registers /sw.js at the root scope once, and reports a waiting version without reloading', async () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: {} });
    await registerServiceWorker(load);
    await registerServiceWorker(load);
    const wb = FakeWorkbox.last!;
    expect(wb.url).toBe('/sw.js');
    expect(wb.options).toEqual({ scope: '/' });
    expect(wb.register).toHaveBeenCalledTimes(1);

    const seen = vi.fn();
    serviceWorkerUpdate.subscribe(seen);
    expect(serviceWorkerUpdate.isWaiting()).toBe(false);
    wb.fire('waiting');
    expect(serviceWorkerUpdate.isWaiting()).toBe(true);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without service workers, and survives a refused registration', async () => {
    vi.stubGlobal('navigator', {});
    await registerServiceWorker(load);
    expect(FakeWorkbox.last).toBeNull();

    resetServiceWorkerForTests();
    vi.stubGlobal('navigator', { serviceWorker: {} });
    const refusing = () =>
      load().then(({ Workbox }) => {
        const Refusing = class extends (Workbox as unknown as typeof FakeWorkbox) {
          override readonly register = vi.fn(() => Promise.reject(new Error('blocked')));
        };
        return { Workbox: Refusing as unknown as typeof Workbox };
      });
    await expect(registerServiceWorker(refusing)).resolves.toBeUndefined();
  });
});

describe('applyUpdate', () => {
  it('asks the waiting worker to take over, and reloads only once it controls the page', async () => {
    vi.stubGlobal('navigator', { serviceWorker: {} });
    await registerServiceWorker(load);
    const wb = FakeWorkbox.last!;
    const reload = vi.fn();
    applyUpdate(reload);
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    wb.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('startServiceWorker', () => {
  it('registers after load for a signed-in session only, and when the user signs in later', () => {
    const register = vi.fn(() => Promise.resolve());
    const stop = startServiceWorker(register);
    expect(document.readyState).toBe('complete');
    expect(register).not.toHaveBeenCalled();
    signInAs(userWith(['ROLE_AUDITOR']));
    expect(register).toHaveBeenCalled();
    stop();
  });

  it('registers at once when the page loaded signed in', () => {
    signInAs(userWith(['ROLE_AUDITOR']));
    const register = vi.fn(() => Promise.resolve());
    startServiceWorker(register)();
    expect(register).toHaveBeenCalledTimes(1);
  });
});
