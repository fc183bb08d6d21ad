import { describe, expect, it } from 'vitest';
import { defaultPdfThreads, loadConfig } from '../../../config.ts';

describe('PDF render limits from the environment', () => {
  it('defaults to one thread per core but one (at most four), 16 waiting, 2 per user, a 64 MB cache', () => {
    expect([1, 2, 3, 8, 64].map((cores) => defaultPdfThreads(cores))).toEqual([1, 1, 2, 4, 4]);
    expect(loadConfig({}).pdfRender).toEqual({ threads: defaultPdfThreads(), queue: 16, perUser: 2, cacheBytes: 64 * 1024 * 1024 });
    // copied from .env.example, where the thread count is left empty
    expect(loadConfig({ PDF_RENDER_THREADS: '' }).pdfRender.threads).toBe(defaultPdfThreads());
  });

  it('reads each setting, and refuses a pool without threads or a user without a render', () => {
    expect(
      loadConfig({ PDF_RENDER_THREADS: '3', PDF_RENDER_QUEUE: '0', PDF_RENDERS_PER_USER: '5', PDF_CACHE_MB: '0.5' }).pdfRender,
    ).toEqual({ threads: 3, queue: 0, perUser: 5, cacheBytes: 512 * 1024 });
    expect(() => loadConfig({ PDF_CACHE_MB: '-1' })).toThrow();
    expect(() => loadConfig({ PDF_RENDER_THREADS: '0' })).toThrow();
    expect(() => loadConfig({ PDF_RENDERS_PER_USER: '0' })).toThrow();
  });
});
