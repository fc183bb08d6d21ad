import { describe, expect, it } from 'vitest';
import { jsonNestingExceeds } from './json-nesting.ts';

const arrays = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const objects = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

describe('jsonNestingExceeds', () => {
  it.each([
    ['arrays', arrays],
    ['objects', objects],
  ])('counts nested %s up to the limit and refuses one more', (_kind, nest) => {
    expect(jsonNestingExceeds(nest(32), 32)).toBe(false);
    expect(jsonNestingExceeds(nest(33), 32)).toBe(true);
    expect(jsonNestingExceeds(nest(8000), 32)).toBe(true);
  });

  it('counts depth, not how many brackets there are', () => {
    expect(jsonNestingExceeds(JSON.stringify(Array.from({ length: 10_000 }, () => [{ a: [1] }])), 4)).toBe(false);
    expect(jsonNestingExceeds('{"a":[1,{"b":[2]}],"c":{"d":{}}}', 4)).toBe(false);
    expect(jsonNestingExceeds('{"a":[1,{"b":[2]}],"c":{"d":{}}}', 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestingExceeds(JSON.stringify({ text: '[[[[[{{{{{' }), 1)).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ text: 'say "[[[[" \\ [[[' }), 1)).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify(['\\', [[['x']]]]), 3)).toBe(true);
  });

  it('reads a megabyte of flat text quickly', () => {
    const text = JSON.stringify({ comment: 'x'.repeat(1_000_000) });
    const start = performance.now();
    expect(jsonNestingExceeds(text, 32)).toBe(false);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
