import type { ChangedAnswer, ComparedSection } from './compare.schema.ts';

/**
 * Test data shared by the tests of the compare screen (web) and of the report's "Since the last audit" (reports): one
 * comparison of a farm's 2024 and 2025 audits, so both read the same change the same way.
 */
export const animalHealthRose: ComparedSection = {
  id: 1,
  name: 'Animal Health',
  older: { normScore: 70, risk: 'MODERATE_LOW' },
  newer: { normScore: 95.5, risk: 'LOW' },
};

/** An answer that moved points: veterinary visits went from quarterly (3 of 4) to at least monthly (4 of 4). */
export const vetVisitsMonthly: ChangedAnswer = {
  questionId: 5,
  sectionName: 'Animal Health',
  stepTitle: 'Fish health',
  questionText: 'How often does a veterinarian visit the site?',
  older: { answer: 'Quarterly', answerType: 'SINGLE_SELECT', points: 3, maxPoints: 4, capRisk: null },
  newer: { answer: 'At least monthly', answerType: 'SINGLE_SELECT', points: 4, maxPoints: 4, capRisk: null },
};
