import { actionSchema, surveyActionsSchema, type Action, type SurveyActions } from '@aquarisk/contract/schemas/action.schema';
import { farmSchema, type Farm } from '@aquarisk/contract/schemas/farm.schema';
import { scoreResultSchema, type ScoreResult } from '@aquarisk/contract/schemas/results.schema';
import { surveyDetailSchema, type SurveyDetail } from '@aquarisk/contract/schemas/survey.schema';

/**
 * Answers of the API as test data, built through the contract's schemas: test data that drifts from what the server
 * sends fails where it is built, not silently in a screen.
 */
export function apiFarm(overrides: Partial<Farm> = {}): Farm {
  return farmSchema.parse({
    externalId: 'f-1',
    companyExtId: 'c-a',
    name: 'Hardanger',
    description: null,
    siteId: null,
    siteType: null,
    species: null,
    country: 'Norway',
    stateProvince: 'Vestland',
    latitude: 60.1,
    longitude: 6.1,
    animalCount: null,
    tonnage: null,
    farmArea: null,
    growingArea: null,
    harvestWeight: null,
    stockingDensity: null,
    stockingWeight: null,
    structureCount: null,
    structures: [],
    startYear: null,
    duration: null,
    surveyDate: null,
    currencyCode: null,
    actualValue: null,
    avgValue: null,
    maxValue: null,
    availableMediaCategories: [],
    ...overrides,
  });
}

/** GET /survey/{id}: an unscored audit in progress unless overridden. */
export function apiSurveyDetail(overrides: Partial<SurveyDetail> = {}): SurveyDetail {
  return surveyDetailSchema.parse({
    externalId: 's-1',
    name: 'Hardanger annual audit',
    description: null,
    surveyYear: 2026,
    state: 'IN_PROGRESS',
    closed: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    createdBy: 'admin@example.com',
    updatedAt: '2026-01-01T00:00:00.000Z',
    updatedBy: null,
    isSurveyComplete: false,
    openQuestions: null,
    templateName: 'Standard',
    surveyDate: null,
    scoring: null,
    farmExtId: 'f-1',
    farmName: 'Hardanger',
    companyExtId: 'c-a',
    companyName: 'Atlantic Salmon AS',
    ...overrides,
  });
}

/** POST /survey/{id}/score */
export function apiScoreResult(overrides: Partial<ScoreResult> = {}): ScoreResult {
  return scoreResultSchema.parse({ normScore: 51.3, risk: 'MODERATE', scoreRisk: 'MODERATE', caps: [], ...overrides });
}

/** GET /action/survey/{id}: the audit's actions; whether each may be resolved is the caller's to give. */
export function apiSurveyActions(items: unknown[], survey: Partial<SurveyActions['survey']> = {}): SurveyActions {
  return surveyActionsSchema.parse({
    farm: apiFarm(),
    survey: {
      externalId: 's-1',
      name: 'Hardanger annual audit',
      surveyYear: 2026,
      state: 'SCORED',
      scoredAt: '2026-02-12T09:30:00.000Z',
      ...survey,
    },
    scoring: null,
    actionItems: { items },
  });
}

/** POST /survey/{id}/action: the action as created. */
export function apiAction(overrides: Partial<Action> = {}): Action {
  return actionSchema.parse({
    externalId: 'a-1',
    title: 'Net damage found',
    description: '<p>Net damage found.</p>',
    riskLevel: 'HIGH',
    createdByName: 'Astrid Auditor',
    createdAt: '2026-02-13T09:30:00.000Z',
    closedAt: null,
    closedByName: null,
    closedDescription: null,
    sectionId: 1,
    stepId: 1,
    questionId: 4,
    owner: { externalId: 'u-7', name: 'Magnus Manager' },
    dueOn: '2026-02-27',
    ...overrides,
  });
}
