import { farmWithSurveysSchema, surveyListPageSchema, surveySchema, type Survey } from '@aquarisk/contract/schemas/survey.schema';
import { apiFarm } from '../../test/contract-fixtures.ts';
import type { AuditListPage, FarmWithAudits } from './api/list-audits.api.ts';

// Built through the contract's schemas, so test data that drifts from what the server sends fails here.

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

/** Test data: one audit, unscored (every question answered, ready to score) unless a score is given. */
export function survey(name: string, score?: number): Survey {
  const sections = ['Animal Health', 'Environment', 'Engineering', 'Governance', 'Husbandry'].map((s, i) => ({
    sectionId: i + 1,
    name: s,
    normScore: 60 + i,
    risk: 'MODERATE_LOW',
  }));
  return surveySchema.parse({
    externalId: uuid(),
    name,
    description: null,
    surveyYear: 2026,
    state: score === undefined ? 'IN_PROGRESS' : 'SCORED',
    closed: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    createdBy: 'admin@example.com',
    updatedAt: '2026-01-01T00:00:00.000Z',
    updatedBy: null,
    isSurveyComplete: true,
    openQuestions: 0,
    templateName: 'Standard',
    surveyDate: null,
    scoring: score === undefined ? null : { normScore: score, risk: 'MODERATE', sections },
  });
}

/** A farm card: its audits on this page, and `auditCount` on every page (this page's unless given). */
export function farm(name: string, surveys: Survey[], auditCount = surveys.length): FarmWithAudits {
  return { ...farmWithSurveysSchema.parse({ ...apiFarm({ externalId: uuid(), name }), surveys }), auditCount };
}

/** A scored audit whose band a knockout answer capped at HIGH (issue 13); its Governance section is capped too. */
export function cappedSurvey(name: string, score = 86.2): Survey {
  const base = survey(name, score);
  const cap = {
    sectionId: 4,
    stepId: 12,
    questionId: 61,
    questionText: 'Is the site licence valid?',
    answerText: 'No',
    capRisk: 'HIGH' as const,
  };
  const sections = base.scoring!.sections.map((s) =>
    s.name === 'Governance' ? { ...s, risk: 'HIGH', scoreRisk: 'MODERATE_LOW', caps: [cap] } : s,
  );
  return surveySchema.parse({ ...base, scoring: { normScore: score, risk: 'HIGH', scoreRisk: 'LOW', caps: [cap], sections } });
}

export function listPage(farms: FarmWithAudits[], page = 1): AuditListPage {
  return surveyListPageSchema.parse({
    companies: [{ externalId: 'c-a', name: 'Atlantic Salmon AS', farms }],
    page,
    size: 25,
    count: farms.reduce((sum, f) => sum + f.surveys.length, 0),
  });
}
