import { NOT_APPLICABLE } from './answer-types.ts';
import { validateAnswer } from './answers/answer-rules.ts';
import { answersByAnswerIdOf, applicability, includedQuestionIds, questionsInOrder } from './answers/include-if.ts';
import { answerContextOf } from './answers/question-answer.ts';
import { countOf, isSingular } from './plural.ts';
import type { RuleKey } from './scoring/rules/measures.ts';
import type { TemplateBody, TemplateQuestion } from './template/template.schema.ts';

type TemplateLike = Pick<TemplateBody, 'sections'>;

/**
 * Issue 26 item 1: the measures that describe the period since the last audit, or the state of the stock on the
 * audit's day, are asked fresh at every audit and never carried forward (docs/decisions.md, "Answers carried
 * forward"). What stays true from one audit to the next (the site's exposure classes, the licence's expiry, how long
 * the stock survives without power) is carried like any question without a measure.
 */
export const freshMeasures: ReadonlySet<RuleKey> = new Set<RuleKey>([
  'lice.peak',
  'lice.weeksOverLimit',
  'lice.treatments',
  'mortality.month',
  'mortality.cycle.salmonid',
  'mortality.cycle.finfish',
  'mortality.cycle.shrimp',
  'mortality.viral',
  'mortality.season',
  'mortality.unexplainedShare',
  'crop.lost',
  'oxygen.lowestSaturation',
  'oxygen.lowestMgL',
  'temperature.range',
  'temperature.hotDays',
  'water.ammonia',
  'water.ph',
  'algae.days',
  'closure.biotoxin',
  'closure.microbiological',
  'escapes.count',
  'stock.unexplained',
  'density.max',
  'density.shareOfLimit',
  'losses.events',
  'losses.largest',
  'disease.listedLoss',
  'storm.structuresLost',
  'nets.age',
]);

/** Whether the question measures the period or the day of the audit: asked fresh, never carried. */
export const isAskedFresh = (question: Pick<TemplateQuestion, 'ruleKey'>): boolean =>
  !!question.ruleKey && freshMeasures.has(question.ruleKey as RuleKey);

const optionsKey = (q: Pick<TemplateQuestion, 'answerOptions'>) =>
  JSON.stringify([...(q.answerOptions ?? [])].sort((a, b) => a.ordinal - b.ordinal).map((o) => [o.ordinal, o.text]));

/** Why an answer of the earlier audit is not carried to the same question of the new one. */
export type NotCarriedReason = 'removed' | 'askedFresh' | 'answerTypeChanged' | 'optionsChanged' | 'invalid' | 'fromFarm' | 'critical';

export interface CarryForward {
  /** the answers to carry, by question id of the new audit's template */
  carried: Map<number, string>;
  /** the earlier answers left behind, and why */
  notCarried: Map<number, NotCarriedReason>;
}

/**
 * The answers of an earlier audit that the new audit starts with. Questions match by id across template versions.
 * An answer is carried only when the question still exists, is not asked fresh, still has the same answer type and
 * the same options (an option renamed or renumbered may mean something else now), and the answer is valid for it
 * today. Answers the new audit already has (the farm's production system) win; an N/A the farm's production system
 * now makes critical is not carried. Questions new in the template are simply unanswered.
 */
export function carryForward(
  previous: TemplateLike,
  previousAnswers: ReadonlyMap<number, string>,
  next: TemplateLike,
  /** answers the new audit starts with anyway, by question id */
  given: ReadonlyMap<number, string> = new Map(),
): CarryForward {
  const before = new Map(questionsInOrder(previous).map((q) => [q.id, q]));
  const carried = new Map<number, string>();
  const notCarried = new Map<number, NotCarriedReason>();
  const nextQuestions = new Map(questionsInOrder(next).map((q) => [q.id, q]));
  for (const [id, answer] of previousAnswers) {
    const q = nextQuestions.get(id);
    const old = before.get(id);
    const reason: NotCarriedReason | null = !q
      ? 'removed'
      : given.has(id)
        ? 'fromFarm'
        : isAskedFresh(q) || (old && isAskedFresh(old))
          ? 'askedFresh'
          : old && old.answerType !== q.answerType
            ? 'answerTypeChanged'
            : old && optionsKey(old) !== optionsKey(q)
              ? 'optionsChanged'
              : !validateAnswer(q.answerType, answer, answerContextOf(q)).ok
                ? 'invalid'
                : null;
    if (reason) notCarried.set(id, reason);
    else carried.set(id, answer);
  }
  // Issue 22: N/A is refused where the farm's production system makes a question critical, so such an N/A stays behind.
  const all = new Map([...carried, ...given]);
  const { critical } = applicability(next, answersByAnswerIdOf(next, all));
  for (const [id, answer] of carried) {
    if (answer.trim() === NOT_APPLICABLE && critical.has(id)) {
      carried.delete(id);
      notCarried.set(id, 'critical');
    }
  }
  return { carried, notCarried };
}

/** The carried answers still waiting for the auditor: those of questions that apply with the answers as they stand. */
export function carriedLeft(template: TemplateLike, answers: ReadonlyMap<number, string>, carried: ReadonlySet<number>): number {
  if (carried.size === 0) return 0;
  let left = 0;
  for (const id of includedQuestionIds(template, answersByAnswerIdOf(template, answers))) if (carried.has(id)) left += 1;
  return left;
}

/** Scoring waits until every carried answer is confirmed or changed (409). */
export const carriedNotConfirmedMessage = (left: number): string =>
  `The audit cannot be scored: ${countOf(left, 'carried answer')} ${isSingular(left) ? 'is' : 'are'} not confirmed yet.`;
