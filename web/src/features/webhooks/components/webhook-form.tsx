import { Button, Checkbox, Group, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { webhookEventLabels, webhookEventTypes, webhookInputSchema, type WebhookInput } from '@aquarisk/contract/schemas/webhook.schema';

export interface WebhookFormProps {
  initial?: WebhookInput;
  saving: boolean;
  submitLabel: string;
  onSubmit: (values: WebhookInput) => void;
  onCancel?: () => void;
}

/** URL, description, the events to send, and whether the endpoint is on. */
export function WebhookForm({ initial, saving, submitLabel, onSubmit, onCancel }: WebhookFormProps) {
  const form = useForm({
    resolver: zodResolver(webhookInputSchema),
    defaultValues: initial ?? { url: '', description: null, events: ['audit.scored'], enabled: true },
  });
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit((v) => onSubmit(v))(e)}>
      <Stack gap="sm">
        <TextInput
          label="Endpoint URL"
          placeholder="https://example.com/aquarisk-events"
          required
          {...form.register('url')}
          error={errors.url?.message}
        />
        <Controller
          control={form.control}
          name="description"
          render={({ field }) => (
            <TextInput label="Description" value={field.value ?? ''} onChange={field.onChange} error={errors.description?.message} />
          )}
        />
        <Controller
          control={form.control}
          name="events"
          render={({ field }) => (
            <Checkbox.Group label="Events" value={field.value} onChange={field.onChange} error={errors.events?.message}>
              <Group mt={6} gap="md">
                {webhookEventTypes.map((type) => (
                  <Checkbox key={type} value={type} label={webhookEventLabels[type]} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Switch label="Send events" checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />
          )}
        />
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
