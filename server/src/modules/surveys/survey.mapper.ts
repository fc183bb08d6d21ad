import type { Selectable } from 'kysely';
import type { SurveysTable } from '../../db/schema.ts';

export type SurveyRow = Selectable<SurveysTable>;

export function toSurvey(row: SurveyRow) {
  return {
    externalId: row.externalId,
    name: row.name,
    description: row.description,
    surveyYear: row.surveyYear,
    state: row.state,
    closed: row.closed === 1,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
    isSurveyComplete: row.state === 'SCORED',
    scoring: row.normScore === null ? null : { normScore: row.normScore, risk: row.risk ?? 'UNKNOWN' },
  };
}
