import { answerUnitLabels, isNumberType, isRangeType } from '../answer-types.ts';
import { parseRange, parseSelect } from '../answers/answer-rules.ts';
import { worseRisk, type CapRisk, type RiskBand } from '../risk.ts';
import type { ScoringBand, TemplateQuestion } from '../template/template.schema.ts';

/**
 * One answered question: its score by the rules of DECISIONS.md, extended by issue 13 with knockout caps and the
 * scoring bands of number answers (docs/scoring.md).
 */
export type ScorableQuestion = Pick<TemplateQuestion, 'answerType' | 'answer' | 'answerOptions'> &
  Partial<Pick<TemplateQuestion, 'answerUnits'>>;

export interface QuestionOutcome {
  score: number;
  /** the worst cap the answer triggers, or null */
  capRisk: CapRisk | null;
  /** the answer in words, for the cap line */
  answerText: string;
}

const tidy = (n: number) => Math.round(n * 1e6) / 1e6 + 0;

const worstCap = (caps: readonly (CapRisk | null | undefined)[]): CapRisk | null =>
  caps.reduce<RiskBand | null>((worst, c) => (c ? (worst ? worseRisk(worst, c) : c) : worst), null) as CapRisk | null;

/** The band holding `value`: from ≤ value < to, an empty end being open. */
export function bandOf(bands: readonly ScoringBand[], value: number): ScoringBand | null {
  return bands.find((b) => (b.from === null || value >= b.from) && (b.to === null || value < b.to)) ?? null;
}

function unitSuffix(question: ScorableQuestion): string {
  const label = question.answerUnits ? answerUnitLabels[question.answerUnits] : '';
  return label ? ` ${label}` : '';
}

/** A number answer scored by its bands; a range scores its worse end, and both ends may cap. */
function bandedOutcome(question: ScorableQuestion, bands: readonly ScoringBand[], answer: string): QuestionOutcome {
  const values = isRangeType(question.answerType) ? parseRange(answer) : [Number(answer)];
  const answerText = `${isRangeType(question.answerType) && values ? values.join(' – ') : answer}${unitSuffix(question)}`;
  if (!values || values.some((v) => !Number.isFinite(v))) return { score: 0, capRisk: null, answerText };
  const matched = values.map((v) => bandOf(bands, v));
  const score = Math.min(...matched.map((b) => b?.value ?? 0));
  return { score, capRisk: worstCap(matched.map((b) => b?.capRisk)), answerText };
}

export function questionOutcome(question: ScorableQuestion, answer: string): QuestionOutcome {
  const scoring = question.answer.scoring;
  switch (question.answerType) {
    case 'YES_NO': {
      if (answer === 'YES') return { score: scoring.yes ?? 0, capRisk: scoring.capYes ?? null, answerText: 'Yes' };
      if (answer === 'NO') return { score: scoring.no ?? 0, capRisk: scoring.capNo ?? null, answerText: 'No' };
      return { score: 0, capRisk: null, answerText: answer };
    }
    case 'SINGLE_SELECT': {
      const [ordinal] = parseSelect(answer);
      const option = question.answerOptions.find((o) => o.ordinal === ordinal);
      return { score: option?.scoring.value ?? 0, capRisk: option?.capRisk ?? null, answerText: option?.text ?? answer };
    }
    case 'MULTI_SELECT': {
      const chosen = new Set(parseSelect(answer));
      const options = question.answerOptions.filter((o) => chosen.has(o.ordinal));
      const sum = tidy(options.reduce((s, o) => s + o.scoring.value, 0));
      const capRisk = worstCap(options.map((o) => o.capRisk));
      const capping = options.filter((o) => capRisk !== null && o.capRisk === capRisk);
      const answerText = (capping.length ? capping : options).map((o) => o.text).join(', ');
      return { score: Math.min(sum, scoring.max), capRisk, answerText };
    }
    default: {
      const bands = scoring.bands ?? [];
      if (isNumberType(question.answerType) && bands.length > 0) return bandedOutcome(question, bands, answer);
      return { score: scoring.default ?? 0, capRisk: null, answerText: answer };
    }
  }
}
