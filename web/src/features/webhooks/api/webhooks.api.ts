import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webhookEndpoints } from '@aquarisk/contract/endpoints/webhook.endpoints';
import type { WebhookInput } from '@aquarisk/contract/schemas/webhook.schema';
import { callApi } from '../../../lib/api-client.ts';

export const webhookKeys = {
  list: (companyId: string) => ['webhooks', companyId] as const,
  deliveries: (companyId: string, webhookId: string) => ['webhooks', companyId, webhookId, 'deliveries'] as const,
};

/** GET /company/{id}/webhook: the endpoints and whether private URLs are allowed. */
export function useWebhooks(companyId: string) {
  return useQuery({
    queryKey: webhookKeys.list(companyId),
    queryFn: ({ signal }) => callApi(webhookEndpoints.list, { params: { id: companyId }, signal }),
    meta: { errorContext: { object: 'webhooks', plural: true } },
  });
}

/** GET …/delivery: the latest deliveries; polled while one is pending, so "Delivered" shows up by itself. */
export function useWebhookDeliveries(companyId: string, webhookId: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(companyId, webhookId),
    queryFn: ({ signal }) => callApi(webhookEndpoints.deliveries, { params: { id: companyId, webhookId }, signal }),
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'pending') ? 2000 : false),
  });
}

function useInvalidate(companyId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: webhookKeys.list(companyId) });
}

export function useCreateWebhook(companyId: string) {
  const invalidate = useInvalidate(companyId);
  return useMutation({
    mutationFn: (input: WebhookInput) => callApi(webhookEndpoints.create, { params: { id: companyId }, body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateWebhook(companyId: string, webhookId: string) {
  const invalidate = useInvalidate(companyId);
  return useMutation({
    mutationFn: (input: WebhookInput) => callApi(webhookEndpoints.update, { params: { id: companyId, webhookId }, body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteWebhook(companyId: string, webhookId: string) {
  const invalidate = useInvalidate(companyId);
  return useMutation({
    mutationFn: () => callApi(webhookEndpoints.delete, { params: { id: companyId, webhookId } }),
    onSuccess: invalidate,
  });
}

export function useRotateSecret(companyId: string, webhookId: string) {
  const invalidate = useInvalidate(companyId);
  return useMutation({
    mutationFn: () => callApi(webhookEndpoints.rotateSecret, { params: { id: companyId, webhookId } }),
    onSuccess: invalidate,
  });
}

export function useSendTestEvent(companyId: string, webhookId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(webhookEndpoints.sendTest, { params: { id: companyId, webhookId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.deliveries(companyId, webhookId) }),
  });
}

/** POST …/delivery/{messageId}/redeliver: the event sent again as a new delivery, which the polled list then follows. */
export function useRedeliver(companyId: string, webhookId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => callApi(webhookEndpoints.redeliver, { params: { id: companyId, webhookId, messageId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.deliveries(companyId, webhookId) }),
  });
}

/** PUT …/webhook-settings: the platform admin allows or refuses private-network URLs for the company. */
export function useSetAllowPrivateUrls(companyId: string) {
  const invalidate = useInvalidate(companyId);
  return useMutation({
    mutationFn: (allowPrivateUrls: boolean) =>
      callApi(webhookEndpoints.putSettings, { params: { id: companyId }, body: { allowPrivateUrls } }),
    onSuccess: invalidate,
  });
}
