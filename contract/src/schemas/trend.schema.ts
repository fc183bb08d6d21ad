import { z } from 'zod';
import { breachOps, limitKinds } from '../scoring/rules/limit.ts';

/**
 * A farm's trend (issue 26 item 5, GET /company/{id}/farm/{farmId}/trend and GET /survey/{id}/trend): every scored
 * audit of the farm the caller sees, older first, with its overall and section scores; the priced measurements
 * answered in those audits with the limits that apply to the farm; and the audits' environmental series on one time
 * axis (the latest TREND_ENV_AUDITS audits with readings), thinned by the server to at most TREND_ENV_MAX_POINTS points each.
 */
export const TREND_MAX_AUDITS = 100;
/** the environmental series cover the farm's latest audits with readings, at most this many */
export const TREND_ENV_AUDITS = 8;
/** buckets per environmental series; each keeps its lowest and highest reading, so at most twice this many points */
export const TREND_ENV_BUCKETS = 150;
export const TREND_ENV_MAX_POINTS = 2 * TREND_ENV_BUCKETS;

/** The measures a trend charts: what the risk model prices (docs/scoring.md), in the order the screen shows them. */
export const trendMeasureKeys = [
  'mortality.month',
  'mortality.cycle.salmonid',
  'mortality.cycle.finfish',
  'mortality.cycle.shrimp',
  'mortality.season',
  'lice.peak',
  'oxygen.lowestSaturation',
  'oxygen.lowestMgL',
  'escapes.count',
  'density.max',
] as const;

export const trendSectionSchema = z.object({
  /** the template's section id: it is kept across template versions, so one id is one line */
  id: z.number(),
  name: z.string(),
  normScore: z.number().nullable(),
  risk: z.string(),
});

export const trendAuditSchema = z.object({
  externalId: z.string(),
  name: z.string(),
  /** the audit's date: its recorded date, else when it was launched */
  date: z.string(),
  normScore: z.number().nullable(),
  risk: z.string(),
  sections: z.array(trendSectionSchema),
});
export type TrendAudit = z.output<typeof trendAuditSchema>;

export const trendLimitSchema = z.object({
  kind: z.enum(limitKinds),
  /** the comparison that breaks the limit: GT 25 means more than 25 is a breach */
  op: z.enum(breachOps),
  value: z.number(),
  text: z.string(),
  source: z.string(),
});
export type TrendLimit = z.output<typeof trendLimitSchema>;

export const trendMeasureSchema = z.object({
  key: z.enum(trendMeasureKeys),
  label: z.string(),
  unit: z.string().nullable(),
  /** the limits in force for the farm's species and place today (the rule packs), drawn as lines */
  limits: z.array(trendLimitSchema),
  /** one point per scored audit that answered the measure with a number, older first */
  points: z.array(z.object({ surveyExtId: z.string(), date: z.string(), value: z.number() })),
});
export type TrendMeasure = z.output<typeof trendMeasureSchema>;

export const trendEnvironmentSeriesSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string().nullable(),
  /**
   * readings of every audit on one time axis, time order; each bucket's lowest and highest reading. `audit` is the
   * reading's audit by its index in the trend's `audits` (half the bytes of naming it by external id)
   */
  points: z.array(z.object({ tsMs: z.number(), value: z.number(), audit: z.number().int().min(0) })),
});
export type TrendEnvironmentSeries = z.output<typeof trendEnvironmentSeriesSchema>;

export const farmTrendSchema = z.object({
  farmName: z.string(),
  audits: z.array(trendAuditSchema),
  measures: z.array(trendMeasureSchema),
  environment: z.array(trendEnvironmentSeriesSchema),
});
export type FarmTrend = z.output<typeof farmTrendSchema>;
