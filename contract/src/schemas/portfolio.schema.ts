import { z } from 'zod';
import { riskBands } from '../risk.ts';
import { auditAgeSchema } from './audit-age.schema.ts';

/**
 * The portfolio view for underwriters (issue 26 item 6): each farm's latest scored audit beside the one before it,
 * for a company (GET /portfolio/company/{id}) or, for a platform admin, every company (GET /portfolio).
 */
export const portfolioAuditSchema = z.object({
  externalId: z.string(),
  name: z.string(),
  /** the audit's date: the day it was recorded as held, else the day it was launched */
  date: z.string(),
  normScore: z.number().nullable(),
  risk: z.enum(riskBands),
  /** the knockout caps that set the band, in the results screen's words ("'Question' — answer") */
  caps: z.array(z.string()),
});
export type PortfolioAudit = z.output<typeof portfolioAuditSchema>;

export const portfolioFarmSchema = z.object({
  farmExtId: z.string(),
  farmName: z.string(),
  companyExtId: z.string(),
  companyName: z.string(),
  country: z.string().nullable(),
  latest: portfolioAuditSchema,
  /** null: the farm has one scored audit */
  previous: portfolioAuditSchema.nullable(),
  /** latest minus previous normalised score (negative: worse); null without both scores */
  scoreChange: z.number().nullable(),
  /** bands moved towards HIGH (positive: worse, negative: better); null without a previous audit or a band */
  bandSteps: z.number().nullable(),
  /** the latest audit's age against the farm's company's audit interval (issue 39 item 5) */
  auditAge: auditAgeSchema,
});
export type PortfolioFarm = z.output<typeof portfolioFarmSchema>;

/** "NONE": the farm has no earlier scored audit. */
export const migrationFromSchema = z.enum([...riskBands, 'NONE']);
export type MigrationFrom = z.output<typeof migrationFromSchema>;

export const bandMigrationCellSchema = z.object({ from: migrationFromSchema, to: z.enum(riskBands), farms: z.number().int() });
export type BandMigrationCell = z.output<typeof bandMigrationCellSchema>;

export const portfolioSchema = z.object({
  /** farms the caller sees, with or without a scored audit */
  farms: z.number().int(),
  /** farms with at least one scored audit */
  scoredFarms: z.number().int(),
  /** of those, farms with an earlier scored audit to compare with */
  comparedFarms: z.number().int(),
  worsenedFarms: z.number().int(),
  improvedFarms: z.number().int(),
  /** farms per (previous band, latest band); only cells with farms */
  migration: z.array(bandMigrationCellSchema),
  /** the farms that worsened most, worst first (at most PORTFOLIO_WORSENED) */
  worsened: z.array(portfolioFarmSchema),
  /** scored farms whose latest scored audit is older than their company's audit interval (issue 39 item 5) */
  staleFarms: z.number().int(),
  /** the stale farms, oldest audit first (at most PORTFOLIO_STALE) */
  stale: z.array(portfolioFarmSchema),
});
export type Portfolio = z.output<typeof portfolioSchema>;
