import { lazy, type ComponentType } from 'react';

/** A page split into its own chunk: `lazyPage(() => import('…/farms-page.tsx'), 'FarmsPage')`. */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
