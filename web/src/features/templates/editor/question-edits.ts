import { isNumberType, type AnswerType } from '@aquarisk/contract/answer-types';
import type { ScoringBand, TemplateQuestion } from '@aquarisk/contract/template/template.schema';

/** Edits to one question's answer that keep it valid: a change of answer type and a number answer's scoring bands. */
const YES_NO_DEFAULT = 0;

export function setAnswerType(q: TemplateQuestion, answerType: AnswerType): TemplateQuestion {
  const scoring = { ...q.answer.scoring };
  // A yes/no question needs both scores (validateTemplate); start them at 0 rather than failing the save.
  if (answerType === 'YES_NO') {
    scoring.yes ??= YES_NO_DEFAULT;
    scoring.no ??= YES_NO_DEFAULT;
  } else {
    delete scoring.capYes;
    delete scoring.capNo;
  }
  const next: TemplateQuestion = { ...q, answerType, answer: { ...q.answer, answerType, scoring } };
  // Bands and bounds belong to number answers (validateTemplate refuses them elsewhere).
  if (!isNumberType(answerType)) {
    delete scoring.bands;
    delete next.answerBounds;
  }
  return next;
}

/** A new band starts where the last one ends, open above. */
export function newBand(bands: readonly ScoringBand[]): ScoringBand {
  const last = bands.at(-1);
  return { from: last?.to ?? null, to: null, value: 0 };
}

export function editBands(q: TemplateQuestion, fn: (bands: ScoringBand[]) => ScoringBand[]): TemplateQuestion {
  const bands = fn([...(q.answer.scoring.bands ?? [])]);
  const scoring = { ...q.answer.scoring, bands: bands.length ? bands : undefined };
  return { ...q, answer: { ...q.answer, scoring } };
}
