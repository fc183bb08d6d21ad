import { settledAnswers, waitingAfterStep } from '@aquarisk/contract/answers/flow-context';
import { answerLogValue } from '@aquarisk/contract/answers/answer-log';
import type { TemplateQuestion } from '@aquarisk/contract/template/template.schema';
import { newClientId } from './client-id.ts';
import { answerLocally, carriedOfStep, localAudit, type LocalAudit } from './local-flow.ts';
import { enqueueAnswer, queuedAnswers, type StoredPackage, updatePackage } from './offline-db.ts';
import { syncStatus } from './sync-status.ts';
import { refreshCounts, syncNow } from './sync-engine.ts';

/** An answer the device's rules refuse (the same message the server would give); nothing is queued. */
export class LocalRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LocalRefusal';
  }
}

async function queued(stored: StoredPackage, question: TemplateQuestion, answerValue: string, clientId?: string) {
  const names = new Map(stored.pkg.people.map((p) => [p.externalId, p.name]));
  await enqueueAnswer({
    questionId: question.id,
    questionText: question.text,
    answerValue,
    answerShown: answerLogValue(question, answerValue, names) ?? answerValue,
    clientId: clientId ?? newClientId(),
    userExtId: stored.userExtId,
    surveyExtId: stored.surveyExtId,
    snapshotHash: stored.pkg.snapshotHash,
    givenAt: new Date().toISOString(),
  });
}

async function changed(stored: StoredPackage, cursor: number | null) {
  await updatePackage(stored.userExtId, stored.surveyExtId, (latest) => ({ ...latest, cursor }));
  await refreshCounts();
  if (navigator.onLine) void syncNow();
}

/**
 * Answers on the device (issue 27 item 2): checked with the contract's rules against the audit as the device has
 * it, queued in order with its id, and the cursor moved on as the server would move it. Sent when the link allows.
 */
export async function answerOnDevice(stored: StoredPackage, audit: LocalAudit, questionId: number, answerValue: string, clientId?: string) {
  const result = answerLocally(audit, questionId, answerValue);
  if (!result.ok) throw new LocalRefusal(result.message);
  await queued(stored, result.entry.question, result.value, clientId);
  await changed(stored, result.next);
}

/** Jumping offline moves the device's cursor only. */
export async function jumpOnDevice(stored: StoredPackage, questionId: number) {
  await changed(stored, questionId);
}

/** 'Confirm the whole step' offline: each carried answer of the step queued again unchanged, then on to the next one waiting. */
export async function confirmStepOnDevice(stored: StoredPackage, audit: LocalAudit, sectionId: number, stepId: number) {
  for (const e of carriedOfStep(audit, sectionId, stepId)) {
    await queued(stored, e.question, audit.answers.get(e.question.id)!);
  }
  const after = localAudit(stored.pkg, await queuedAnswers(stored.userExtId, stored.surveyExtId));
  const next = waitingAfterStep(after.included, settledAnswers(after.answers, after.carried), sectionId, stepId);
  await changed(stored, next?.question.id ?? null);
}

/**
 * Keeps the device's copy in step with what the user does online (an answer saved, a step confirmed, a jump), so
 * going offline later carries on from where they are without fetching the whole package again.
 */
export async function keepOnDevice(userExtId: string, surveyExtId: string, saved: ReadonlyMap<number, string>, cursor: number | null) {
  await updatePackage(userExtId, surveyExtId, (stored) => {
    const answers = new Map(stored.pkg.answers.map((a) => [a.questionId, a.answerStr]));
    for (const [questionId, answerStr] of saved) answers.set(questionId, answerStr);
    const { survey } = stored.pkg;
    const pkg = {
      ...stored.pkg,
      survey: saved.size && survey.state === 'NOT_STARTED' ? { ...survey, state: 'IN_PROGRESS' as const } : survey,
      answers: [...answers].map(([questionId, answerStr]) => ({ questionId, answerStr })),
      carried: stored.pkg.carried.filter((id) => !saved.has(id)),
    };
    return { ...stored, pkg, cursor };
  });
  syncStatus.touch();
}
