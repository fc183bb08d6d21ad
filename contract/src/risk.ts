import { formatPercent } from './format-percent.ts';
export const riskBands = ['HIGH', 'MODERATE_HIGH', 'MODERATE', 'MODERATE_LOW', 'LOW', 'UNKNOWN'] as const;
export type RiskBand = (typeof riskBands)[number];
export const actionRiskLevels = ['LOW', 'MODERATE_LOW', 'MODERATE', 'MODERATE_HIGH', 'HIGH'] as const;
export type ActionRiskLevel = (typeof actionRiskLevels)[number];

/** Spec colours: HIGH red, MODERATE_HIGH orange, MODERATE yellow, MODERATE_LOW cyan, LOW green, else gray. */
export const riskColors: Record<RiskBand, string> = {
  HIGH: '#e03131',
  MODERATE_HIGH: '#f76707',
  MODERATE: '#f5c211',
  MODERATE_LOW: '#15aabf',
  LOW: '#2f9e44',
  UNKNOWN: '#868e96',
};

export function riskColor(risk: string | null | undefined): string {
  return risk && risk in riskColors ? riskColors[risk as RiskBand] : riskColors.UNKNOWN;
}

const channel = (hex: string, at: number) => {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
/** WCAG relative luminance of a #rrggbb colour. */
const luminance = (hex: string) => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);

/**
 * Black or white, whichever reads better on a #rrggbb fill (WCAG contrast ratio). On the spec's risk colours black
 * wins everywhere (4.7:1 on red up to 13:1 on yellow), where white falls to 2.6:1 on cyan.
 */
export function textColorOn(fill: string): '#000000' | '#ffffff' {
  const l = luminance(fill);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

/** Risk text with underscores replaced by spaces; missing or UNKNOWN shows as 'undefined' (docs/requirements.md#core-9). */
export function riskText(risk: string | null | undefined): string {
  if (!risk || risk === 'UNKNOWN') return 'undefined';
  return risk.replace(/_/g, ' ');
}

export const riskExplanations: Record<Exclude<RiskBand, 'UNKNOWN'>, string> = {
  LOW: 'highly unlikely to require action.',
  MODERATE_LOW: 'may require action, but not likely.',
  MODERATE: 'may require action.',
  MODERATE_HIGH: 'likely to require action.',
  HIGH: 'highly likely to require action in the near future.',
};

export interface RiskThresholds {
  low: number;
  moderateLow: number;
  moderate: number;
  moderateHigh: number;
}
export const defaultThresholds: RiskThresholds = { low: 80, moderateLow: 60, moderate: 40, moderateHigh: 20 };

/** Band of a normalised score (docs/requirements.md#decisions-audits): ≥80 LOW, ≥60 MODERATE_LOW, ≥40 MODERATE, ≥20 MODERATE_HIGH, else HIGH. */
export function riskBand(normScore: number | null | undefined, t: RiskThresholds = defaultThresholds): RiskBand {
  if (normScore === null || normScore === undefined || !Number.isFinite(normScore)) return 'UNKNOWN';
  if (normScore >= t.low) return 'LOW';
  if (normScore >= t.moderateLow) return 'MODERATE_LOW';
  if (normScore >= t.moderate) return 'MODERATE';
  if (normScore >= t.moderateHigh) return 'MODERATE_HIGH';
  return 'HIGH';
}

/** Score shown with one decimal and a % sign; a missing score shows N/A. */
export function formatScore(normScore: number | null | undefined): string {
  if (normScore === null || normScore === undefined || !Number.isFinite(normScore)) return 'N/A';
  return formatPercent(normScore, 1);
}

/** Bands a knockout answer may cap an audit at (a LOW cap would never change anything). */
export const capRisks = ['MODERATE_LOW', 'MODERATE', 'MODERATE_HIGH', 'HIGH'] as const;
export type CapRisk = (typeof capRisks)[number];

const severity: Record<RiskBand, number> = { UNKNOWN: 0, LOW: 1, MODERATE_LOW: 2, MODERATE: 3, MODERATE_HIGH: 4, HIGH: 5 };

/** The worse of two bands. UNKNOWN (no score) yields to any band, so a triggered cap still shows. */
export function worseRisk(a: RiskBand, b: RiskBand): RiskBand {
  return severity[b] > severity[a] ? b : a;
}

/** True when `a` is a worse band than `b`. */
export function isWorseRisk(a: RiskBand, b: RiskBand): boolean {
  return severity[a] > severity[b];
}
