import { riskText, type CapRisk } from '../risk.ts';
import type { BrokenLimit } from './rules/limit.ts';

export const auditRules = ['EXPOSURE', 'COMPOUND', 'ZERO_PERILS', 'AGED_CHECKS'] as const;
export type AuditRule = (typeof auditRules)[number];

/**
 * Knockout caps (issue 13, docs/scoring.md): an answer whose option, yes/no value or number band carries `capRisk`
 * caps the band of its step, its section and the audit. The band shown is the worse of the score's band and every
 * triggered cap; `scoreRisk` keeps the score's own band so a reader can see what the cap changed.
 */
export interface TriggeredCap {
  sectionId: number;
  stepId: number;
  questionId: number;
  questionText: string;
  /** the answer in words: 'No', an option's text, '150000 fish' */
  answerText: string;
  capRisk: CapRisk;
  /** issue 22: the legal or standard limit the answer breaks, when a rule pack's limit set this cap */
  limit?: BrokenLimit;
  /** issue 22: a rule of the whole audit set this cap, not one answer (its ids are 0): the exposure floor, breaches compounding, perils at zero */
  auditRule?: AuditRule;
}

export interface CappedLevel {
  risk: string;
  /** absent on audits scored before caps existed: then the band is the score's own */
  scoreRisk?: string | null | undefined;
  caps?: readonly TriggeredCap[] | null | undefined;
}

/** The caps that set the band: none unless a cap made the band worse than the score's own. */
export function bindingCaps(level: CappedLevel): TriggeredCap[] {
  const caps = level.caps ?? [];
  if (!level.scoreRisk || level.scoreRisk === level.risk) return [];
  return caps.filter((c) => c.capRisk === level.risk);
}

export const isCapped = (level: CappedLevel): boolean => bindingCaps(level).length > 0;

/** One cap in words: "'Is the site licence valid?' — No". */
export const capReason = (c: TriggeredCap): string => `'${c.questionText}' — ${c.answerText}`;

/**
 * "Capped at HIGH by: 'Is the site licence valid?' — No", or null when the band is the score's own. The results
 * screen, the audits list and the PDF report and summary (issue 21 item 13) all say it in these words.
 */
export function capLine(level: CappedLevel): string | null {
  const binding = bindingCaps(level);
  if (binding.length === 0) return null;
  const reasons = binding.map(capReason).join('; ');
  return `Capped at ${riskText(level.risk)} by: ${reasons}`;
}

/** "The score alone is LOW." under a capped band, so the reader sees what the cap changed; null when not capped. */
export function scoreAloneLine(level: CappedLevel): string | null {
  return isCapped(level) ? `The score alone is ${riskText(level.scoreRisk)}.` : null;
}

/** "Knockout: caps at HIGH", beside the answer that triggered a cap. */
export const knockoutLabel = (capRisk: string): string => `Knockout: caps at ${riskText(capRisk)}`;
