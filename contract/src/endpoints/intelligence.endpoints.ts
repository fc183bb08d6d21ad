import { idParams } from '../schemas/common.schema.ts';
import {
  countriesSchema,
  countryFarmCountsSchema,
  farmMapColumnsSchema,
  farmMapItemsSchema,
  iqCompanyQuerySchema,
  iqCountriesQuerySchema,
  iqRiskQuerySchema,
  riskSummarySchema,
} from '../schemas/intelligence.schema.ts';
import { endpoint } from './endpoint.ts';

const tags = ['intelligence'];
const signedIn = { base: 'api', auth: 'signedIn' } as const;

/** The intelligence map's calls (docs/requirements.md#results-7); every figure is aggregated in SQL over the stored scores. */
export const intelligenceEndpoints = {
  farms: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/iq/company/:id',
    access: 'member',
    tokens: 'read',
    summary: "Company farms with their latest scored audit's figures",
    tags,
    params: idParams,
    query: iqCompanyQuerySchema,
    success: { status: 200, schema: farmMapItemsSchema },
  }),
  /**
   * The same farms as `farms`, as columns (issue 25 item 2): what the web's map loads. Answers carry an ETag; a request
   * whose If-None-Match names the current one gets 304 without a body.
   */
  farmColumns: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/iq/company/:id/columns',
    access: 'member',
    tokens: 'read',
    summary: "Company farms with their latest scored audit's figures, as columns (ETag, 304 when unchanged)",
    tags,
    params: idParams,
    query: iqCompanyQuerySchema,
    success: { status: 200, schema: farmMapColumnsSchema },
  }),
  risk: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/iq/company/:id/risk',
    access: 'member',
    tokens: 'read',
    summary: 'Farms per risk level (of one section when named)',
    tags,
    params: idParams,
    query: iqRiskQuerySchema,
    success: { status: 200, schema: riskSummarySchema },
  }),
  countries: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/iq/my/company/:id/countries',
    access: 'member',
    tokens: 'read',
    summary: 'Country data of the visible farms',
    tags,
    params: idParams,
    query: iqCountriesQuerySchema,
    success: { status: 200, schema: countriesSchema },
  }),
  countryFarmCounts: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/iq/my/company/:id/countries/farm/count',
    access: 'member',
    tokens: 'read',
    summary: 'Countries with their farm counts',
    tags,
    params: idParams,
    success: { status: 200, schema: countryFarmCountsSchema },
  }),
};
