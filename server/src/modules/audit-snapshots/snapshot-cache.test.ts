import { describe, expect, it } from 'vitest';
import { cachedSnapshot } from './snapshot-cache.ts';

const json = JSON.stringify({ sections: [{ id: 1, steps: [{ id: 2, questions: [{ id: 3 }] }] }] });
const load = (body: string) => () => Promise.resolve(body);

describe('cachedSnapshot', () => {
  it('parses a snapshot once and hands out the same frozen object', async () => {
    const hash = crypto.randomUUID();
    const first = await cachedSnapshot(hash, load(json));
    let loads = 0;
    const again = await cachedSnapshot(hash, () => {
      loads++;
      return Promise.resolve('{"not":"read again"}');
    });
    expect(again).toBe(first);
    expect(loads).toBe(0);
    expect(() => {
      (first.sections[0] as unknown as { name: string }).name = 'changed';
    }).toThrow(TypeError);
    expect(Object.isFrozen((first.sections[0] as unknown as { steps: object[] }).steps[0])).toBe(true);
  });

  it('forgets the least recently used snapshots past its size', async () => {
    const oldest = crypto.randomUUID();
    const kept = crypto.randomUUID();
    await cachedSnapshot(oldest, load(json));
    await cachedSnapshot(kept, load(json));
    for (let i = 0; i < 199; i++) {
      await cachedSnapshot(kept, load(json));
      await cachedSnapshot(crypto.randomUUID(), load(json));
    }
    expect((await cachedSnapshot(oldest, load('{"sections":[]}'))).sections).toEqual([]);
    expect((await cachedSnapshot(kept, load('{"sections":[]}'))).sections).toHaveLength(1);
  });
});
