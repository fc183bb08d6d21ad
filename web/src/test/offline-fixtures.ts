import { question, section, step, template } from '@aquarisk/contract/template/template.fixture';
import type { OfflinePackage } from '@aquarisk/contract/schemas/offline-package.schema';
import { apiFarm, apiSurveyDetail } from './contract-fixtures.ts';

/** Two steps: question 4 is asked only when question 3 is YES; question 2 takes 0 to 100. */
export const offlineTemplate = template([
  section(1, [
    step(1, [question({ id: 1, type: 'YES_NO' }), question({ id: 2, type: 'INTEGER', bounds: { min: 0, max: 100 } })]),
    step(2, [
      question({ id: 3, type: 'YES_NO' }),
      // asked only when question 3 is answered YES
      question({ id: 4, includeIf: { questionId: 3, condition: 'EQ', value: 'YES' } }),
      question({ id: 5 }),
    ]),
  ]),
]);

/** GET /survey/{id}/offline for audit s-1 of that template, nothing answered unless patched. */
export function offlinePackage(patch: Partial<OfflinePackage> = {}): OfflinePackage {
  return {
    survey: apiSurveyDetail(),
    farm: apiFarm(),
    snapshotHash: 'hash-1',
    snapshot: offlineTemplate,
    answers: [],
    carried: [],
    carriedFrom: null,
    cursor: null,
    readOnly: false,
    farmProductionSystem: null,
    people: [],
    actions: [{ questionId: 2, externalId: 'a-1', title: 'Fix the net', riskLevel: 'HIGH', closedAt: null }],
    fetchedAt: '2026-11-28T10:00:00.000Z',
    ...patch,
  };
}
