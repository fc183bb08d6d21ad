// The scoring module's entry (docs/architecture.md): an audit's score, rescoring and the risk model's version.
export { auditResults, scoreAndStore, scoreAuditRequest, stepResults } from './scoring.service.ts';
export { sectionScoreRow, type SectionScoreRow } from './section-score-row.ts';
export { stepQuestionsOf } from './step-questions.ts';
export { storedScore } from './stored-score.ts';
