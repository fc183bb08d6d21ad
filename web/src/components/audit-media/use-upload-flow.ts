import { useCallback, useEffect, useRef, useState } from 'react';
import { CanceledError, SessionExpiredError } from '../../lib/api-errors.ts';
import { handleApiError, type ErrorContext } from '../../lib/error-handler.ts';
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

/**
 * One file's way through an upload. Cancel while uploading aborts the request (the server then keeps nothing) and
 * goes back to idle; cancel with a chosen file forgets it. Leaving the screen aborts a running upload too. A failure
 * goes through the central error handler (its alert or popup) and, when it is an alert, also stays in the dialog as
 * `notice` until the user chooses, uploads or cancels again. A session that ended mid-upload is not an upload failure.
 */
export function useUploadFlow(run: UploadRun, errorContext: ErrorContext) {
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState<UploadProgress>({ loaded: 0, total: 0 });
  const [notice, setNotice] = useState<UploadNotice | null>(null);
  const [waiting, setWaiting] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const context = useRef(errorContext);
  context.current = errorContext;
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      controller.current?.abort();
    };
  }, []);

  const choose = useCallback((next: File | null) => {
    setFile(next);
    setNotice(null);
    setProgress({ loaded: 0, total: next?.size ?? 0 });
    setPhase(next ? 'chosen' : 'idle');
  }, []);

  const start = useCallback(async () => {
    if (!file) return;
    const c = new AbortController();
    controller.current = c;
    setNotice(null);
    setPhase('uploading');
    setProgress({ loaded: 0, total: file.size });
    try {
      await run(
        file,
        c.signal,
        (p) => setProgress({ loaded: p.loaded, total: p.total || file.size }),
        (w) => mounted.current && setWaiting(w),
      );
      setPhase('done');
    } catch (err) {
      // Leaving the screen aborted it: nobody is there to tell.
      if (!mounted.current) return;
      // A failed token refresh ended the session: the app's session-expiry handler has said so and goes to sign-in;
      // it is not this upload's failure, so the dialog shows nothing of its own.
      if (err instanceof SessionExpiredError) {
        setPhase('chosen');
        return;
      }
      const outcome = handleApiError(err, context.current);
      // A refused or failed upload keeps the chosen file so the user can try again; a cancelled one forgets it.
      if (err instanceof CanceledError) choose(null);
      else setPhase('chosen');
      if (outcome.kind === 'alert') setNotice({ tone: err instanceof CanceledError ? 'canceled' : 'error', text: outcome.text });
    } finally {
      if (mounted.current) setWaiting(false);
      if (controller.current === c) controller.current = null;
    }
  }, [file, run, choose]);

  const cancel = useCallback(() => {
    if (controller.current) controller.current.abort();
    else choose(null);
  }, [choose]);

  const percent = progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0;
  return { file, phase, progress, percent, notice, waiting, choose, start, cancel, reset: () => choose(null) };
}
export type UploadFlow = ReturnType<typeof useUploadFlow>;
