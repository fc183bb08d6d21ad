import { describe, expect, it } from 'vitest';
import { unsafeTextPath } from './unsafe-text.ts';

/** A value nested `depth` arrays deep around `inner`, built without recursion. */
function nested(depth: number, inner: unknown): unknown {
  let value = inner;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe('unsafeTextPath', () => {
  it('names the first unsafe string or key in document order', () => {
    expect(unsafeTextPath({ a: 'ok', b: ['fine', 'x\u0000y'] })).toBe('b.1');
    expect(unsafeTextPath({ a: { 'k\uD800': 1 }, b: '\u0000' })).toBe('a');
    expect(unsafeTextPath({ a: 'x\uDC00', b: '\u0000' })).toBe('a');
    expect(unsafeTextPath('\u0000')).toBe('');
    expect(unsafeTextPath({ a: ['ok', { b: 'fine 🐟' }] })).toBeNull();
  });

  it('walks nesting far deeper than the call stack allows, in linear time', () => {
    const start = performance.now();
    expect(unsafeTextPath(nested(200_000, 'fine'))).toBeNull();
    expect(unsafeTextPath(nested(200_000, 'x\u0000'))).toBe(Array(200_000).fill(0).join('.'));
    expect(performance.now() - start).toBeLessThan(2_000);
  });
});
