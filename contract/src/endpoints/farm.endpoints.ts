import { z } from 'zod';
import { externalIdSchema, idParams } from '../schemas/common.schema.ts';
import { detailsQuery } from '../schemas/company.schema.ts';
import { auditScheduleInputSchema, auditScheduleSchema } from '../schemas/audit-schedule.schema.ts';
import { farmLocationSchema, farmSchema } from '../schemas/farm.schema.ts';
import { farmInputSchema } from '../schemas/farm-input.schema.ts';
import { farmPageQuery, farmPageSchema, farmPointSchema } from '../schemas/farm-page.schema.ts';
import { addUserByEmailSchema, autocompleteSchema, personSchema, userSchema } from '../schemas/user.schema.ts';
import { endpoint } from './endpoint.ts';

const tags = ['farms'];
const farmParams = z.object({ id: externalIdSchema, farmId: externalIdSchema });
const signedIn = { base: 'api', auth: 'signedIn' } as const;

/** A company's farms, and the people assigned to each (docs/requirements.md#core-farms). */
export const farmEndpoints = {
  list: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/company/:id/farm',
    summary: "The company's farms the user sees (?details=true adds counts)",
    tags,
    params: idParams,
    query: detailsQuery,
    success: { status: 200, schema: z.array(farmSchema) },
  }),
  page: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/company/:id/farm-page',
    summary: 'One page of the visible farms by name, with counts (keyset: pass `next` as `after`)',
    tags,
    params: idParams,
    query: farmPageQuery,
    success: { status: 200, schema: farmPageSchema },
  }),
  points: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/company/:id/farm-points',
    summary: 'Every visible farm, light, for the map',
    tags,
    params: idParams,
    success: { status: 200, schema: z.array(farmPointSchema) },
  }),
  search: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/company/:id/farm-ac',
    summary: 'Farms whose name holds the text typed (autocomplete)',
    tags,
    params: idParams,
    body: autocompleteSchema,
    success: { status: 200, schema: z.array(farmSchema) },
  }),
  locations: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/company/:id/farm/locations',
    summary: "The places of the company's farms, for the launch form",
    tags,
    params: idParams,
    success: { status: 200, schema: z.array(farmLocationSchema) },
  }),
  create: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/company/:id/farm',
    summary: 'Add a farm to the company',
    tags,
    params: idParams,
    body: farmInputSchema,
    success: { status: 201, schema: farmSchema },
  }),
  get: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/company/:id/farm/:farmId',
    summary: 'One farm',
    tags,
    params: farmParams,
    success: { status: 200, schema: farmSchema },
  }),
  update: endpoint({
    ...signedIn,
    method: 'PUT',
    path: '/company/:id/farm/:farmId',
    summary: "Change a farm's details",
    tags,
    params: farmParams,
    body: farmInputSchema,
    success: { status: 200, schema: farmSchema },
  }),
  delete: endpoint({
    ...signedIn,
    method: 'DELETE',
    path: '/company/:id/farm/:farmId',
    summary: 'Delete a farm and its audits',
    tags,
    params: farmParams,
    success: { status: 204 },
  }),
  schedule: endpoint({
    ...signedIn,
    method: 'PUT',
    path: '/company/:id/farm/:farmId/schedule',
    summary: "Set or clear the farm's audit schedule (every 6 or 12 months, per production cycle, or none)",
    tags,
    params: farmParams,
    body: auditScheduleInputSchema,
    success: { status: 200, schema: auditScheduleSchema },
  }),
  users: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/company/:id/farm/:farmId/user',
    summary: 'The people assigned to a farm',
    tags: ['farm users'],
    params: farmParams,
    success: { status: 200, schema: z.array(personSchema) },
  }),
  addUser: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/company/:id/farm/:farmId/user',
    summary: 'Assign a company user to the farm, by e-mail',
    tags: ['farm users'],
    params: farmParams,
    body: addUserByEmailSchema,
    success: { status: 201, schema: userSchema },
  }),
  removeUser: endpoint({
    ...signedIn,
    method: 'DELETE',
    path: '/company/:id/farm/:farmId/user/:userId',
    summary: 'Take a user off the farm',
    tags: ['farm users'],
    params: farmParams.extend({ userId: externalIdSchema }),
    success: { status: 200, schema: userSchema },
  }),
  userFarms: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/user/:userId/farm',
    summary: "A user's farms",
    tags: ['users'],
    params: z.object({ userId: externalIdSchema }),
    success: { status: 200, schema: z.array(farmSchema) },
  }),
};
