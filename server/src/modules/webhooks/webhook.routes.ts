import type { FastifyInstance } from 'fastify';
import { webhookEndpoints as hooks } from '@aquarisk/contract/endpoints/webhook.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import * as service from './webhook.service.ts';

export async function webhookRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, hooks.list, (req) => service.listWebhooks(ctx, req.user, req.params.id));
  route(app, hooks.create, (req) => service.createWebhook(ctx, req.user, req.params.id, req.body));
  route(app, hooks.update, (req) => service.updateWebhook(ctx, req.user, req.params.id, req.params.webhookId, req.body));
  route(app, hooks.delete, (req) => service.deleteWebhook(ctx, req.user, req.params.id, req.params.webhookId));
  route(app, hooks.rotateSecret, (req) => service.rotateWebhookSecret(ctx, req.user, req.params.id, req.params.webhookId));
  route(app, hooks.deliveries, (req) => service.listWebhookDeliveries(ctx, req.user, req.params.id, req.params.webhookId));
  route(app, hooks.sendTest, (req) => service.sendTestEvent(ctx, req.user, req.params.id, req.params.webhookId));
  route(app, hooks.redeliver, (req) => service.redeliverWebhook(ctx, req.user, req.params.id, req.params.webhookId, req.params.messageId));
  route(app, hooks.getSettings, (req) => service.getWebhookSettings(ctx, req.user, req.params.id));
  route(app, hooks.putSettings, (req) => service.putWebhookSettings(ctx, req.user, req.params.id, req.body));
}
