import { describe, expect, it } from 'vitest';
import type { PdfRenderTask } from '../../../app-services.ts';
import { createPdfCache } from './pdf-cache.ts';

const task = (farms: number): PdfRenderTask => ({ document: 'template', template: { name: 'Form' } as never, farms });
const pdf = (bytes: number) => Buffer.alloc(bytes, 1);

describe('the cache of rendered PDFs', () => {
  it('keys a document by everything it is rendered from', () => {
    const cache = createPdfCache(1000);
    expect(cache.key(task(1))).toBe(cache.key(task(1)));
    expect(cache.key(task(1))).not.toBe(cache.key(task(4)));
    expect(cache.key({ document: 'template', template: { name: 'Form 2' } as never, farms: 1 })).not.toBe(cache.key(task(1)));
  });

  it('serves what it holds and counts hits and misses', () => {
    const cache = createPdfCache(1000);
    const key = cache.key(task(1));
    expect(cache.get(key)).toBeUndefined();
    cache.put(key, pdf(100));
    expect(cache.get(key)?.byteLength).toBe(100);
    expect(cache.stats()).toEqual({ hits: 1, misses: 1, entries: 1, bytes: 100 });
  });

  it('drops the least recently used documents beyond its bound', () => {
    const cache = createPdfCache(300);
    const [a, b, c, d] = ['a', 'b', 'c', 'd'];
    cache.put(a, pdf(100));
    cache.put(b, pdf(100));
    cache.put(c, pdf(100));
    expect(cache.get(a)).toBeDefined(); // a is now the most recently used; b the least
    cache.put(d, pdf(100));
    expect(cache.get(b)).toBeUndefined();
    expect([a, c, d].map((k) => cache.get(k) !== undefined)).toEqual([true, true, true]);
    expect(cache.stats()).toMatchObject({ entries: 3, bytes: 300 });
  });

  it('keeps nothing larger than its bound, and nothing at all when the bound is 0', () => {
    const small = createPdfCache(50);
    small.put('big', pdf(51));
    expect(small.stats()).toMatchObject({ entries: 0, bytes: 0 });
    const off = createPdfCache(0);
    off.put('k', pdf(1));
    expect(off.get('k')).toBeUndefined();
  });
});
