import { apiSurveyActions } from '../../test/contract-fixtures.ts';
import { stubRecordingApi, type ApiCall, type ApiHandler } from '../../test/recording-api.ts';

export type { ApiCall };

/** A fetch stub for the actions page, whose lists differ by query string; `calls` records every request. */
export const stubActionsApi = (handler: ApiHandler) => stubRecordingApi(handler);

export const lofoten = {
  surveyExtId: 's-lof',
  surveyName: 'Lofoten North winter audit',
  farmName: 'Lofoten North',
  farmExternalId: 'f-lof',
  latitude: 68.2,
  longitude: 13.9,
  surveyCompletedAt: '2026-02-12T09:30:00.000Z',
  itemCount: 2,
  nextDueOn: '2026-02-27',
};

const action = (externalId: string, title: string, riskLevel: string, closed = false, dueOn = '2026-02-27') => ({
  externalId,
  title,
  description: `<p>${title} description.</p>`,
  riskLevel,
  createdByName: 'Astrid Auditor',
  createdAt: '2026-02-13T09:30:00.000Z',
  closedAt: closed ? '2026-03-01T10:00:00.000Z' : null,
  closedByName: closed ? 'Colin Company' : null,
  closedDescription: closed ? '<p>Fixed and checked.</p>' : null,
  sectionId: 1,
  stepId: 1,
  questionId: 4,
  owner: { externalId: 'u-7', name: 'Magnus Manager' },
  dueOn,
  // what the server answers an admin; the page decides with the contract's rule itself
  canResolve: !closed,
  resolveRefusal: null,
});

export const openActions = [action('a-high', 'Net damage found', 'HIGH'), action('a-mod', 'Generator service overdue', 'MODERATE')];
export const closedActions = [action('a-old', 'Escape plan not tested', 'HIGH', true)];

export const surveyActions = (items: unknown[]) => apiSurveyActions(items, { externalId: 's-lof', name: 'Lofoten North winter audit' });
