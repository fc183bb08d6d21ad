/** How many of an audit's scored steps fall in each risk band; bands with no step are left out. */
export function stepRiskCounts(scoring: { sections: { steps: { risk: string }[] }[] }): Partial<Record<string, number>> {
  const counts: Partial<Record<string, number>> = {};
  for (const section of scoring.sections) for (const step of section.steps) counts[step.risk] = (counts[step.risk] ?? 0) + 1;
  return counts;
}
