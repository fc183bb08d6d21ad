import { riskBands } from '@aquarisk/contract/risk';
import type { AuditResults, SectionScore, StepScore } from './api/audit-results.api.ts';

const order = (risk: string) => {
  const i = (riskBands as readonly string[]).indexOf(risk);
  return i === -1 ? riskBands.length : i;
};

/** The bands present among the steps, most severe first, with how many steps each has. */
export function bandsPresent(results: AuditResults): { risk: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const section of results.children) for (const step of section.children) counts.set(step.risk, (counts.get(step.risk) ?? 0) + 1);
  return [...counts].map(([risk, count]) => ({ risk, count })).sort((a, b) => order(a.risk) - order(b.risk));
}

/** Sections with the steps in the selected bands (all when none is selected); sections left empty are dropped. */
export function filterSections(results: AuditResults, selected: readonly string[]): { section: SectionScore; steps: StepScore[] }[] {
  return results.children
    .map((section) => ({
      section,
      steps: selected.length === 0 ? section.children : section.children.filter((s) => selected.includes(s.risk)),
    }))
    .filter((group) => group.steps.length > 0);
}
