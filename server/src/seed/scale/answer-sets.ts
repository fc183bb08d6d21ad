import { answersByAnswerIdOf, openQuestionCount } from '@aquarisk/contract/answers/include-if';
import type { FarmType } from '@aquarisk/contract/farm-types';
import { scoreAudit } from '@aquarisk/contract/scoring/score-audit';
import { stepRiskCounts } from '@aquarisk/contract/scoring/step-risk-counts';
import type { DefaultTemplate } from '@aquarisk/contract/template/default-templates/build';
import { farmProfiles, profileAnswers, type FarmProfile } from '@aquarisk/contract/template/default-templates/farm-profiles';
import { flowOrder } from '../../modules/audit-snapshots/index.ts';
import { sectionScoreRow, type SectionScoreRow } from '../../modules/scoring/index.ts';
import { randomFrom, weighted } from './scale-random.ts';

/** Stands for the company's auditor in USER answers; replaced per audit when its answers are written. */
export const USER_MARK = '\u0000auditor';
/** How far an in-progress audit got: a share of its applicable questions, answered in flow order. */
export const PARTIAL_SHARES = [0.15, 0.35, 0.55, 0.75, 0.9] as const;
export const VARIANTS = 6;

/**
 * One whole set of answers to a default template, from a farm profile (or a mix of profiles) as the demo seed answers,
 * scored once with the contract's scoring: audits that share it store the same answers and the same results, so a
 * results page, the intelligence map and a rescore agree. Partial prefixes serve in-progress audits.
 */
export interface AnswerSet {
  /** [questionId, answerId, answerStr] of applicable questions, in flow order */
  answers: [number, number, string][];
  /** where each answered question sits, for actions raised on it */
  places: { sectionId: number; stepId: number; questionId: number; label: string }[];
  /** open questions when only the first `PARTIAL_SHARES[i]` of the answers are stored */
  partialOpen: number[];
  openAtStart: number;
  score: {
    normScore: number | null;
    risk: string;
    scoreRisk: string;
    capsJson: string;
    scoringJson: string;
    stepRiskCounts: string;
    sections: SectionScoreRow[];
  };
}

const MIXES: Record<string, number[]> = { mostlyGood: [6, 3, 1, 0], mostlyPoor: [1, 3, 6, 0] };

function profileOf(variant: number, seed: number): FarmProfile | ((i: number) => FarmProfile) {
  if (variant < farmProfiles.length) return farmProfiles[variant]!;
  const weights = variant % 2 ? MIXES['mostlyPoor']! : MIXES['mostlyGood']!;
  const rand = randomFrom(seed);
  const chosen: FarmProfile[] = [];
  return (i) => (chosen[i] ??= weighted(rand, farmProfiles, weights));
}

export function buildAnswerSet(template: DefaultTemplate, year: number, variant: number): AnswerSet {
  const body = template.body;
  const all = profileAnswers(template, profileOf(variant, year * 31 + variant), {
    auditDate: `${year}-01-01`,
    userExtId: USER_MARK,
  });
  const entries = flowOrder(body).filter((e) => all.has(e.question.id));
  const answers = entries.map((e) => [e.question.id, e.question.answer.id, all.get(e.question.id)!] as [number, number, string]);
  const result = scoreAudit(body, answersByAnswerIdOf(body, all));
  const ordinals = new Map(body.sections.map((s) => [s.id, s.ordinal]));
  return {
    answers,
    places: entries.map((e) => ({
      sectionId: e.section.id,
      stepId: e.step.id,
      questionId: e.question.id,
      label: `${e.step.title} / ${e.question.name}`,
    })),
    partialOpen: PARTIAL_SHARES.map((share) =>
      openQuestionCount(body, new Map(answers.slice(0, Math.floor(answers.length * share)).map(([q, , a]) => [q, a]))),
    ),
    openAtStart: openQuestionCount(body, new Map()),
    score: {
      normScore: result.normScore,
      risk: result.risk,
      scoreRisk: result.scoreRisk,
      capsJson: JSON.stringify(result.caps),
      scoringJson: JSON.stringify(result),
      stepRiskCounts: JSON.stringify(stepRiskCounts(result)),
      sections: result.sections.map((s) => sectionScoreRow(s, ordinals)),
    },
  };
}

/** Answer sets by farm type and audit year, built on first use (about 270 for years 2018–2026). */
export function answerSets(templates: ReadonlyMap<FarmType, DefaultTemplate>) {
  const built = new Map<string, AnswerSet>();
  return (type: FarmType, year: number, variant: number): AnswerSet => {
    const key = `${type}|${year}|${variant}`;
    let set = built.get(key);
    if (!set) {
      set = buildAnswerSet(templates.get(type)!, year, variant);
      built.set(key, set);
    }
    return set;
  };
}
