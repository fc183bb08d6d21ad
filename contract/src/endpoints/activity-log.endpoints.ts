import {
  activityExportQuerySchema,
  activityFilterSchema,
  activityPageQuerySchema,
  activityPageSchema,
  logUserSearchSchema,
  logUsersSchema,
} from '../schemas/activity.schema.ts';
import { endpoint } from './endpoint.ts';

const tags = ['activity log'];
const admin = { base: 'admin', auth: 'signedIn' } as const;

/** The activity log of all companies, for administrators (docs/requirements.md#results-7). */
export const activityLogEndpoints = {
  page: endpoint({
    ...admin,
    method: 'POST',
    path: '/audit/log',
    access: 'readActivityLog',
    tokens: 'readWrite',
    summary: 'One page of the activity log of all companies, filtered, by time either way',
    tags,
    query: activityPageQuerySchema,
    // The filter is optional; a POST without a body arrives as null.
    body: activityFilterSchema.nullish(),
    success: { status: 200, schema: activityPageSchema },
  }),
  export: endpoint({
    ...admin,
    method: 'GET',
    path: '/audit/log/export',
    access: 'readActivityLog',
    tokens: 'read',
    summary: 'The filtered log as CSV (text/csv, streamed); lists are comma-separated or repeated parameters',
    tags,
    query: activityExportQuerySchema,
    success: { status: 200 },
    produces: ['text/csv'],
  }),
  users: endpoint({
    ...admin,
    method: 'GET',
    path: '/audit/log/users',
    access: 'readActivityLog',
    tokens: 'read',
    summary: 'People to filter the log by (the user typeahead)',
    tags,
    query: logUserSearchSchema,
    success: { status: 200, schema: logUsersSchema },
  }),
};
