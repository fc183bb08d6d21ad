import { idParams } from '../schemas/common.schema.ts';
import {
  countriesSchema,
  countryFarmCountsSchema,
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
    summary: "Company farms with their latest scored audit's figures",
    tags,
    params: idParams,
    query: iqCompanyQuerySchema,
    success: { status: 200, schema: farmMapItemsSchema },
  }),
  risk: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/iq/company/:id/risk',
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
    summary: 'Countries with their farm counts',
    tags,
    params: idParams,
    success: { status: 200, schema: countryFarmCountsSchema },
  }),
};
