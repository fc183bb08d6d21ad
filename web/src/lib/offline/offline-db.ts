import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { OfflinePackage } from '@aquarisk/contract/schemas/offline-package.schema';
import type { BatchRefusal } from '@aquarisk/contract/schemas/answer-batch.schema';
import type { MediaItem } from '@aquarisk/contract/schemas/media.schema';

/**
 * What the app keeps on the device for work without a network (issue 27 item 2), in IndexedDB: the offline package
 * of each audit the user opened, the answers given and not yet synced (in the order given), the answers the server
 * refused (kept until the auditor exports or dismisses them) and the user's place in each audit. Everything is keyed
 * by the signed-in user, so another user of the same browser neither sees nor sends it.
 */
export interface QueuedAnswer {
  clientId: string;
  /** the order answers were given in, across audits */
  seq: number;
  userExtId: string;
  surveyExtId: string;
  questionId: number;
  /** the question's text as shown, so a refused answer can be read and exported without the package */
  questionText: string;
  answerValue: string;
  /** the answer as a person reads it (option texts, Yes/No, units, names), for the refused list and its export */
  answerShown: string;
  snapshotHash: string;
  givenAt: string;
}

export interface RefusedAnswer extends QueuedAnswer {
  reason: BatchRefusal | 'ACCESS_LOST';
  message: string;
  refusedAt: string;
}

export interface StoredPackage {
  key: string;
  userExtId: string;
  surveyExtId: string;
  pkg: OfflinePackage;
  /** the question the user is on, moved by answering and jumping offline */
  cursor: number | null;
  /** the audit's newest file per media category as last loaded online (the footage dialog offline: issue 37 item 1) */
  media?: { items: MediaItem[]; keptAt: string };
}

interface OfflineSchema extends DBSchema {
  packages: { key: string; value: StoredPackage };
  queue: { key: string; value: QueuedAnswer; indexes: { bySeq: number } };
  refused: { key: string; value: RefusedAnswer; indexes: { bySurvey: string } };
}

const DB_NAME = 'aquarisk-offline';
let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

function db() {
  opening ??= openDB<OfflineSchema>(DB_NAME, 1, {
    upgrade(d) {
      d.createObjectStore('packages', { keyPath: 'key' });
      d.createObjectStore('queue', { keyPath: 'clientId' }).createIndex('bySeq', 'seq');
      d.createObjectStore('refused', { keyPath: 'clientId' }).createIndex('bySurvey', 'surveyExtId');
    },
  });
  return opening;
}

export const packageKey = (userExtId: string, surveyExtId: string) => `${userExtId}:${surveyExtId}`;

export async function readPackage(userExtId: string, surveyExtId: string): Promise<StoredPackage | undefined> {
  return (await db()).get('packages', packageKey(userExtId, surveyExtId));
}

/** Stores a newly fetched package; the media list kept with the one before stays (it comes by another request). */
export async function writePackage(stored: Omit<StoredPackage, 'key'>): Promise<StoredPackage> {
  const key = packageKey(stored.userExtId, stored.surveyExtId);
  const tx = (await db()).transaction('packages', 'readwrite');
  const media = (await tx.store.get(key))?.media;
  const value = { ...stored, key, ...(media && !stored.media ? { media } : {}) };
  await tx.store.put(value);
  await tx.done;
  return value;
}

/** Keeps the audit's media list with its stored package (nothing when the audit is not kept on the device). */
export async function keepMedia(userExtId: string, surveyExtId: string, items: MediaItem[]): Promise<void> {
  await updatePackage(userExtId, surveyExtId, (stored) => ({ ...stored, media: { items, keptAt: new Date().toISOString() } }));
}

/** Every audit of the user kept on this device, newest copy first. */
export async function storedPackages(userExtId: string): Promise<StoredPackage[]> {
  const all = await (await db()).getAll('packages');
  return all.filter((p) => p.userExtId === userExtId).sort((a, b) => b.pkg.fetchedAt.localeCompare(a.pkg.fetchedAt));
}

/** Changes the stored package in one IndexedDB transaction (read, change, write), so no change overwrites another. */
export async function updatePackage(
  userExtId: string,
  surveyExtId: string,
  change: (stored: StoredPackage) => StoredPackage,
): Promise<void> {
  const tx = (await db()).transaction('packages', 'readwrite');
  const stored = await tx.store.get(packageKey(userExtId, surveyExtId));
  if (stored) await tx.store.put(change(stored));
  await tx.done;
}

/** The user's queued answers in the order they were given (all audits, or one). */
export async function queuedAnswers(userExtId: string, surveyExtId?: string): Promise<QueuedAnswer[]> {
  const all = await (await db()).getAllFromIndex('queue', 'bySeq');
  return all.filter((a) => a.userExtId === userExtId && (surveyExtId === undefined || a.surveyExtId === surveyExtId));
}

/** Adds an answer at the end of the queue (its seq one past the last), in one IndexedDB transaction. */
export async function enqueueAnswer(answer: Omit<QueuedAnswer, 'seq'>): Promise<QueuedAnswer> {
  const d = await db();
  const tx = d.transaction('queue', 'readwrite');
  const last = await tx.store.index('bySeq').openCursor(null, 'prev');
  const queued = { ...answer, seq: (last?.value.seq ?? 0) + 1 };
  await tx.store.put(queued);
  await tx.done;
  return queued;
}

/** Removes synced answers and keeps the refused ones apart, in one IndexedDB transaction. */
export async function settleAnswers(savedIds: readonly string[], refused: readonly RefusedAnswer[]): Promise<void> {
  const d = await db();
  const tx = d.transaction(['queue', 'refused'], 'readwrite');
  for (const id of savedIds) await tx.objectStore('queue').delete(id);
  for (const r of refused) {
    await tx.objectStore('queue').delete(r.clientId);
    await tx.objectStore('refused').put(r);
  }
  await tx.done;
}

export async function refusedAnswers(userExtId: string, surveyExtId?: string): Promise<RefusedAnswer[]> {
  const d = await db();
  const rows = surveyExtId === undefined ? await d.getAll('refused') : await d.getAllFromIndex('refused', 'bySurvey', surveyExtId);
  return rows.filter((r) => r.userExtId === userExtId).sort((a, b) => a.seq - b.seq);
}

export async function dismissRefused(clientIds: readonly string[]): Promise<void> {
  const d = await db();
  const tx = d.transaction('refused', 'readwrite');
  for (const id of clientIds) await tx.store.delete(id);
  await tx.done;
}

/** For tests: forget the open connection (fake-indexeddb is reset between tests). */
export function closeOfflineDb() {
  void opening?.then((d) => d.close());
  opening = null;
}
