import { idParams } from '../schemas/common.schema.ts';
import { portfolioSchema } from '../schemas/portfolio.schema.ts';
import { endpoint } from './endpoint.ts';

const tags = ['portfolio'];

/**
 * The portfolio view for underwriters (issue 26 item 6): a company's farms as the caller sees them, or every
 * company's under the admin prefix (platform admins only). Each as figures (band migration, the farms that
 * worsened most) and as a CSV of every farm's latest and previous scored audit.
 */
export const portfolioEndpoints = {
  company: endpoint({
    base: 'api',
    auth: 'signedIn',
    method: 'GET',
    path: '/portfolio/company/:id',
    access: 'member',
    tokens: 'read',
    summary: "Band migration since each farm's previous scored audit, and the farms that worsened most",
    tags,
    params: idParams,
    success: { status: 200, schema: portfolioSchema },
  }),
  companyCsv: endpoint({
    base: 'api',
    auth: 'signedIn',
    method: 'GET',
    path: '/portfolio/company/:id/export',
    access: 'member',
    tokens: 'read',
    summary: "Every farm's latest and previous score, band, caps and audit dates as CSV",
    tags,
    params: idParams,
    success: { status: 200 },
    produces: ['text/csv'],
  }),
  all: endpoint({
    base: 'admin',
    auth: 'signedIn',
    method: 'GET',
    path: '/portfolio',
    access: 'seeAllCompanies',
    tokens: 'read',
    summary: 'The portfolio of every company (platform admins)',
    tags,
    success: { status: 200, schema: portfolioSchema },
  }),
  allCsv: endpoint({
    base: 'admin',
    auth: 'signedIn',
    method: 'GET',
    path: '/portfolio/export',
    access: 'seeAllCompanies',
    tokens: 'read',
    summary: "Every company's farms with their latest and previous score, band, caps and audit dates as CSV (platform admins)",
    tags,
    success: { status: 200 },
    produces: ['text/csv'],
  }),
};
