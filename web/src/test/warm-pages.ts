import { beforeAll } from 'vitest';

/**
 * Route tests render lazy page chunks; transforming a feature's modules the first time can take many seconds on a
 * busy 2-core machine. Loading them once before the tests keeps each test's wait about the page, not the compiler.
 */
export function warmPages(...loaders: (() => Promise<unknown>)[]) {
  beforeAll(async () => {
    await Promise.all(loaders.map((load) => load()));
  }, 180_000);
}
