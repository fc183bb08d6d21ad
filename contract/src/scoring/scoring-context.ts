/**
 * What the risk model needs to know besides the answers (docs/scoring.md, "Risk model v2"): the day the audit was
 * answered, which dated answers age against, and the farm as recorded, whose species and place select the rule packs.
 * Everything is optional: without a context an audit scores by its template alone.
 */
export interface ScoringFarm {
  species?: string | null | undefined;
  country?: string | null | undefined;
  /** the farm's state, province or region (e.g. 'British Columbia', 'Argyll and Bute') */
  region?: string | null | undefined;
}

export interface ScoringContext {
  /** ISO date (or date-time) the audit was answered; DATE and DATE_TIME answers age against it */
  auditDate?: string | null | undefined;
  farm?: ScoringFarm | null | undefined;
}
