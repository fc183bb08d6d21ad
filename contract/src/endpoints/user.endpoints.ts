import { z } from 'zod';
import { externalIdSchema, idParams } from '../schemas/common.schema.ts';
import { eraseUserInputSchema, erasureResultSchema, personalDataExportSchema } from '../schemas/personal-data.schema.ts';
import {
  autocompleteSchema,
  companyUserSchema,
  currentUserSchema,
  farmAssignmentResultSchema,
  farmAssignmentSchema,
  rolesInputSchema,
  userInputSchema,
  userSearchResultSchema,
} from '../schemas/user.schema.ts';
import { endpoint } from './endpoint.ts';

const signedIn = { base: 'api', auth: 'signedIn' } as const;
const userParams = z.object({ id: externalIdSchema, userId: externalIdSchema });
const companyUsers = { ...signedIn, tags: ['company users'] } as const;
const personalData = { ...signedIn, tags: ['personal data'] } as const;

/** Role updates: docs/requirements.md#decisions-roles puts them under the admin prefix; company users set roles other than ADMIN under the API. */
const setRoles = {
  auth: 'signedIn',
  tags: ['roles'],
  method: 'PUT',
  path: '/company/:id/user/:userId/roles',
  access: 'setRoles',
  tokens: 'none',
  params: userParams,
  body: rolesInputSchema,
  success: { status: 200, schema: z.array(z.string()) },
} as const;

/** The signed-in user, a company's users, their roles and their personal data. */
export const userEndpoints = {
  me: endpoint({
    ...signedIn,
    tags: ['users'],
    method: 'GET',
    path: '/user/me',
    access: 'signedIn',
    tokens: 'read',
    summary: 'The signed-in user, with roles and companies',
    success: { status: 200, schema: currentUserSchema },
  }),
  list: endpoint({
    ...companyUsers,
    method: 'GET',
    path: '/company/:id/user',
    access: 'listCompanyUsers',
    tokens: 'read',
    summary: "The company's users, with roles and farm counts",
    params: idParams,
    success: { status: 200, schema: z.array(companyUserSchema) },
  }),
  create: endpoint({
    ...companyUsers,
    method: 'POST',
    path: '/company/:id/user',
    access: 'manageUsers',
    tokens: 'none',
    summary: 'Add a user to the company (the e-mail is the username; a set-password link is mailed)',
    params: idParams,
    body: userInputSchema,
    success: { status: 201, schema: companyUserSchema },
  }),
  search: endpoint({
    ...companyUsers,
    method: 'POST',
    path: '/company/:id/user-ac',
    access: 'listCompanyUsers',
    tokens: 'readWrite',
    summary: 'Members whose name or e-mail holds the text typed (autocomplete)',
    params: idParams,
    body: autocompleteSchema,
    success: { status: 200, schema: z.array(userSearchResultSchema) },
  }),
  get: endpoint({
    ...companyUsers,
    method: 'GET',
    path: '/company/:id/user/:userId',
    access: 'member',
    tokens: 'read',
    summary: "A company user's profile and roles",
    params: userParams,
    success: { status: 200, schema: companyUserSchema },
  }),
  update: endpoint({
    ...companyUsers,
    method: 'PUT',
    path: '/company/:id/user/:userId',
    access: 'manageUsers',
    tokens: 'none',
    summary: "Change a company user's profile (roles go through …/roles)",
    params: userParams,
    body: userInputSchema.omit({ roles: true }),
    success: { status: 200, schema: companyUserSchema },
  }),
  delete: endpoint({
    ...companyUsers,
    method: 'DELETE',
    path: '/company/:id/user/:userId',
    access: 'manageUsers',
    tokens: 'none',
    summary: 'Remove the user from the company (and the account, if it was their only company)',
    params: userParams,
    success: { status: 204 },
  }),
  assignFarms: endpoint({
    ...companyUsers,
    method: 'PUT',
    path: '/company/:id/user/:userId/farms',
    access: 'assignFarms',
    tokens: 'none',
    summary: "Replace the user's farms in this company",
    params: userParams,
    body: farmAssignmentSchema,
    success: { status: 200, schema: farmAssignmentResultSchema },
  }),
  exportPersonalData: endpoint({
    ...personalData,
    method: 'GET',
    path: '/company/:id/user/:userId/personal-data',
    access: 'processPersonalData',
    tokens: 'none',
    summary: 'Everything held on the user, as a JSON file (admins; company admins for people only in their company)',
    params: userParams,
    success: { status: 200, schema: personalDataExportSchema },
  }),
  erasePersonalData: endpoint({
    ...personalData,
    method: 'POST',
    path: '/company/:id/user/:userId/erase',
    access: 'processPersonalData',
    tokens: 'none',
    summary: 'Anonymises the user for good and removes their sign-in; the body repeats their e-mail to confirm',
    params: userParams,
    body: eraseUserInputSchema,
    success: { status: 200, schema: erasureResultSchema },
  }),
  setRoles: endpoint({ ...setRoles, base: 'api', summary: "Set a company user's roles (any but ADMIN)" }),
  adminSetRoles: endpoint({ ...setRoles, base: 'admin', summary: "Set a user's roles, ADMIN included (admins)" }),
  roles: endpoint({
    base: 'admin',
    auth: 'signedIn',
    tags: ['roles'],
    method: 'GET',
    path: '/roles',
    access: 'setRoles',
    tokens: 'read',
    summary: 'Every role name (admins)',
    success: { status: 200, schema: z.array(z.string()) },
  }),
};
