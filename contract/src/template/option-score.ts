import { OPTION_SCORING_STEP } from '../constants.ts';

/** docs/requirements.md#results-5 and §9: 'Option scoring steps by 0.1' — so a score has at most one decimal, and is a number. */
export const optionScoreMessages = {
  notANumber: 'Score must be a number (i.e. 1.5)',
  step: `Score must go in steps of ${OPTION_SCORING_STEP} (i.e. 1.5)`,
} as const;

const STEPS_PER_UNIT = Math.round(1 / OPTION_SCORING_STEP);

/** Why an option's score is refused, or null: finite, and a whole number of 0.1 steps (1.5 yes, 1.55 no). */
export function optionScoreProblem(value: number): string | null {
  if (!Number.isFinite(value)) return optionScoreMessages.notANumber;
  const steps = value * STEPS_PER_UNIT;
  // 0.3 × 10 is 3.0000000000000004 in floating point: compare with a tolerance relative to the size
  return Math.abs(steps - Math.round(steps)) <= 1e-9 * Math.max(1, Math.abs(steps)) ? null : optionScoreMessages.step;
}

const NUMBER_TEXT = /^\s*[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)\s*$/;

/** What the editor's score field holds: a number, or the message why the typed text is not one (never coerced to 0). */
export function parseOptionScore(text: string): { value: number } | { problem: string } {
  if (!NUMBER_TEXT.test(text)) return { problem: optionScoreMessages.notANumber };
  return { value: Number(text.trim().replace(',', '.')) };
}
