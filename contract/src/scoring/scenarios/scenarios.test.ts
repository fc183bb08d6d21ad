import { describe, expect, it } from 'vitest';
import { unansweredCount } from '../score-audit.ts';
import { issueScenarios } from './issue-scenarios.ts';
import { scoreScenario, type Scenario } from './scenario.ts';

/** The scenarios table of docs/scoring.md: each farm gets the band an underwriter gives it. */
const run = (s: Scenario) => {
  const result = scoreScenario(s);
  expect(unansweredCount(result), 'every question that applies is answered').toBe(0);
  expect(result.risk, `${s.name}: ${result.normScore} % (score ${result.scoreRisk})`).toBe(s.expected);
  return result;
};

describe('issue 22: the six farms get the underwriter’s band', () => {
  it.each(issueScenarios.map((s) => [s.name, s] as const))('%s', (_, s) => {
    run(s);
  });
});
