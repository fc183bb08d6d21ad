import { errorMessages, serverMessages } from '@aquarisk/contract/messages';
import { AppError } from '../../../lib/app-error.ts';
import type { PdfCache, PdfCacheStats } from './pdf-cache.ts';
import type { PdfRenderPool } from './pdf-render-pool.ts';
import type { PdfRenderSlots, PdfRenderTask } from '../../../app-services.ts';

/** A download refused before any work: the queue is full (503) or the user has enough in flight (429). */
export class PdfRenderRefused extends AppError {
  constructor(
    code: 'PDF_QUEUE_FULL' | 'PDF_USER_BUSY',
    readonly retryAfterSeconds: number,
  ) {
    super(code, code === 'PDF_QUEUE_FULL' ? serverMessages.pdfQueueFull : serverMessages.pdfUserBusy);
  }
}

/** The client hung up: the render was dropped from the queue or stopped, and nothing is logged. */
export class PdfRenderCancelled extends AppError {
  constructor() {
    super('BAD_REQUEST', errorMessages.canceled);
  }
}

export interface PdfRenderLimits {
  /** worker threads: renders at the same time */
  threads: number;
  /** downloads waiting beyond those running */
  queue: number;
  /** downloads in flight (preparing, waiting or rendering) per user */
  perUser: number;
}

export interface PdfRenderStats {
  /** downloads holding a slot: reading their data, waiting for a thread or rendering */
  inFlight: number;
  /** renders handed to the pool (waiting for a thread or running) */
  rendering: number;
  /** worker threads alive (a thread whose render was cancelled is stopped, and a new one starts on demand) */
  threads: number;
  completed: number;
  cancelled: number;
  refused: number;
  /** documents served from the cache of rendered PDFs instead of rendered again */
  cache: PdfCacheStats;
}

/** The download slots AppContext carries (their interface, PdfRenderSlots, is in app-services.ts), and their counts. */
export interface PdfRenderer extends PdfRenderSlots {
  stats(): PdfRenderStats;
}

const FIRST_GUESS_MS = 3_000;

export function createPdfRenderer(limits: PdfRenderLimits, pool: PdfRenderPool, cache: PdfCache): PdfRenderer {
  const perUser = new Map<number, number>();
  let inFlight = 0;
  let rendering = 0;
  const counts = { completed: 0, cancelled: 0, refused: 0 };

  /** Seconds until a slot is likely free: a thread's share of the renders ahead, at the typical render time. */
  function retryAfter() {
    const rounds = Math.ceil((inFlight + 1) / limits.threads);
    const ms = rounds * (pool.typicalRenderMs() ?? FIRST_GUESS_MS);
    return Math.min(300, Math.max(1, Math.ceil(ms / 1000)));
  }

  function refuse(code: 'PDF_QUEUE_FULL' | 'PDF_USER_BUSY'): never {
    counts.refused++;
    throw new PdfRenderRefused(code, retryAfter());
  }

  async function render(task: PdfRenderTask, signal: AbortSignal): Promise<Buffer> {
    try {
      if (signal.aborted) throw new PdfRenderCancelled();
      const key = cache.key(task);
      const cached = cache.get(key);
      if (cached) return cached;
      rendering++;
      const pdf = await pool.run(task, signal).finally(() => rendering--);
      // a render the client left during is not kept either: it may have been cut short
      if (signal.aborted) throw new PdfRenderCancelled();
      counts.completed++;
      cache.put(key, pdf);
      return pdf;
    } catch (err) {
      if (!signal.aborted) throw err;
      counts.cancelled++;
      throw err instanceof PdfRenderCancelled ? err : new PdfRenderCancelled();
    }
  }

  return {
    async withSlot(userId, signal, work) {
      if (signal.aborted) {
        counts.cancelled++;
        throw new PdfRenderCancelled();
      }
      const mine = perUser.get(userId) ?? 0;
      if (mine >= limits.perUser) refuse('PDF_USER_BUSY');
      if (inFlight >= limits.threads + limits.queue) refuse('PDF_QUEUE_FULL');
      inFlight++;
      perUser.set(userId, mine + 1);
      try {
        return await work((task) => render(task, signal));
      } finally {
        inFlight--;
        const left = (perUser.get(userId) ?? 1) - 1;
        if (left > 0) perUser.set(userId, left);
        else perUser.delete(userId);
      }
    },
    stats: () => ({ inFlight, rendering, threads: pool.threadCount(), ...counts, cache: cache.stats() }),
  };
}
