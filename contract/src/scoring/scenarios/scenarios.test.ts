import { describe, expect, it } from 'vitest';
import { brokenLimits } from '../breach-lines.ts';
import { unansweredCount } from '../score-audit.ts';
import { crustaceanScenarios } from './crustacean-scenarios.ts';
import { issueScenarios } from './issue-scenarios.ts';
import { modelV3Scenarios } from './model-v3-scenarios.ts';
import { packScenarios } from './pack-scenarios.ts';
import { rubricScenarios } from './rubric-scenarios.ts';
import { scoreScenario, type Scenario } from './scenario.ts';
import { systemScenarios } from './system-scenarios.ts';
import { templateScenarios } from './template-scenarios.ts';
import { v3SystemsScenarios } from './v3-systems-scenarios.ts';

/**
 * The scenarios table of docs/scoring.md: each farm gets the band an underwriter gives it, and exactly the answers
 * named as legal breaches are flagged "Legal limit exceeded".
 */
const run = (s: Scenario) => {
  const result = scoreScenario(s);
  expect(unansweredCount(result), 'every question that applies is answered').toBe(0);
  expect(result.risk, `${s.name}: ${result.normScore} % (score ${result.scoreRisk})`).toBe(s.expected);
  const legal = brokenLimits(result.caps).legal.map((c) => c.questionText);
  expect(legal.length, `legal breaches: ${legal.join(' | ')}`).toBe((s.legal ?? []).length);
  (s.legal ?? []).forEach((start, i) => expect(legal[i]).toMatch(new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)));
  return result;
};

describe.each([
  ['issue 22: the six farms get the underwriter’s band', issueScenarios],
  ['each template’s breach caps and ageing dates', templateScenarios],
  ['each jurisdiction pack', packScenarios],
  ['production systems and species', systemScenarios],
  ['the shrimp and crustacean template', crustaceanScenarios],
  ['issue 39: risk model v3 caps, each side of its figure', modelV3Scenarios],
  ['issue 39: power, oxygen, shortfalls and dated checks', v3SystemsScenarios],
  ['issue 39: the rubric’s missing questions and the Ireland pack', rubricScenarios],
] as const)('%s', (_, scenarios) => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', (_name, s) => {
    run(s);
  });
});
