import { z } from 'zod';
import { idParams } from '../schemas/common.schema.ts';
import {
  webhookDeliveryParams,
  webhookDeliverySchema,
  webhookInputSchema,
  webhookListSchema,
  webhookParams,
  webhookSchema,
  webhookSettingsInputSchema,
  webhookSettingsSchema,
  webhookWithSecretSchema,
} from '../schemas/webhook.schema.ts';
import { endpoint } from './endpoint.ts';

const admin = { base: 'api', auth: 'signedIn', tags: ['companies'] } as const;

/** A company's webhooks (issue 28 item 3, docs/decisions.md "Webhooks"): company admins only. */
export const webhookEndpoints = {
  list: endpoint({
    ...admin,
    method: 'GET',
    path: '/company/:id/webhook',
    summary: "The company's webhook endpoints (secrets as a hint) and whether private URLs are allowed",
    params: idParams,
    success: { status: 200, schema: webhookListSchema },
  }),
  create: endpoint({
    ...admin,
    method: 'POST',
    path: '/company/:id/webhook',
    summary: 'Register an endpoint; its signing secret is answered this once',
    params: idParams,
    body: webhookInputSchema,
    success: { status: 201, schema: webhookWithSecretSchema },
  }),
  update: endpoint({
    ...admin,
    method: 'PUT',
    path: '/company/:id/webhook/:webhookId',
    summary: "Change an endpoint's URL, events or state",
    params: webhookParams,
    body: webhookInputSchema,
    success: { status: 200, schema: webhookSchema },
  }),
  delete: endpoint({
    ...admin,
    method: 'DELETE',
    path: '/company/:id/webhook/:webhookId',
    summary: 'Remove an endpoint and its deliveries',
    params: webhookParams,
    success: { status: 204 },
  }),
  rotateSecret: endpoint({
    ...admin,
    method: 'POST',
    path: '/company/:id/webhook/:webhookId/secret',
    summary: 'A new signing secret, answered this once; the old one stops signing at once',
    params: webhookParams,
    success: { status: 200, schema: webhookWithSecretSchema },
  }),
  deliveries: endpoint({
    ...admin,
    method: 'GET',
    path: '/company/:id/webhook/:webhookId/delivery',
    summary: "An endpoint's latest 50 deliveries, newest first, with status and last response",
    params: webhookParams,
    success: { status: 200, schema: z.array(webhookDeliverySchema) },
  }),
  sendTest: endpoint({
    ...admin,
    method: 'POST',
    path: '/company/:id/webhook/:webhookId/test',
    summary: 'Queue a "webhook.test" event to the endpoint',
    params: webhookParams,
    success: { status: 202, schema: webhookDeliverySchema },
  }),
  redeliver: endpoint({
    ...admin,
    method: 'POST',
    path: '/company/:id/webhook/:webhookId/delivery/:messageId/redeliver',
    summary: "Send a past delivery's event again: a new delivery of the same payload, signed with the current secret",
    params: webhookDeliveryParams,
    success: { status: 202, schema: webhookDeliverySchema },
  }),
  getSettings: endpoint({
    ...admin,
    method: 'GET',
    path: '/company/:id/webhook-settings',
    summary: "The company's webhook settings",
    params: idParams,
    success: { status: 200, schema: webhookSettingsSchema },
  }),
  putSettings: endpoint({
    ...admin,
    method: 'PUT',
    path: '/company/:id/webhook-settings',
    summary: 'Allow or refuse private-network URLs for the company (admins)',
    params: idParams,
    body: webhookSettingsInputSchema,
    success: { status: 200, schema: webhookSettingsSchema },
  }),
};
