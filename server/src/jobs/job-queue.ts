/**
 * Background work (issue 28): reminders, digests and webhook deliveries run as jobs. On PostgreSQL the queue is
 * pg-boss (shared by every server process: a job runs once, whichever process takes it); on the embedded SQLite
 * default it runs in the process (one process by definition). docs/decisions.md, "Background jobs".
 */
export interface SendOptions {
  /** At most one queued or active job with this key per queue (a reminder written once, whatever the processes). */
  singletonKey?: string;
  /** Retries after the first attempt (default 0). */
  retryLimit?: number;
  /** Seconds before the first retry (default 1). */
  retryDelaySeconds?: number;
  /** Doubles the delay after each failed attempt. */
  retryBackoff?: boolean;
  /** Seconds to wait before the first attempt (default 0). */
  startAfterSeconds?: number;
}

/** A handler throws to fail the attempt (it is retried per the job's options); returning ends the job. */
export type JobHandler<T> = (data: T, job: { id: string; attempt: number }) => Promise<void>;

export interface JobQueue {
  /** 'pg-boss' or 'in-process'. */
  readonly kind: string;
  /** Queues a job; returns its id, or null when a job with the same singletonKey is already waiting or running. */
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Runs handler for the queue's jobs in this process. */
  work<T extends object>(queue: string, handler: JobHandler<T>): Promise<void>;
  /** Sends `queue` a job on a cron schedule ("*\/5 * * * *"); once for all processes. */
  schedule(queue: string, cron: string, data?: object): Promise<void>;
  /** Waits for jobs in flight, then stops taking jobs. */
  stop(): Promise<void>;
}
