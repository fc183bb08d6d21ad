import { staleText } from '@aquarisk/contract/audit-age';
import { actionRiskLevels, formatScore, riskText } from '@aquarisk/contract/risk';
import type { FarmMapItem } from '@aquarisk/contract/schemas/intelligence.schema';
import type { MapPopupContent } from '../../../components/map/map-types.ts';
import type { MapMode } from '../map-modes.ts';

/** 'Steps: 2 high, 14 low' — most severe first. */
export function stepsLine(steps: FarmMapItem['steps']): string | null {
  const parts = [...actionRiskLevels]
    .reverse()
    .filter((band) => (steps[band] ?? 0) > 0)
    .map((band) => `${steps[band]} ${riskText(band).toLowerCase()}`);
  return parts.length ? `Steps: ${parts.join(', ')}` : null;
}

/** A farm's popup (docs/requirements.md#results-2): its latest scored audit's name, score and band, linking to the audit's results. */
export function farmPopup(item: FarmMapItem, mode: MapMode, section: string | null): MapPopupContent {
  const lines: string[] = [];
  if (item.surveyId) {
    lines.push(item.surveyName ?? 'Audit', `Score ${formatScore(item.normScore)} · ${riskText(item.risk)}`);
    if (section) {
      const s = item.sections.find((x) => x.name === section);
      lines.push(s ? `${section}: ${formatScore(s.normScore)} · ${riskText(s.risk)}` : `${section}: not scored`);
    }
    const steps = stepsLine(item.steps);
    if (steps) lines.push(steps);
    // Issue 39 item 5: older than the company's audit interval, whether or not the farm has a schedule.
    if (item.stale && item.ageMonths !== null) lines.push(`${staleText(item.ageMonths)}: older than the audit interval`);
  } else {
    lines.push('No scored audit yet');
  }
  if (mode.value) {
    const value = item[mode.value.property];
    const noun = mode.value.noun.charAt(0).toUpperCase() + mode.value.noun.slice(1);
    lines.push(`${noun}: ${value === null ? 'not given' : mode.value.format(value, item.currencyCode)}`);
  }
  return {
    title: item.farmName,
    lines,
    ...(item.surveyId ? { href: `/audit/audit-result/${encodeURIComponent(item.surveyId)}`, linkText: 'Audit results' } : {}),
  };
}
