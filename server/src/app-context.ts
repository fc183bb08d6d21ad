import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { AccessTokenSigner } from './modules/auth/access-token.ts';
import type { SignInBackoffGuard } from './modules/auth/sign-in-backoff.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { MediaUrlSigner } from './modules/media/media-url-signer.ts';
import type { PdfRenderer } from './modules/reports/render/pdf-renderer.ts';
import type { FileStorage } from './storage/file-storage.ts';

/** What services need from the running app; built once in buildApp. */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  signer: AccessTokenSigner;
  signIns: SignInBackoffGuard;
  mailer: Mailer;
  storage: FileStorage;
  mediaUrls: MediaUrlSigner;
  pdfRenderer: PdfRenderer;
  log: FastifyBaseLogger;
}
