import { randomUUID } from 'node:crypto';
import { PgBoss } from 'pg-boss';
import type { JobHandler, JobQueue, SendOptions } from './job-queue.ts';

/** Jobs a worker takes per fetch. */
const BATCH = 8;

export interface PgBossQueueOptions {
  connectionString: string;
  /** pg-boss's own schema in the application's database */
  schema?: string;
  /** how often an idle worker asks for jobs (default 2 s; tests use less) */
  pollingIntervalSeconds?: number;
  onError?: (err: unknown) => void;
}

/**
 * The job queue on PostgreSQL: pg-boss in its own schema of the same database, shared by every server process. Each
 * queue has the `exclusive` policy, so a singletonKey allows at most one job queued, retrying or running; a job
 * sent without one gets a key of its own (its id), so unkeyed jobs never collide. pg-boss starts on first use, so an
 * app that never queues anything (most API tests) opens no extra connections.
 */
export function createPgBossQueue(opts: PgBossQueueOptions): JobQueue {
  let started: Promise<PgBoss> | undefined;
  const queues = new Map<string, Promise<void>>();
  let stopped = false;

  function boss(): Promise<PgBoss> {
    if (stopped) return Promise.reject(new Error('the job queue is stopped'));
    started ??= (async () => {
      const b = new PgBoss({ connectionString: opts.connectionString, schema: opts.schema ?? 'pgboss', max: 4 });
      b.on('error', (err) => opts.onError?.(err));
      await b.start();
      return b;
    })();
    return started;
  }

  async function queue(name: string): Promise<PgBoss> {
    const b = await boss();
    let created = queues.get(name);
    if (!created) {
      created = (async () => {
        if (!(await b.getQueue(name)))
          await b.createQueue(name, { policy: 'exclusive' }).catch(async (err: unknown) => {
            // another process created it meanwhile
            if (!(await b.getQueue(name))) throw err;
          });
      })();
      queues.set(name, created);
    }
    await created;
    return b;
  }

  const toPgBoss = (o: SendOptions) => ({
    id: randomUUID(),
    retryLimit: o.retryLimit ?? 0,
    retryDelay: o.retryDelaySeconds ?? 1,
    retryBackoff: o.retryBackoff ?? false,
    ...(o.startAfterSeconds ? { startAfter: o.startAfterSeconds } : {}),
  });

  return {
    kind: 'pg-boss',
    async send(name, data, options = {}) {
      const b = await queue(name);
      const o = toPgBoss(options);
      return b.send(name, data, { ...o, singletonKey: options.singletonKey ?? o.id });
    },
    async work<T extends object>(name: string, handler: JobHandler<T>) {
      const b = await queue(name);
      // Up to BATCH jobs per fetch, fetched again at once while batches come back full (a backlog drains without
      // waiting a poll per job). Each job succeeds or fails alone: a failed one is failed (and retried per its
      // options) here, and pg-boss then completes the batch's jobs still active.
      const work = {
        pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2,
        includeMetadata: true,
        batchSize: BATCH,
        burstWhenBatchFull: true,
      } as const;
      await b.work<T>(name, work, async (jobs) => {
        await Promise.all(
          jobs.map(async (job) => {
            try {
              await handler(job.data, { id: job.id, attempt: job.retryCount + 1 });
            } catch (err) {
              await b.fail(name, job.id, { message: err instanceof Error ? err.message : String(err) });
            }
          }),
        );
      });
    },
    async schedule(name, cron, data = {}) {
      const b = await queue(name);
      // one schedule per queue for all processes; its jobs carry the schedule's key, so overlapping runs collapse
      await b.schedule(name, cron, data, { tz: 'UTC', singletonKey: `schedule:${name}` });
    },
    async stop() {
      stopped = true;
      if (!started) return;
      const b = await started.catch(() => undefined);
      await b?.stop({ graceful: true, close: true, timeout: 10_000 });
    },
  };
}
