import { formatScore, riskText } from '../risk.ts';
import { RISK_MODEL_VERSION } from './model-version.ts';

/**
 * The words of "How the band was set" (docs/scoring.md, "Where breaches are shown"), once for the results screen and
 * the PDF report and summary: the exposure score, a farm judged without a jurisdiction pack, the model version.
 */
interface ExposureLike {
  normScore: number | null;
  risk: string;
  perils?: readonly string[] | undefined;
}
interface PackLike {
  kind: 'BASE' | 'SPECIES' | 'JURISDICTION';
}

/** "Exposure: the numbers an insurer prices (mortality, oxygen, …) score 62.3%, MODERATE LOW. The audit’s band is never better." */
export function exposureLine(exposure: ExposureLike): string {
  const perils = exposure.perils?.length ? ` (${exposure.perils.join(', ')})` : '';
  return `Exposure: the numbers an insurer prices${perils} score ${formatScore(exposure.normScore)}, ${riskText(exposure.risk)}. The audit’s band is never better.`;
}

/**
 * "No jurisdiction pack for Greece: judged on standards only" when the result names its packs (model v2) and none of
 * them is the law of the farm's place; null when a jurisdiction pack applied or the result predates packs.
 */
export function noJurisdictionLine(packs: readonly PackLike[] | null | undefined, country: string | null | undefined): string | null {
  if (!packs || packs.length === 0 || packs.some((p) => p.kind === 'JURISDICTION')) return null;
  const place = country?.trim() ? country.trim() : 'this farm’s country';
  return `No jurisdiction pack for ${place}: judged on standards only`;
}

/** "Scored with risk model v2." (and, for an older result, that it keeps its model until an admin rescores it). */
export function modelVersionLine(version: number): string {
  return version < RISK_MODEL_VERSION
    ? `Scored with risk model v${version}; the current model is v${RISK_MODEL_VERSION}. The result keeps its model until an admin rescores it.`
    : `Scored with risk model v${version}.`;
}
