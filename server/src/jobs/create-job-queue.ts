import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import { createInProcessQueue } from './in-process-queue.ts';
import type { JobQueue } from './job-queue.ts';
import { createPgBossQueue } from './pg-boss-queue.ts';

/** pg-boss on PostgreSQL (every process shares it), timers in the process on SQLite (docs/decisions.md, "Background jobs"). */
export function createJobQueue(config: AppConfig, log: FastifyBaseLogger): JobQueue {
  if (config.database.kind === 'postgres')
    return createPgBossQueue({
      connectionString: config.database.url,
      pollingIntervalSeconds: config.jobs.pollingIntervalSeconds,
      onError: (err) => log.error({ err }, 'job queue error'),
    });
  return createInProcessQueue({ onError: (err, job) => log.warn({ err, job }, 'job attempt failed') });
}
