import type { Selectable } from 'kysely';
import type { Survey } from '@aquarisk/contract/schemas/survey.schema';
import type { SurveyState } from '@aquarisk/contract/answer-types';
import type { SurveysTable } from '../../db/schema.ts';

export type SurveyRow = Selectable<SurveysTable>;
export type SectionScore = { sectionId: number; name: string; normScore: number | null; risk: string };

export function toSurvey(row: SurveyRow, sections: SectionScore[] = []): Survey {
  return {
    externalId: row.externalId,
    name: row.name,
    description: row.description,
    surveyYear: row.surveyYear,
    state: row.state as SurveyState,
    closed: row.closed === 1,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
    isSurveyComplete: row.isComplete === 1,
    templateName: row.templateName,
    surveyDate: row.surveyDate,
    // An audit counts as scored when its scoring has sections (spec 1 §4).
    scoring: row.scoredAt ? { normScore: row.normScore, risk: row.risk ?? 'UNKNOWN', sections } : null,
  };
}
