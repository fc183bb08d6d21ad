import { useState } from 'react';
import { Alert, Button, Card, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { can } from '@aquarisk/contract/capabilities';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { handleApiError } from '../../lib/error-handler.ts';
import { useAuthorities } from '../../lib/use-session.ts';
import { useCreateWebhook, useWebhooks } from './api/webhooks.api.ts';
import { SecretOnce, WebhookCard } from './components/webhook-card.tsx';
import { PrivateUrlsSwitch } from './components/private-urls-switch.tsx';
import { WebhookForm } from './components/webhook-form.tsx';

/** /companies/{id}/webhooks: the company admin's webhook endpoints, their events, secrets and deliveries (issue 28 item 3). */
export function WebhooksPage() {
  const { companyId = '' } = useParams();
  const query = useWebhooks(companyId);
  const create = useCreateWebhook(companyId);
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const authorities = useAuthorities();
  const header = (
    <PageHeader
      eyebrow="Company"
      title="Webhooks"
      description="Send the company's events to its own systems over HTTPS, signed per the Standard Webhooks specification."
      actions={
        adding ? undefined : (
          <Button onClick={() => setAdding(true)} disabled={!query.isSuccess}>
            Add endpoint
          </Button>
        )
      }
    />
  );
  if (query.isPending)
    return (
      <>
        {header}
        <LoadingState variant="list" rows={3} label="Loading the webhooks…" />
      </>
    );
  if (query.isError)
    return (
      <>
        {header}
        <ErrorState error={query.error} message="The webhooks could not be loaded." onRetry={() => void query.refetch()} />
      </>
    );
  const { endpoints, allowPrivateUrls } = query.data;
  return (
    <>
      {header}
      <Stack gap="md">
        {can(authorities, 'allowPrivateWebhooks') ? <PrivateUrlsSwitch companyId={companyId} allowed={allowPrivateUrls} /> : null}
        {allowPrivateUrls ? (
          <Alert color="orange" title="Private network URLs are allowed">
            An administrator lets this company's endpoints reach loopback and private network addresses (and plain http).
          </Alert>
        ) : null}
        {secret ? <SecretOnce secret={secret} onDone={() => setSecret(null)} /> : null}
        {adding ? (
          <Card withBorder padding="md" component="section" aria-label="New endpoint">
            <Title order={2} size="h4" mb="sm">
              New endpoint
            </Title>
            <WebhookForm
              saving={create.isPending}
              submitLabel="Add endpoint"
              onCancel={() => setAdding(false)}
              onSubmit={(values) =>
                create.mutate(values, {
                  onSuccess: (made) => {
                    setAdding(false);
                    setSecret(made.secret);
                  },
                  onError: (err) => handleApiError(err, { object: 'webhook' }),
                })
              }
            />
          </Card>
        ) : null}
        {endpoints.length === 0 && !adding ? (
          <EmptyState title="No webhooks yet" description="Add an endpoint to receive audit, action and media events." />
        ) : null}
        {endpoints.map((hook) => (
          <WebhookCard key={hook.externalId} companyId={companyId} hook={hook} />
        ))}
      </Stack>
    </>
  );
}
