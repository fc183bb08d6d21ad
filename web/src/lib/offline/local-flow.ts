import { checkAnswer, criticalIds, flowContext, progressOf, settledAnswers, tocOf } from '@aquarisk/contract/answers/flow-context';
import { type FlowEntry, firstOpen, flowOrder, includedEntries, nextAfter } from '@aquarisk/contract/answers/flow-order';
import type { QuestionContext, TocSection } from '@aquarisk/contract/schemas/question-flow.schema';
import type { OfflinePackage } from '@aquarisk/contract/schemas/offline-package.schema';

/**
 * The question flow on the device (issue 27 item 2): the audit as the offline package left it, with the answers
 * queued since laid over it in the order given, decided by the contract's rules exactly as the server decides them.
 */
export interface LocalAudit {
  pkg: OfflinePackage;
  all: FlowEntry[];
  answers: Map<number, string>;
  carried: Map<number, true>;
  included: FlowEntry[];
  pending: number;
}

export function localAudit(pkg: OfflinePackage, queued: readonly { questionId: number; answerValue: string }[]): LocalAudit {
  const all = flowOrder(pkg.snapshot);
  const answers = new Map(pkg.answers.map((a) => [a.questionId, a.answerStr]));
  const carried = new Map(pkg.carried.map((id) => [id, true as const]));
  for (const q of queued) {
    answers.set(q.questionId, q.answerValue);
    carried.delete(q.questionId);
  }
  return { pkg, all, answers, carried, included: includedEntries(pkg.snapshot, all, answers), pending: queued.length };
}

/** The question at the cursor (when it still applies), else the first one waiting; null: nothing is left. */
export function entryAt(audit: LocalAudit, cursor: number | null): FlowEntry | null {
  const here = cursor === null ? undefined : audit.included.find((e) => e.question.id === cursor);
  return here ?? firstOpen(audit.included, settledAnswers(audit.answers, audit.carried));
}

function surveyOf(audit: LocalAudit) {
  const { survey } = audit.pkg;
  const { open, carriedLeft } = progressOf(audit.included, audit.answers, audit.carried);
  const state = audit.pending > 0 && survey.state === 'NOT_STARTED' ? 'IN_PROGRESS' : survey.state;
  return { externalId: survey.externalId, name: survey.name, state, isComplete: open === 0 && carriedLeft === 0 };
}

/** The same question context GET /survey/{id}/current gives, built on the device. */
export function localContext(audit: LocalAudit, cursor: number | null): QuestionContext {
  const entry = entryAt(audit, cursor);
  const { snapshot, readOnly, carriedFrom, actions } = audit.pkg;
  const critical = criticalIds(snapshot, audit.answers);
  const { farm } = audit.pkg;
  // the farm's limits go with the question offline too (issue 37 item 6): the same packs the server resolves
  const place = { species: farm.species, country: farm.country, region: farm.stateProvince };
  const context = flowContext(
    surveyOf(audit),
    entry,
    audit.included,
    audit.answers,
    readOnly,
    critical,
    {
      byQuestion: audit.carried,
      source: carriedFrom,
    },
    place,
  );
  if (context.status === 'FINISH') return context;
  const id = context.question.id;
  return {
    ...context,
    actionItems: actions.filter((a) => a.questionId === id).map(({ questionId: _q, ...a }) => a),
    followedActions: [],
  };
}

export function localToc(audit: LocalAudit): TocSection[] {
  return tocOf(audit.pkg.snapshot, audit.included, audit.answers, audit.carried);
}

export type LocalAnswer = { ok: true; value: string; next: number | null; entry: FlowEntry } | { ok: false; message: string };

/**
 * Checks an answer as the server would (type rules, whether the question applies, the farm's production system, N/A
 * where critical, answers that contradict each other) and says where the flow goes next; nothing is stored here.
 */
export function answerLocally(audit: LocalAudit, questionId: number, value: string): LocalAnswer {
  const entry = audit.all.find((e) => e.question.id === questionId);
  if (!entry) return { ok: false, message: 'This question is not in the audit.' };
  const { farm, survey } = audit.pkg;
  // issue 39: contradictions are judged on the audit's date (else today) and the farm's place, as the server does
  const facts = {
    auditDate: survey.surveyDate ?? new Date().toISOString().slice(0, 10),
    farm: { species: farm.species, country: farm.country, region: farm.stateProvince },
  };
  const checked = checkAnswer(audit.pkg.snapshot, audit.all, entry, value, audit.answers, audit.pkg.farmProductionSystem, undefined, facts);
  if (!checked.ok) return checked;
  const answers = new Map(audit.answers).set(questionId, checked.value);
  const carried = new Map(audit.carried);
  carried.delete(questionId);
  const included = includedEntries(audit.pkg.snapshot, audit.all, answers);
  const next = nextAfter(included, settledAnswers(answers, carried), questionId);
  return { ok: true, value: checked.value, next: next?.question.id ?? null, entry };
}

/** The carried answers of a step still waiting, in flow order ('Confirm the whole step' offline). */
export function carriedOfStep(audit: LocalAudit, sectionId: number, stepId: number): FlowEntry[] {
  return audit.included.filter((e) => e.section.id === sectionId && e.step.id === stepId && audit.carried.has(e.question.id));
}
