import type { FastifyInstance } from 'fastify';
import { createPdfCache } from './pdf-cache.ts';
import { createPdfRenderPool } from './pdf-render-pool.ts';
import { createPdfRenderer, type PdfRenderer, type PdfRenderLimits } from './pdf-renderer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** PDF downloads' slots and counts (tests and operators read `stats()`) */
    pdfRenderer: PdfRenderer;
  }
}

/** The app's PDF rendering: a worker pool behind the download limits and a cache of rendered documents, stopped when the app closes. */
export function registerPdfRendering(app: FastifyInstance, limits: PdfRenderLimits & { cacheBytes: number }): PdfRenderer {
  const pool = createPdfRenderPool(limits.threads);
  const renderer = createPdfRenderer(limits, pool, createPdfCache(limits.cacheBytes));
  app.decorate('pdfRenderer', renderer);
  app.addHook('onClose', () => pool.close());
  return renderer;
}
