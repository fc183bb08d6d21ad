import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ErrorContext } from '../../lib/error-handler.ts';
import { keptUploadRun, type UploadRun, UploadRunStore } from './upload-run.ts';

export type { UploadNotice, UploadPhase, UploadRun } from './upload-run.ts';

/**
 * One file's way through an upload, for a screen (upload-run.ts holds the rules). Without `keepAs` the upload belongs
 * to the screen: leaving it aborts a running upload. With `keepAs` (a footage slot: issue 37 items 1 and 2) the upload
 * goes on while the app is open on another screen or the dialog shows something else, and the screen that shows the
 * same key again shows its progress.
 */
export function useUploadFlow(run: UploadRun, errorContext: ErrorContext, keepAs?: string) {
  const [own] = useState(() => new UploadRunStore());
  const store = keepAs ? keptUploadRun(keepAs) : own;
  useEffect(() => (keepAs ? undefined : () => own.detach()), [keepAs, own]);
  const { file, phase, progress, notice, waiting } = useSyncExternalStore(store.subscribe, store.get, store.get);
  const percent = progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0;
  return {
    file,
    phase,
    progress,
    percent,
    notice,
    waiting,
    choose: store.choose,
    start: () => store.start(run, errorContext),
    cancel: store.cancel,
    reset: store.reset,
  };
}
export type UploadFlow = ReturnType<typeof useUploadFlow>;
