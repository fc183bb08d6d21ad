import type { QueryClient } from '@tanstack/react-query';
import { auditEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import { ANSWER_BATCH_MAX, offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import type { AnswerBatchResult } from '@aquarisk/contract/schemas/answer-batch.schema';
import { callApi } from '../api-client.ts';
import { ApiError } from '../api-errors.ts';
import { session } from '../session.ts';
import { sharedKeys } from '../shared-query-keys.ts';
import {
  type QueuedAnswer,
  queuedAnswers,
  readPackage,
  type RefusedAnswer,
  refusedAnswers,
  settleAnswers,
  writePackage,
} from './offline-db.ts';
import { syncStatus } from './sync-status.ts';

/**
 * Sends the answers queued on this device (issue 27 items 2–4): per audit, in the order given, in batches of
 * ANSWER_BATCH_MAX through POST /survey/{id}/answers. Saved answers leave the queue; refused ones are kept apart with
 * the server's reason (never dropped). A lost link or a busy server leaves the queue as it is and tries again later;
 * the answer ids make a batch sent twice write once.
 */

const RETRY_MS = [2_000, 5_000, 15_000, 30_000];

let client: QueryClient | null = null;
let running: Promise<void> | null = null;
let again = false;
let failures = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

const userId = () => session.get().user?.externalId ?? null;

/** Re-reads the counts for the badge. */
export async function refreshCounts(): Promise<void> {
  const user = userId();
  if (!user) return syncStatus.touch({ pending: 0, refused: 0 });
  const [queued, refused] = await Promise.all([queuedAnswers(user), refusedAnswers(user)]);
  syncStatus.touch({ pending: queued.length, refused: refused.length });
}

function bySurvey(queue: QueuedAnswer[]) {
  const groups = new Map<string, QueuedAnswer[]>();
  for (const a of queue) groups.set(a.surveyExtId, [...(groups.get(a.surveyExtId) ?? []), a]);
  return groups;
}

const refusal = (a: QueuedAnswer, reason: RefusedAnswer['reason'], message: string): RefusedAnswer => ({
  ...a,
  reason,
  message,
  refusedAt: new Date().toISOString(),
});

async function settle(batch: QueuedAnswer[], result: AnswerBatchResult) {
  const byId = new Map(batch.map((a) => [a.clientId, a]));
  const saved: string[] = [];
  const refused: RefusedAnswer[] = [];
  for (const r of result.results) {
    const a = byId.get(r.clientId);
    if (!a) continue;
    if (r.status === 'saved') saved.push(a.clientId);
    else refused.push(refusal(a, r.reason ?? 'INVALID', r.message ?? offlineMessages.questionChanged));
  }
  await settleAnswers(saved, refused);
}

/** The package again from the server once its answers are in, so the device's copy matches the audit. */
async function refreshPackage(user: string, surveyExtId: string) {
  const stored = await readPackage(user, surveyExtId);
  if (!stored) return;
  const pkg = await callApi(auditEndpoints.offlinePackage, { params: { id: surveyExtId } });
  const left = await queuedAnswers(user, surveyExtId);
  await writePackage({ userExtId: user, surveyExtId, pkg, cursor: left.length ? stored.cursor : pkg.cursor });
}

async function syncSurvey(user: string, surveyExtId: string, answers: QueuedAnswer[]) {
  for (let i = 0; i < answers.length; i += ANSWER_BATCH_MAX) {
    const batch = answers.slice(i, i + ANSWER_BATCH_MAX);
    try {
      const result = await callApi(auditEndpoints.answerBatch, {
        params: { id: surveyExtId },
        body: {
          answers: batch.map((a) => ({
            clientId: a.clientId,
            questionId: a.questionId,
            answerValue: a.answerValue,
            snapshotHash: a.snapshotHash,
          })),
        },
      });
      await settle(batch, result);
    } catch (error) {
      // The audit is gone for this user (reassigned, access removed) or the batch itself is refused: keep every answer
      // apart with the reason, so the auditor can export them.
      if (error instanceof ApiError && (error.status === 404 || error.status === 403 || error.status === 400)) {
        const message = error.status === 400 ? error.message || offlineMessages.questionChanged : offlineMessages.accessLost;
        const reason = error.status === 400 ? 'INVALID' : 'ACCESS_LOST';
        await settleAnswers(
          [],
          answers.slice(i).map((a) => refusal(a, reason, message)),
        );
        return;
      }
      throw error;
    }
  }
  await refreshPackage(user, surveyExtId).catch(() => undefined);
  void client?.invalidateQueries({ queryKey: sharedKeys.auditQuestions(surveyExtId) });
  void client?.invalidateQueries({ queryKey: sharedKeys.audit(surveyExtId) });
  void client?.invalidateQueries({ queryKey: sharedKeys.auditLists() });
}

async function runOnce() {
  const user = userId();
  if (!user || !navigator.onLine) return;
  const queue = await queuedAnswers(user);
  if (queue.length === 0) return;
  syncStatus.set({ syncing: true });
  try {
    for (const [surveyExtId, answers] of bySurvey(queue)) {
      await syncSurvey(user, surveyExtId, answers);
      await refreshCounts();
    }
    failures = 0;
    syncStatus.set({ retrying: false, synced: true });
  } catch {
    // Offline again, or the server busy: the queue stays; try again after a pause that grows.
    failures += 1;
    syncStatus.set({ retrying: true });
    clearTimeout(timer);
    timer = setTimeout(() => void syncNow(), RETRY_MS[Math.min(failures, RETRY_MS.length) - 1]);
  } finally {
    syncStatus.set({ syncing: false });
    await refreshCounts();
  }
}

/** Sends what is queued now; a call while a sync runs makes it run once more after. */
export function syncNow(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await runOnce();
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

/** Starts watching the link: on 'online' the queue is sent. Returns the stop function. */
export function startSync(queryClient: QueryClient): () => void {
  client = queryClient;
  const online = () => {
    syncStatus.set({ online: true });
    void syncNow();
  };
  const offline = () => syncStatus.set({ online: false });
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  syncStatus.set({ online: navigator.onLine });
  // Answers not yet synced must survive storage pressure: ask the browser not to evict this origin's data.
  void navigator.storage?.persist?.().catch(() => false);
  void refreshCounts()
    .then(() => syncNow())
    .catch(() => undefined);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    clearTimeout(timer);
    client = null;
  };
}
