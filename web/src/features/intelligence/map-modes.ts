import type { FarmMapItem } from '@aquarisk/contract/schemas/intelligence.schema';
import { abbreviate, formatMoney, formatTonnes } from './format-amount.ts';

export const mapModeKeys = ['risk', 'all', 'animals', 'avgValue', 'maxValue', 'tonnage'] as const;
export type MapModeKey = (typeof mapModeKeys)[number];
export type ValueProperty = 'animalCount' | 'avgValue' | 'maxValue' | 'tonnage';

/**
 * Circle sizes (docs/requirements.md#results-9: thresholds from 0 to 10 million; the steps between are ours, docs/decisions.md). A farm
 * takes the radius of the highest threshold it reaches; 10 million and more share the largest circle.
 */
export const VALUE_THRESHOLDS = [0, 100_000, 250_000, 500_000, 1_000_000, 2_500_000, 5_000_000, 10_000_000] as const;
/** Tonnage is a thousand times smaller than values: 0 to 10,000 t in the same eight steps. */
export const TONNAGE_THRESHOLDS = [0, 100, 250, 500, 1_000, 2_500, 5_000, 10_000] as const;
export const CIRCLE_RADII = [4, 5, 7, 9, 11, 14, 18, 23] as const;
/** Risk and all-farms modes draw every farm the same size. */
export const PLAIN_RADIUS = 6;

export interface MapMode {
  key: MapModeKey;
  label: string;
  /** only farms with a scored audit */
  scoredOnly: boolean;
  value?: {
    property: ValueProperty;
    thresholds: readonly number[];
    /** a farm's figure, in its own currency for values */
    format: (n: number, currencyCode: string | null) => string;
    /** a threshold of the size legend; values compare as recorded, in each farm's own currency (not converted) */
    scale: (n: number) => string;
    noun: string;
    money?: true;
  };
}

export const mapModes: Record<MapModeKey, MapMode> = {
  risk: { key: 'risk', label: 'Risk score', scoredOnly: true },
  all: { key: 'all', label: 'All farms', scoredOnly: false },
  animals: {
    key: 'animals',
    label: 'Animal count',
    scoredOnly: false,
    value: { property: 'animalCount', thresholds: VALUE_THRESHOLDS, format: abbreviate, scale: abbreviate, noun: 'animal count' },
  },
  avgValue: {
    key: 'avgValue',
    label: 'Average value',
    scoredOnly: false,
    value: {
      property: 'avgValue',
      thresholds: VALUE_THRESHOLDS,
      format: formatMoney,
      scale: abbreviate,
      noun: 'average value',
      money: true,
    },
  },
  maxValue: {
    key: 'maxValue',
    label: 'Maximum value',
    scoredOnly: false,
    value: {
      property: 'maxValue',
      thresholds: VALUE_THRESHOLDS,
      format: formatMoney,
      scale: abbreviate,
      noun: 'maximum value',
      money: true,
    },
  },
  tonnage: {
    key: 'tonnage',
    label: 'Tonnage',
    scoredOnly: false,
    value: { property: 'tonnage', thresholds: TONNAGE_THRESHOLDS, format: formatTonnes, scale: formatTonnes, noun: 'tonnage' },
  },
};

export const isMapMode = (v: string | null): v is MapModeKey => v !== null && (mapModeKeys as readonly string[]).includes(v);

/** The radius of a value: the step of the highest threshold it reaches. */
export function radiusFor(value: number, thresholds: readonly number[]): number {
  let i = 0;
  while (i + 1 < thresholds.length && value >= thresholds[i + 1]!) i += 1;
  return CIRCLE_RADII[i]!;
}

/** Whether the mode draws this farm: scored farms in the risk mode, farms with the figure in a value mode. */
export function shownInMode(item: FarmMapItem, mode: MapMode): boolean {
  if (mode.scoredOnly) return item.surveyId !== null;
  if (mode.value) return item[mode.value.property] !== null;
  return true;
}

/** Section names of the latest audits, in their order of first appearance (the template's section order). */
export function sectionNames(items: readonly FarmMapItem[]): string[] {
  const names = new Set<string>();
  for (const item of items) for (const s of item.sections) names.add(s.name);
  return [...names];
}
