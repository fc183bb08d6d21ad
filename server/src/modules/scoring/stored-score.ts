import { refusalMessages } from '@aquarisk/contract/messages';
import type { AuditScore, QuestionScore, ScoreTotals } from '@aquarisk/contract/scoring/score-audit';
import { FIRST_MODEL_VERSION } from '@aquarisk/contract/scoring/model-version';
import { AppError } from '../../lib/app-error.ts';
import type { SurveyRow } from '../../db/schema.ts';

type Stored<T> = Omit<T, 'scoreRisk' | 'caps'> & Partial<Pick<ScoreTotals, 'scoreRisk' | 'caps'>>;

/** Results stored before knockout caps existed have no scoreRisk and no caps: their band is the score's own. */
const withCaps = <T extends Stored<ScoreTotals>>(level: T) => ({
  ...level,
  scoreRisk: level.scoreRisk ?? level.risk,
  caps: level.caps ?? [],
});
const withQuestionDefaults = (q: Partial<QuestionScore> & Pick<QuestionScore, 'id'>): QuestionScore => ({
  included: false,
  answered: false,
  score: 0,
  minScore: 0,
  maxScore: 0,
  ...q,
  notApplicable: q.notApplicable ?? false,
  capRisk: q.capRisk ?? null,
});

/**
 * The stored score of a scored audit; 409 when it has not been scored. Results stored before issue 22 read as risk
 * model 1, without an exposure score or rule packs: they keep the model they were scored with until an admin
 * rescores them.
 */
export function storedScore(row: Pick<SurveyRow, 'scoringJson'>): AuditScore {
  if (!row.scoringJson) throw new AppError('CONFLICT', refusalMessages.notScored);
  const stored = JSON.parse(row.scoringJson) as Partial<AuditScore> & Pick<AuditScore, 'sections' | 'risk'>;
  return {
    ...withCaps(stored as AuditScore),
    modelVersion: stored.modelVersion ?? FIRST_MODEL_VERSION,
    exposure: stored.exposure ?? null,
    rulePacks: stored.rulePacks ?? [],
    sections: stored.sections.map((section) => ({
      ...withCaps(section),
      steps: section.steps.map((step) => ({ ...withCaps(step), questions: step.questions.map(withQuestionDefaults) })),
    })),
  };
}
