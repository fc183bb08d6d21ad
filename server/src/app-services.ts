import type { ActionsReport, AuditReport } from '@aquarisk/contract/schemas/report.schema';
import type { TemplateForm } from '@aquarisk/reports/template-form';
import type { AppError } from './lib/app-error.ts';

// The services AppContext carries that a module implements, declared here on the ground (issue 38 item 4): the module
// implements the interface, app-context.ts names it, and no file below the modules imports one of them.

/** What a valid access token says: whose it is, the session version it was issued under, and when it expires. */
export interface AccessClaims {
  sub: string;
  /** users.session_version at issue (migration 042); tokens from before it carry none and count as 0 */
  sv: number;
  /** expiry, milliseconds since the epoch */
  expiresAt: number;
}

/** Signs and verifies access tokens (modules/auth/access-token.ts). */
export interface AccessTokenSigner {
  sign(userExternalId: string, sessionVersion: number): Promise<string>;
  verify(token: string): Promise<AccessClaims | null>;
  ttlSeconds: number;
}

/** The back-off between failed sign-ins per account and source (modules/auth/sign-in-backoff.ts). */
export interface SignInBackoffGuard {
  /** throws a RATE_LIMITED AppError while the account and source wait out a back-off */
  assertAllowed(account: string, source: string, now?: Date): Promise<void>;
  recordFailure(account: string, source: string, now?: Date): Promise<void>;
  recordSuccess(account: string, source: string): Promise<unknown>;
  forgetAccount(account: string): Promise<unknown>;
}

/** Signed, time-limited file links bound to a user (modules/media/media-url-signer.ts). */
export interface MediaUrlSigner {
  /** `/api/v1/media/file/<token>` for this user, valid for the configured time */
  url(mediaExtId: string, userExtId: string, now?: number): string;
  /** the media and the user the link was issued to, or null when the token is forged, malformed or expired */
  verify(token: string, now?: number): { mediaExtId: string; userExtId: string } | null;
}

/** What a render worker is asked to lay out: plain data, copied to the worker thread (structured clone). */
export type PdfRenderTask =
  | { document: 'report'; report: AuditReport; kind: 'Report' | 'Summary' }
  /** `today`: the UTC day of the app's clock that decides which open actions print as OVERDUE; part of the cache key. */
  | { document: 'actions'; report: ActionsReport; today: string }
  | { document: 'template'; template: TemplateForm; farms: number };

/** Lays out the PDF of a download holding a slot; throws once the download's signal has fired. */
export type RenderInSlot = (task: PdfRenderTask) => Promise<Buffer>;

/** The PDF downloads' slots (modules/reports/render/pdf-renderer.ts). */
export interface PdfRenderSlots {
  /**
   * Runs one download in a slot: refused at once when every slot is taken or the user holds their share, so a flood
   * of downloads costs the request thread nothing but the refusals. The slot covers reading the data, waiting,
   * rendering and logging, and is given back however the download ends.
   */
  withSlot<T>(userId: number, signal: AbortSignal, work: (render: RenderInSlot) => Promise<T>): Promise<T>;
}

/** Each user's write time spent on answer batches (modules/question-flow/answer-write-budget.ts). */
export interface AnswerWriteBudget {
  /** The refusal a batch that writes would get now, or null: lets a refusal be made before any write lock is taken. */
  refusalFor(userId: number): (AppError & { retryAfterSeconds: number }) | null;
  /** Admits a batch of `answers` that writes (else throws the refusal); call the answer once it is done. */
  admit(userId: number, answers: number): () => void;
}
