import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type DemoIds, type TestApp } from './test-app.ts';

/** Stands for the object `current()` returns at the time of each property read (methods stay bound to it). */
function standIn<T extends object>(what: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = current();
      if (!target) throw new Error(`${what} is built in beforeAll: read it inside a test or hook`);
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * One test app for the whole file, on its own copy of the demo database: built before the file's tests, closed after
 * them. `t` and `ids` stand for that app and its demo ids, so the file declares them once instead of assigning them
 * in its own beforeAll.
 */
export function demoAppPerFile(env: Record<string, string> = {}): { t: TestApp; ids: DemoIds } {
  let app: TestApp | undefined;
  let ids: DemoIds | undefined;
  beforeAll(async () => {
    app = await createTestApp(env);
    ids = await app.ids();
  });
  afterAll(() => app?.close());
  return { t: standIn('the test app', () => app), ids: standIn('the demo ids', () => ids) };
}
