import { describe, expect, it } from 'vitest';
import { cachedSnapshot } from './snapshot-cache.ts';

const json = JSON.stringify({ sections: [{ id: 1, steps: [{ id: 2, questions: [{ id: 3 }] }] }] });

describe('cachedSnapshot', () => {
  it('parses an audit snapshot once and hands out the same frozen object', () => {
    const id = crypto.randomUUID();
    const first = cachedSnapshot(id, json);
    expect(cachedSnapshot(id, '{"not":"read again"}')).toBe(first);
    expect(() => {
      (first.sections[0] as unknown as { name: string }).name = 'changed';
    }).toThrow(TypeError);
    expect(Object.isFrozen((first.sections[0] as unknown as { steps: object[] }).steps[0])).toBe(true);
  });

  it('forgets the least recently used audits past its size', () => {
    const oldest = crypto.randomUUID();
    const kept = crypto.randomUUID();
    cachedSnapshot(oldest, json);
    cachedSnapshot(kept, json);
    for (let i = 0; i < 199; i++) {
      cachedSnapshot(kept, json);
      cachedSnapshot(crypto.randomUUID(), json);
    }
    expect(cachedSnapshot(oldest, '{"sections":[]}').sections).toEqual([]);
    expect(cachedSnapshot(kept, '{"sections":[]}').sections).toHaveLength(1);
  });
});
