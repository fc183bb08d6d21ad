import type { FarmType } from '../../farm-types.ts';
import type { RiskBand } from '../../risk.ts';
import { defaultTemplates } from '../../template/default-template.ts';
import type { FarmProfile } from '../../template/default-templates/farm-profiles.ts';
import { scoreAudit, type AuditScore } from '../score-audit.ts';
import type { ScoringFarm } from '../scoring-context.ts';
import { scenarioAnswers, type QuestionMatcher, type ScenarioValue } from './scenario-answers.ts';

/**
 * A named farm scenario (docs/scoring.md, "Scenarios"): a farm of one default template, its place and species, the
 * answers that differ from its profile (good unless named), and the band an underwriter gives it.
 */
export interface Scenario {
  name: string;
  farmType: FarmType;
  farm: ScoringFarm;
  profile?: FarmProfile;
  answers: readonly (readonly [QuestionMatcher, ScenarioValue])[];
  expected: RiskBand;
  /** the questions (starts of their texts) whose answers must be flagged "Legal limit exceeded" */
  legal?: readonly string[];
  /** what model v1 gave, where the issue computed it */
  today?: string;
}

/** Every scenario is answered on this day; dated answers count back from it. */
export const SCENARIO_AUDIT_DATE = '2026-05-12';

export function scoreScenario(s: Scenario): AuditScore {
  const template = defaultTemplates.find((t) => t.farmType === s.farmType);
  if (!template) throw new Error(`No default template for ${s.farmType}`);
  const answers = scenarioAnswers({ template, profile: s.profile, auditDate: SCENARIO_AUDIT_DATE, answers: s.answers });
  return scoreAudit(template.body, answers, { auditDate: SCENARIO_AUDIT_DATE, farm: s.farm });
}
