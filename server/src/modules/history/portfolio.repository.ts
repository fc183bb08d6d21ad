import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { farmAuditVisibleTo, farmVisibleTo, type FarmViewer } from '../access/index.ts';

/** Whose farms: one company as this viewer sees it, or every company (a platform admin's portfolio). */
export type PortfolioScope = { viewer: FarmViewer } | { allCompanies: true };

type FarmScope = ExpressionBuilder<Database, 'farms'>;

/**
 * The farm's scored audits the scope sees, newest first by launch (the intelligence map's rule for "latest"): one
 * seek on the (farm_id, state, created_at, id) index per farm.
 */
function scoredNewestFirst(eb: FarmScope, scope: PortfolioScope) {
  let q = eb.selectFrom('surveys as l').select('l.id').whereRef('l.farmId', '=', 'farms.id').where('l.state', '=', 'SCORED');
  if ('viewer' in scope) q = q.where(farmAuditVisibleTo(scope.viewer));
  return q.orderBy('l.createdAt', 'desc').orderBy('l.id', 'desc');
}

/**
 * Every farm in scope with its latest scored audit and the one before it (null when it has none): one statement,
 * the two ids found per farm by index seeks, then the two audit rows joined by key.
 */
export function portfolioRows(db: Executor, scope: PortfolioScope) {
  const farms = db
    .selectFrom('farms')
    .innerJoin('companies', 'companies.id', 'farms.companyId')
    .select((eb) => [
      'farms.id as farmId',
      'farms.externalId as farmExtId',
      'farms.name as farmName',
      'farms.country',
      'companies.externalId as companyExtId',
      'companies.name as companyName',
      'companies.auditIntervalMonths as auditInterval',
      scoredNewestFirst(eb, scope).limit(1).as('latestId'),
      scoredNewestFirst(eb, scope).limit(1).offset(1).as('previousId'),
    ])
    .$if('viewer' in scope, (q) => q.where(farmVisibleTo((scope as { viewer: FarmViewer }).viewer)))
    .as('vf');
  return db
    .selectFrom(farms)
    .leftJoin('surveys as l', 'l.id', 'vf.latestId')
    .leftJoin('surveys as p', 'p.id', 'vf.previousId')
    .select([
      'vf.farmExtId',
      'vf.farmName',
      'vf.country',
      'vf.companyExtId',
      'vf.companyName',
      'vf.auditInterval',
      'l.externalId as latestExtId',
      'l.name as latestName',
      'l.surveyDate as latestSurveyDate',
      'l.createdAt as latestCreatedAt',
      'l.normScore as latestNormScore',
      'l.risk as latestRisk',
      'l.scoreRisk as latestScoreRisk',
      'l.capsJson as latestCapsJson',
      'p.externalId as previousExtId',
      'p.name as previousName',
      'p.surveyDate as previousSurveyDate',
      'p.createdAt as previousCreatedAt',
      'p.normScore as previousNormScore',
      'p.risk as previousRisk',
      'p.scoreRisk as previousScoreRisk',
      'p.capsJson as previousCapsJson',
    ])
    .orderBy('vf.companyName')
    .orderBy('vf.farmName')
    .orderBy('vf.farmExtId')
    .execute();
}

export type PortfolioRow = Awaited<ReturnType<typeof portfolioRows>>[number];
