import { useSyncExternalStore } from 'react';
import type { MediaCategory } from '@aquarisk/contract/constants';
import { browserStorage } from '../../lib/browser-storage.ts';

/**
 * Footage uploads that started and did not finish, as this device last saw them (issue 37 item 2). tus-js-client keeps
 * the upload's address (its fingerprint: name, type, size, date, endpoint), so choosing the same file again resumes
 * from the server's offset; this record is what the slot shows meanwhile: the file's name and how much was sent. It is
 * kept per user in localStorage beside tus-js-client's own, and forgotten when the upload ends, is refused or is
 * cancelled; the server forgets an unfinished upload after UPLOAD_EXPIRY_HOURS anyway.
 */
export interface UnfinishedUpload {
  fileName: string;
  size: number;
  /** bytes sent when the device last saw the upload running */
  loaded: number;
  updatedAt: string;
}

const PREFIX = 'aquarisk.unfinished-upload:';
const keyOf = (user: string, surveyExtId: string, category: MediaCategory) => `${PREFIX}${user}:${surveyExtId}:${category}`;

let version = 0;
const listeners = new Set<() => void>();
const changed = () => {
  version += 1;
  for (const l of listeners) l();
};

export function readUnfinished(user: string, surveyExtId: string, category: MediaCategory): UnfinishedUpload | null {
  try {
    const raw = browserStorage.get(keyOf(user, surveyExtId, category));
    return raw ? (JSON.parse(raw) as UnfinishedUpload) : null;
  } catch {
    return null;
  }
}

export function keepUnfinished(user: string, surveyExtId: string, category: MediaCategory, upload: Omit<UnfinishedUpload, 'updatedAt'>) {
  // A full or refused storage only loses the note; the upload itself goes on.
  if (browserStorage.set(keyOf(user, surveyExtId, category), JSON.stringify({ ...upload, updatedAt: new Date().toISOString() }))) changed();
}

export function forgetUnfinished(user: string, surveyExtId: string, category: MediaCategory) {
  browserStorage.remove(keyOf(user, surveyExtId, category));
  changed();
}

/** Keeps the record of a running upload up to date, at most once a second (progress events come far more often). */
export function unfinishedRecorder(user: string, surveyExtId: string, category: MediaCategory, file: File) {
  let last = 0;
  const keep = (loaded: number) => keepUnfinished(user, surveyExtId, category, { fileName: file.name, size: file.size, loaded });
  const before = readUnfinished(user, surveyExtId, category);
  keep(before?.fileName === file.name && before.size === file.size ? before.loaded : 0);
  return (loaded: number) => {
    const now = Date.now();
    if (now - last < 1000) return;
    last = now;
    keep(loaded);
  };
}

/** The slot's unfinished upload, re-read whenever one changes. */
export function useUnfinishedUpload(user: string | null, surveyExtId: string, category: MediaCategory): UnfinishedUpload | null {
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    () => version,
  );
  return user ? readUnfinished(user, surveyExtId, category) : null;
}
