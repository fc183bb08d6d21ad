import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { AccessTokenSigner } from './modules/auth/access-token.ts';
import type { AccountLockout } from './modules/auth/account-lockout.ts';
import type { Mailer } from './modules/mail/mailer.ts';

/** What services need from the running app; built once in buildApp. */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  signer: AccessTokenSigner;
  lockout: AccountLockout;
  mailer: Mailer;
  log: FastifyBaseLogger;
}
