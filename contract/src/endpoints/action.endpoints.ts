import { z } from 'zod';
import {
  actionDueSchema,
  actionOwnersSchema,
  actionSchema,
  companyActionDueDaysSchema,
  companyActionsPageSchema,
  companyActionsQuerySchema,
  newActionSchema,
  resolveActionSchema,
  surveyActionsSchema,
} from '../schemas/action.schema.ts';
import { booleanFlag, idParams } from '../schemas/common.schema.ts';
import { endpoint } from './endpoint.ts';

const tags = ['actions'];
const signedIn = { base: 'api', auth: 'signedIn' } as const;

/**
 * An audit's actions (docs/requirements.md#results-7). The server sanitises the rich-text description before these
 * body schemas run (action.routes.ts), so the rules see what will be stored.
 */
export const actionEndpoints = {
  create: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/survey/:id/action',
    access: 'raiseActions',
    tokens: 'readWrite',
    summary: 'Add an action to an audit (optionally on a question)',
    tags,
    params: idParams,
    body: newActionSchema,
    success: { status: 201, schema: actionSchema },
  }),
  resolve: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/action/:id/action',
    access: 'member',
    tokens: 'readWrite',
    summary: 'Resolve an action (one-way)',
    tags,
    params: idParams,
    body: resolveActionSchema,
    success: { status: 200, schema: actionSchema },
  }),
  setDue: endpoint({
    ...signedIn,
    method: 'PUT',
    path: '/action/:id/due',
    access: 'member',
    tokens: 'readWrite',
    summary: "Change an open action's owner and due date",
    tags,
    params: idParams,
    body: actionDueSchema,
    success: { status: 200, schema: actionSchema },
  }),
  dueDays: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/company/:id/action-due-days',
    access: 'member',
    tokens: 'read',
    summary: "The company's default due days per action risk level",
    tags,
    params: idParams,
    success: { status: 200, schema: companyActionDueDaysSchema },
  }),
  setDueDays: endpoint({
    ...signedIn,
    method: 'PUT',
    path: '/company/:id/action-due-days',
    access: 'editCompany',
    tokens: 'readWrite',
    summary: "Set the company's default due days per action risk level (company admins)",
    tags,
    params: idParams,
    body: companyActionDueDaysSchema,
    success: { status: 200, schema: companyActionDueDaysSchema },
  }),
  companyAudits: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/action/company/:id/survey',
    access: 'member',
    tokens: 'read',
    summary: "One page of the company's audits that have actions matching the filter",
    tags,
    params: idParams,
    query: companyActionsQuerySchema,
    success: { status: 200, schema: companyActionsPageSchema },
  }),
  ofAudit: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/action/survey/:id',
    access: 'member',
    tokens: 'read',
    summary: "One audit's actions with its farm and score",
    tags,
    params: idParams,
    query: z.object({ closed: booleanFlag.optional(), detail: booleanFlag.optional() }),
    success: { status: 200, schema: surveyActionsSchema },
  }),
  owners: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/survey/:id/action-owners',
    access: 'member',
    tokens: 'read',
    summary: "Who may own the audit's actions: the farm's and the audit's people, and the caller (names only)",
    tags,
    params: idParams,
    success: { status: 200, schema: actionOwnersSchema },
  }),
};
