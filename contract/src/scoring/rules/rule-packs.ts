import type { ScoringFarm } from '../scoring-context.ts';
import { basePack } from './base-pack.ts';
import { canadaBcPack } from './jurisdictions/canada-bc.ts';
import { chilePack } from './jurisdictions/chile.ts';
import { irelandPack } from './jurisdictions/ireland.ts';
import { norwayPack } from './jurisdictions/norway.ts';
import { scotlandPack } from './jurisdictions/scotland.ts';
import type { AppliedPack, MeasureRule, RulePack } from './rule-pack.ts';
import { speciesPacks } from './species-packs.ts';

/** Every pack of the current model, in the order they apply: base, species, jurisdiction. */
export const rulePacks: readonly RulePack[] = [basePack, ...speciesPacks, norwayPack, scotlandPack, chilePack, canadaBcPack, irelandPack];

export interface ResolvedRules {
  packs: AppliedPack[];
  /** the rule in force for each measure */
  byKey: ReadonlyMap<string, MeasureRule>;
}

/** The packs that apply to a farm and the rule each measure ends up with (a later pack replaces a measure's rule whole). */
export function resolveRules(farm: ScoringFarm | null | undefined): ResolvedRules {
  const applied = rulePacks.filter((p) => p.appliesTo(farm ?? {}));
  const byKey = new Map<string, MeasureRule>();
  for (const pack of applied) {
    const rules = { ...pack.rules, ...pack.rulesFor?.(farm ?? {}) };
    for (const [key, rule] of Object.entries(rules)) byKey.set(key, rule);
  }
  return { packs: applied.map((p) => ({ id: p.id, name: p.name, kind: p.kind, notes: [...(p.notes ?? [])] })), byKey };
}
