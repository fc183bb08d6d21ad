import { RISK_MODEL_VERSION } from '@aquarisk/contract/scoring/model-version';
import { resolveRules } from '@aquarisk/contract/scoring/rules/rule-packs';
import type { AuditReport } from '@aquarisk/contract/schemas/report.schema';
import type { StepQuestion } from '@aquarisk/contract/schemas/results.schema';
import { auditReport } from './report-fixture.ts';

/** The knockout of the demo's Loch Creran audit: No to the licence question caps the band at HIGH. */
export const LICENCE_CAP = {
  sectionId: 4,
  stepId: 301,
  questionId: 9001,
  questionText: 'Is the site licence valid?',
  answerText: 'No',
  capRisk: 'HIGH' as const,
};

/**
 * A good audit (86.2 %, LOW by its score) capped at HIGH by a knockout answer in the first step of Governance, dated
 * by its own audit date (2 April) rather than its farm's (14 May).
 */
export function cappedAuditReport(): AuditReport {
  const base = auditReport(40);
  const caps = [LICENCE_CAP];
  const licence: StepQuestion = {
    id: LICENCE_CAP.questionId,
    name: 'Licence',
    ordinal: 5,
    text: LICENCE_CAP.questionText,
    answerType: 'YES_NO',
    answerUnits: null,
    answerOptions: [],
    answer: { answerStr: 'NO' },
    notApplicable: false,
    capRisk: 'HIGH',
  };
  const children = base.scoring.children.map((section) => {
    if (section.id !== LICENCE_CAP.sectionId) return section;
    const steps = section.children.map((step) =>
      step.id === LICENCE_CAP.stepId ? { ...step, risk: 'HIGH', scoreRisk: 'LOW', caps, questions: [licence, ...step.questions] } : step,
    );
    return { ...section, risk: 'HIGH', scoreRisk: 'MODERATE_LOW', caps, children: steps };
  });
  return {
    ...base,
    surveyDate: '2026-04-02T08:00:00.000Z',
    scoring: { ...base.scoring, normScore: 86.2, risk: 'HIGH', scoreRisk: 'LOW', caps, children },
  };
}

/** Issue 22: a lice count over Norway's legal limit (a legal breach) and escapes over the ASC's (a standard not met). */
export const LICE_BREACH = {
  sectionId: 1,
  stepId: 2,
  questionId: 9101,
  questionText: 'Highest weekly average of adult female lice per fish in the last 12 months',
  answerText: '0.62 lice per fish',
  capRisk: 'MODERATE_HIGH' as const,
  limit: {
    kind: 'LEGAL' as const,
    text: 'fewer than 0.5 adult female lice per fish at all times',
    source: 'Lakselusforskriften (Regulation on the control of salmon lice in aquaculture)',
  },
};
export const ESCAPE_SHORTFALL = {
  sectionId: 2,
  stepId: 101,
  questionId: 9102,
  questionText: 'Fish escaped from the site this cycle (known or estimated)',
  answerText: '420',
  capRisk: 'MODERATE_HIGH' as const,
  limit: {
    kind: 'STANDARD' as const,
    text: 'fewer than 300 fish escaped in a production cycle',
    source: 'ASC Salmon Standard v1.4, criterion 3.4.1',
  },
};

/**
 * A Norwegian salmon audit of the current risk model (84.1 %, LOW by its score) held at MODERATE HIGH by a legal breach and a
 * standard not met, scored with the salmonid and Norwegian rule packs.
 */
export function breachedAuditReport(): AuditReport {
  const base = auditReport(40);
  const caps = [LICE_BREACH, ESCAPE_SHORTFALL];
  return {
    ...base,
    scoring: {
      ...base.scoring,
      normScore: 84.1,
      risk: 'MODERATE_HIGH',
      scoreRisk: 'LOW',
      caps,
      modelVersion: RISK_MODEL_VERSION,
      exposure: { score: 38, minScore: 0, maxScore: 61, normScore: 62.3, risk: 'MODERATE_LOW', perils: ['lice', 'mortality', 'escapes'] },
      // the packs the contract applies to the farm, as the server records them
      rulePacks: resolveRules({ species: 'Atlantic salmon', country: 'Norway' }).packs,
    },
  };
}
