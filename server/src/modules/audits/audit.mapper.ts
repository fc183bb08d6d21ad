import { z } from 'zod';
import { triggeredCapSchema, type TriggeredCapShape } from '@aquarisk/contract/schemas/results.schema';
import type { Survey } from '@aquarisk/contract/schemas/survey.schema';
import type { SurveyState } from '@aquarisk/contract/answer-types';
import { FIRST_MODEL_VERSION } from '@aquarisk/contract/scoring/model-version';
import { can } from '@aquarisk/contract/capabilities';
import type { AuthUser } from '../../lib/request-user.ts';
import type { SurveyRow } from '../../db/schema.ts';

export type { SurveyRow };
export type SectionScore = {
  sectionId: number;
  name: string;
  normScore: number | null;
  risk: string;
  scoreRisk: string | null;
  caps: TriggeredCapShape[];
};

const capsSchema = z.array(triggeredCapSchema);

/** The caps stored beside a score (migration 007); none when absent or unreadable. */
export function capsOf(json: string | null): TriggeredCapShape[] {
  if (!json) return [];
  try {
    const parsed = capsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** An audit row without its snapshot reference and full results (tens of kB), which lists never read. */
export type SurveyListRow = Omit<SurveyRow, 'snapshotId' | 'scoringJson' | 'stepRiskCounts' | 'farmCountry' | 'farmStateProvince'>;

/**
 * createdBy and updatedBy hold e-mails: shown as the people lists show them (issue 21), to seeContactDetails, and to
 * anyone when the e-mail is their own; null for the rest (issue 37 item 23).
 */
function emailFor(viewer: AuthUser, email: string | null) {
  return email === null || email === viewer.email || can(viewer.authorities, 'seeContactDetails') ? email : null;
}

export function toAudit(viewer: AuthUser, row: SurveyListRow, sections: SectionScore[] = []): Survey {
  return {
    externalId: row.externalId,
    name: row.name,
    description: row.description,
    surveyYear: row.surveyYear,
    state: row.state as SurveyState,
    closed: row.closed === 1,
    createdAt: row.createdAt,
    createdBy: emailFor(viewer, row.createdBy),
    updatedAt: row.updatedAt,
    updatedBy: emailFor(viewer, row.updatedBy),
    isSurveyComplete: row.isComplete === 1,
    openQuestions: row.openQuestions,
    carriedLeft: row.carriedLeft,
    templateName: row.templateName,
    surveyDate: row.surveyDate,
    // An audit counts as scored when its scoring has sections (docs/requirements.md#core-4).
    scoring: row.scoredAt
      ? {
          normScore: row.normScore,
          risk: row.risk ?? 'UNKNOWN',
          scoreRisk: row.scoreRisk ?? row.risk ?? 'UNKNOWN',
          caps: capsOf(row.capsJson),
          modelVersion: row.modelVersion ?? FIRST_MODEL_VERSION,
          sections,
        }
      : null,
  };
}
