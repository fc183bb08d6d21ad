import type { SectionScore } from '@aquarisk/contract/scoring/score-audit';

/** A section's score as its survey_section_scores row holds it (the scale seed writes the same rows). */
export function sectionScoreRow(s: SectionScore, sectionOrdinals: ReadonlyMap<number, number>) {
  return {
    sectionId: s.id,
    name: s.name,
    ordinal: sectionOrdinals.get(s.id) ?? 0,
    score: s.score,
    minScore: s.minScore,
    maxScore: s.maxScore,
    normScore: s.normScore,
    risk: s.risk,
    scoreRisk: s.scoreRisk,
    capsJson: JSON.stringify(s.caps),
  };
}
export type SectionScoreRow = ReturnType<typeof sectionScoreRow>;
