import { CanceledError, SessionExpiredError } from '../../lib/api-errors.ts';
import { handleApiError, type ErrorContext } from '../../lib/error-handler.ts';
import { LEAVE_ON_SERVER } from '../../lib/resumable-upload.ts';
import { session } from '../../lib/session.ts';
import type { UploadProgress } from '../../lib/upload-request.ts';

/** The upload states of docs/requirements.md#results-4: idle, file chosen, uploading, done. */
export type UploadPhase = 'idle' | 'chosen' | 'uploading' | 'done';

export type UploadRun = (
  file: File,
  signal: AbortSignal,
  onProgress: (p: UploadProgress) => void,
  /** a resumable upload says when it waits for the connection (offline) and when it goes on */
  onWaiting: (waiting: boolean) => void,
) => Promise<unknown>;

/** What the last attempt ended with, kept in the dialog until the user acts (the 5-second alert alone was missed). */
export interface UploadNotice {
  tone: 'error' | 'canceled';
  text: string;
}

export interface UploadRunState {
  file: File | null;
  phase: UploadPhase;
  progress: UploadProgress;
  notice: UploadNotice | null;
  waiting: boolean;
}

const IDLE: UploadRunState = { file: null, phase: 'idle', progress: { loaded: 0, total: 0 }, notice: null, waiting: false };

/**
 * One file's way through an upload, outside React, so a screen can let it go on after it is gone (issue 37 item 2):
 * cancel while uploading aborts the request (the server then keeps nothing) and goes back to idle; cancel with a
 * chosen file forgets it. A failure goes through the central error handler (its alert or popup) and, when it is an
 * alert, also stays as `notice` until the user chooses, uploads or cancels again. A session that ended mid-upload is
 * not an upload failure. `detach` aborts silently: nobody is there to tell.
 */
export class UploadRunStore {
  private state: UploadRunState = IDLE;
  private readonly listeners = new Set<() => void>();
  private controller: AbortController | null = null;
  private detached = false;

  readonly get = (): UploadRunState => this.state;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private set(patch: Partial<UploadRunState>) {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  readonly choose = (file: File | null) => {
    this.set({ file, notice: null, progress: { loaded: 0, total: file?.size ?? 0 }, phase: file ? 'chosen' : 'idle' });
  };

  readonly start = async (run: UploadRun, errorContext: ErrorContext) => {
    const { file } = this.state;
    if (!file || this.controller) return;
    const c = new AbortController();
    this.controller = c;
    this.set({ notice: null, phase: 'uploading', progress: { loaded: 0, total: file.size } });
    try {
      await run(
        file,
        c.signal,
        (p) => this.set({ progress: { loaded: p.loaded, total: p.total || file.size } }),
        (waiting) => this.set({ waiting }),
      );
      this.set({ phase: 'done' });
    } catch (err) {
      if (this.detached) return;
      // A failed token refresh ended the session: the app's session-expiry handler has said so and goes to sign-in;
      // it is not this upload's failure, so the dialog shows nothing of its own.
      if (err instanceof SessionExpiredError) return this.set({ phase: 'chosen' });
      const outcome = handleApiError(err, errorContext);
      // A refused or failed upload keeps the chosen file so the user can try again; a cancelled one forgets it.
      if (err instanceof CanceledError) this.choose(null);
      else this.set({ phase: 'chosen' });
      if (outcome.kind === 'alert') this.set({ notice: { tone: err instanceof CanceledError ? 'canceled' : 'error', text: outcome.text } });
    } finally {
      if (this.controller === c) this.controller = null;
      this.set({ waiting: false });
    }
  };

  readonly reset = () => this.choose(null);

  readonly cancel = () => {
    if (this.controller) this.controller.abort();
    else this.choose(null);
  };

  /** The screen that owned it is gone, or the session ended: abort without a word (`reason`: the abort's reason). */
  detach(reason?: string) {
    this.detached = true;
    this.controller?.abort(reason);
  }
}

/** Runs kept across screens, by key (an audit's footage category), until the session ends. */
const kept = new Map<string, UploadRunStore>();
let keptFor: string | null = session.get().user?.externalId ?? null;

export function keptUploadRun(key: string): UploadRunStore {
  let run = kept.get(key);
  if (!run) {
    run = new UploadRunStore();
    kept.set(key, run);
  }
  return run;
}

// Signing out (or another user signing in) ends the uploads of the one before: they were sent with their token.
session.subscribe((s) => {
  const user = s.user?.externalId ?? null;
  if (user === keptFor) return;
  keptFor = user;
  for (const run of kept.values()) run.detach(LEAVE_ON_SERVER);
  kept.clear();
});
