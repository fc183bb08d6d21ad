import { Piscina } from 'piscina';
import type { PdfRenderTask } from '../../../app-services.ts';

/**
 * The worker file next to this module: the compiled .js in production; under Vitest and tsx (this module is .ts) a
 * bootstrap that gives the worker thread a TypeScript loader and the reports' source condition.
 */
function workerOptions() {
  const fromSources = import.meta.url.endsWith('.ts');
  return fromSources
    ? { filename: new URL('./pdf-render-source.worker.mjs', import.meta.url).href, execArgv: ['--conditions=source'] }
    : { filename: new URL('./pdf-render.worker.js', import.meta.url).href };
}

export interface PdfRenderPool {
  /** Lays out one PDF on a worker thread; an abort removes a waiting task or stops the thread running it. */
  run(task: PdfRenderTask, signal: AbortSignal): Promise<Buffer>;
  /** the median time a render has taken on a thread (waiting not counted); undefined before the first */
  typicalRenderMs(): number | undefined;
  /** worker threads alive now */
  threadCount(): number;
  close(): Promise<void>;
}

/**
 * A pool of `threads` worker threads (piscina), started on the first render: an app that never renders a PDF (most
 * test apps) starts none. Idle threads stay a few minutes, so a burst of downloads does not pay each thread's start.
 */
export function createPdfRenderPool(threads: number): PdfRenderPool {
  let pool: Piscina<PdfRenderTask, Uint8Array> | undefined;
  let typicalMs: number | undefined;
  return {
    async run(task, signal) {
      pool ??= new Piscina({ ...workerOptions(), minThreads: 0, maxThreads: threads, idleTimeout: 5 * 60_000 });
      const bytes = await pool.run(task, { signal });
      // read once per render: a histogram summary (every percentile and the deviation) costs milliseconds, too
      // much to pay for each refusal under a flood
      const median = pool.histogram.runTime.p50;
      if (Number.isFinite(median) && median > 0) typicalMs = median;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    typicalRenderMs: () => typicalMs,
    threadCount: () => pool?.threads.length ?? 0,
    async close() {
      await pool?.destroy();
    },
  };
}
