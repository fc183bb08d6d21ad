import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { AccessTokenSigner, AnswerWriteBudget, MediaUrlSigner, PdfRenderSlots, SignInBackoffGuard } from './app-services.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { FileStorage } from './storage/file-storage.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Clock } from './lib/clock.ts';

/** What services need from the running app; built once in buildApp. */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  signer: AccessTokenSigner;
  signIns: SignInBackoffGuard;
  mailer: Mailer;
  storage: FileStorage;
  mediaUrls: MediaUrlSigner;
  pdfRenderer: PdfRenderSlots;
  log: FastifyBaseLogger;
  /** scheduled and retried work (issue 28): pg-boss on PostgreSQL, in the process on SQLite */
  jobs: JobQueue;
  /** each user's write time spent on answer batches (issue 37 item 22) */
  answerWrites: AnswerWriteBudget;
  /** the time of scheduled work: the system's, or the shared test clock with TEST_CLOCK=true */
  clock: Clock;
}
