import { answerUnitLabels, isNumberType, isRangeType } from '../answer-types.ts';
import { unitSuffix } from '../format-percent.ts';
import { formatNumber } from '../answers/answer-display.ts';
import { parseRange, parseSelect } from '../answers/answer-rules.ts';
import { worseRisk, type CapRisk, type RiskBand } from '../risk.ts';
import type { ScoringBand, TemplateQuestion } from '../template/template.schema.ts';
import { agedText, ageInDays } from './answer-age.ts';

/**
 * One answered question: its score by the rules of docs/requirements.md#decisions-audits, extended by issue 13 with knockout caps and the
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
  /** the numbers the answer stands for, which limits are checked against: a number, a range's two ends, a date's age in days */
  values: number[];
}

/** Issue 22: what the risk model adds to a question's template (docs/scoring.md, "Risk model v2"). */
export interface OutcomeOptions {
  /** the measure's bands from the rule packs, replacing the template's */
  bands?: readonly ScoringBand[] | undefined;
  /** the audit's date: DATE and DATE_TIME answers with bands score by their age in days on it */
  auditDate?: string | null | undefined;
}

const tidy = (n: number) => Math.round(n * 1e6) / 1e6 + 0;

const worstCap = (caps: readonly (CapRisk | null | undefined)[]): CapRisk | null =>
  caps.reduce<RiskBand | null>((worst, c) => (c ? (worst ? worseRisk(worst, c) : c) : worst), null) as CapRisk | null;

/** The band holding `value`: from ≤ value < to, an empty end being open. */
export function bandOf(bands: readonly ScoringBand[], value: number): ScoringBand | null {
  return bands.find((b) => (b.from === null || value >= b.from) && (b.to === null || value < b.to)) ?? null;
}

function unitOf(question: ScorableQuestion): string {
  return unitSuffix(question.answerUnits ? answerUnitLabels[question.answerUnits] : '');
}

/**
 * A number answer in the answers table's form (150,000 lice per fish, not 150000): the cap and breach lines print it
 * beside the table. Stored results are drawn on the server, whose documents print in en-GB (reports' documentLocale).
 */
const CAP_LOCALE = 'en-GB';
function numberText(question: ScorableQuestion, answer: string, values: readonly number[] | null): string {
  const shown = values && values.length > 0 ? values.map((v) => formatNumber(String(v), CAP_LOCALE)).join(' – ') : answer;
  return `${shown}${unitOf(question)}`;
}

/** The numbers of a number answer without bands, for the limits of its measure. */
function numbersOf(question: ScorableQuestion, answer: string): number[] {
  const values = isRangeType(question.answerType) ? parseRange(answer) : [Number(answer)];
  return values && values.every((v) => Number.isFinite(v)) ? values : [];
}

/** A number answer scored by its bands; a range scores its worse end, and both ends may cap. */
function bandedOutcome(question: ScorableQuestion, bands: readonly ScoringBand[], answer: string): QuestionOutcome {
  const values = isRangeType(question.answerType) ? parseRange(answer) : [Number(answer)];
  const answerText = numberText(question, answer, values);
  if (!values || values.some((v) => !Number.isFinite(v))) return { score: 0, capRisk: null, answerText, values: [] };
  return { ...scoredBy(bands, values), answerText, values };
}

/** The lower band value of the numbers (a range scores its worse end) and the worst cap among their bands. */
function scoredBy(bands: readonly ScoringBand[], values: readonly number[]): Pick<QuestionOutcome, 'score' | 'capRisk'> {
  const matched = values.map((v) => bandOf(bands, v));
  return { score: Math.min(...matched.map((b) => b?.value ?? 0)), capRisk: worstCap(matched.map((b) => b?.capRisk)) };
}

/** A date with bands scores by its age in days on the audit date; without an audit date it scores its default. */
function datedOutcome(question: ScorableQuestion, bands: readonly ScoringBand[], answer: string, auditDate: string | null | undefined) {
  const age = ageInDays(answer, auditDate);
  if (age === null) return { score: question.answer.scoring.default ?? 0, capRisk: null, answerText: answer, values: [] };
  return { ...scoredBy(bands, [age]), answerText: agedText(answer, age), values: [age] };
}

/**
 * Issue 22: an N/A the question does not accept (it is critical for the farm, or allows no N/A at all) scores as the
 * worst answer it could have had, knockout included: an auditor cannot drop a failing answer by calling it N/A.
 */
export function worstOutcome(question: ScorableQuestion, options: OutcomeOptions = {}): QuestionOutcome {
  const scoring = question.answer.scoring;
  const pick = <T extends { value: number; capRisk?: CapRisk | undefined }>(items: readonly T[]): T | undefined => {
    const lowest = Math.min(...items.map((i) => i.value));
    const at = items.filter((i) => i.value === lowest);
    return at.find((i) => i.capRisk === worstCap(at.map((x) => x.capRisk))) ?? at[0];
  };
  const notAccepted = (worst: string) => `N/A (not accepted: scored as ${worst})`;
  switch (question.answerType) {
    case 'YES_NO': {
      const no = { value: scoring.no ?? 0, capRisk: scoring.capNo, text: 'No' };
      const yes = { value: scoring.yes ?? 0, capRisk: scoring.capYes, text: 'Yes' };
      const worst = pick([no, yes])!;
      return { score: worst.value, capRisk: worst.capRisk ?? null, answerText: notAccepted(worst.text), values: [] };
    }
    case 'SINGLE_SELECT': {
      const worst = pick(question.answerOptions.map((o) => ({ value: o.scoring.value, capRisk: o.capRisk, text: o.text })));
      if (!worst) break;
      return { score: worst.value, capRisk: worst.capRisk ?? null, answerText: notAccepted(`'${worst.text}'`), values: [] };
    }
    default: {
      const bands = options.bands ?? scoring.bands ?? [];
      const worst = pick(bands);
      if (worst) return { score: worst.value, capRisk: worst.capRisk ?? null, answerText: notAccepted('its worst band'), values: [] };
    }
  }
  return { score: scoring.min, capRisk: null, answerText: notAccepted('its lowest score'), values: [] };
}

export function questionOutcome(question: ScorableQuestion, answer: string, options: OutcomeOptions = {}): QuestionOutcome {
  const scoring = question.answer.scoring;
  const none = { values: [] as number[] };
  switch (question.answerType) {
    case 'YES_NO': {
      if (answer === 'YES') return { score: scoring.yes ?? 0, capRisk: scoring.capYes ?? null, answerText: 'Yes', ...none };
      if (answer === 'NO') return { score: scoring.no ?? 0, capRisk: scoring.capNo ?? null, answerText: 'No', ...none };
      return { score: 0, capRisk: null, answerText: answer, ...none };
    }
    case 'SINGLE_SELECT': {
      const [ordinal] = parseSelect(answer);
      const option = question.answerOptions.find((o) => o.ordinal === ordinal);
      return { score: option?.scoring.value ?? 0, capRisk: option?.capRisk ?? null, answerText: option?.text ?? answer, ...none };
    }
    case 'MULTI_SELECT': {
      const chosen = new Set(parseSelect(answer));
      const options = question.answerOptions.filter((o) => chosen.has(o.ordinal));
      const sum = tidy(options.reduce((s, o) => s + o.scoring.value, 0));
      const capRisk = worstCap(options.map((o) => o.capRisk));
      const capping = options.filter((o) => capRisk !== null && o.capRisk === capRisk);
      const answerText = (capping.length ? capping : options).map((o) => o.text).join(', ');
      return { score: Math.min(sum, scoring.max), capRisk, answerText, ...none };
    }
    default: {
      const bands = options.bands ?? scoring.bands ?? [];
      if (isNumberType(question.answerType) && bands.length > 0) return bandedOutcome(question, bands, answer);
      if ((question.answerType === 'DATE' || question.answerType === 'DATE_TIME') && bands.length > 0)
        return datedOutcome(question, bands, answer, options.auditDate);
      if (!isNumberType(question.answerType)) return { score: scoring.default ?? 0, capRisk: null, answerText: answer, values: [] };
      const values = numbersOf(question, answer);
      return { score: scoring.default ?? 0, capRisk: null, answerText: numberText(question, answer, values), values };
    }
  }
}
