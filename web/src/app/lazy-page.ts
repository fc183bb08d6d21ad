import { lazy, type ComponentType } from 'react';

/**
 * A page split into its own chunk: `lazyPage(() => import('…/farms-page.tsx'), 'FarmsPage')`. `preload()` fetches the
 * chunk ahead of its first showing (the browser keeps the module, so the page then renders from it).
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    // a preload that fails (offline) is retried when the page is shown, which reports it
    { preload: () => void load().catch(() => undefined) },
  );
}
