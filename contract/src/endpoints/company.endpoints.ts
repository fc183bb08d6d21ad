import { z } from 'zod';
import { idParams } from '../schemas/common.schema.ts';
import { companyInputSchema, companySchema, detailsQuery } from '../schemas/company.schema.ts';
import { companyAuditIntervalSchema } from '../schemas/audit-age.schema.ts';
import { endpoint } from './endpoint.ts';

const tags = ['companies'];
const signedIn = { base: 'api', auth: 'signedIn', tags } as const;

/** Companies: admins manage them, everyone lists the ones they belong to (docs/requirements.md#decisions-roles). */
export const companyEndpoints = {
  list: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/company',
    access: 'signedIn',
    tokens: 'read',
    summary: 'The companies the user sees (an admin: all; ?details=true adds counts)',
    query: detailsQuery,
    success: { status: 200, schema: z.array(companySchema) },
  }),
  create: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/company',
    access: 'manageCompanies',
    tokens: 'readWrite',
    summary: 'Add a company (admins)',
    body: companyInputSchema,
    success: { status: 201, schema: companySchema },
  }),
  get: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/company/:id',
    access: 'member',
    tokens: 'read',
    summary: 'One company (?details=true adds its user and farm counts)',
    params: idParams,
    query: detailsQuery,
    success: { status: 200, schema: companySchema },
  }),
  update: endpoint({
    ...signedIn,
    method: 'PUT',
    path: '/company/:id',
    access: 'editCompany',
    tokens: 'readWrite',
    summary: "Replace a company's details",
    params: idParams,
    body: companyInputSchema,
    success: { status: 200, schema: companySchema },
  }),
  delete: endpoint({
    ...signedIn,
    method: 'DELETE',
    path: '/company/:id',
    access: 'manageCompanies',
    tokens: 'readWrite',
    summary: 'Delete a company with its farms, audits and memberships (admins)',
    params: idParams,
    success: { status: 204 },
  }),
  auditInterval: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/company/:id/audit-interval',
    access: 'member',
    tokens: 'read',
    summary: "The company's audit interval: a farm whose latest scored audit is older is stale",
    params: idParams,
    success: { status: 200, schema: companyAuditIntervalSchema },
  }),
  setAuditInterval: endpoint({
    ...signedIn,
    method: 'PUT',
    path: '/company/:id/audit-interval',
    access: 'editCompany',
    tokens: 'readWrite',
    summary: "Set the company's audit interval in months (company admins)",
    params: idParams,
    body: companyAuditIntervalSchema,
    success: { status: 200, schema: companyAuditIntervalSchema },
  }),
};
