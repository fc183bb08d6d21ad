import { createHash } from 'node:crypto';
import type { PdfRenderTask } from '../../../app-services.ts';

export interface PdfCacheStats {
  hits: number;
  misses: number;
  /** documents held now, and their bytes */
  entries: number;
  bytes: number;
}

/**
 * Rendered PDFs kept in memory by what they were rendered from (issue 25 item 1): the key is a hash of the whole
 * render task — the document kind and every figure, answer and name it prints — so a document whose data changed
 * has another key and a stale PDF can never be served; there is nothing to invalidate. A second download of an
 * unchanged audit costs reading its data (a few milliseconds) and no render (hundreds of milliseconds to seconds).
 * Least recently used documents go first once `maxBytes` is reached; 0 turns the cache off. Memory, not disk: a new
 * deployment (another renderer) starts empty, so a PDF laid out by older code is never served (docs/decisions.md).
 */
export interface PdfCache {
  key(task: PdfRenderTask): string;
  get(key: string): Buffer | undefined;
  put(key: string, pdf: Buffer): void;
  stats(): PdfCacheStats;
}

export function createPdfCache(maxBytes: number): PdfCache {
  // a Map iterates in insertion order: re-inserting on a hit keeps the least recently used first
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  const counts = { hits: 0, misses: 0 };
  return {
    key: (task) => createHash('sha256').update(JSON.stringify(task)).digest('base64url'),
    get(key) {
      const pdf = entries.get(key);
      if (!pdf) {
        counts.misses++;
        return undefined;
      }
      counts.hits++;
      entries.delete(key);
      entries.set(key, pdf);
      return pdf;
    },
    put(key, pdf) {
      if (pdf.byteLength > maxBytes || entries.has(key)) return;
      entries.set(key, pdf);
      bytes += pdf.byteLength;
      for (const [oldest, old] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= old.byteLength;
      }
    },
    stats: () => ({ ...counts, entries: entries.size, bytes }),
  };
}
