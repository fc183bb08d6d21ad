import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button, Group, Input, SegmentedControl, Select, TextInput } from '@mantine/core';
import { apiTokenInputSchema, type ApiTokenInput, type CreatedApiToken } from '@aquarisk/contract/schemas/api-token.schema';
import { IconPlus } from '../../../components/icons.tsx';
import { useCreateApiToken } from '../api/api-tokens.api.ts';

type FormOutput = { name: string; scope: 'read' | 'read-write'; expiresInDays: number };
const EXPIRIES = [7, 30, 90, 365].map((d) => ({ value: String(d), label: `${d} days` }));
const SCOPES = [
  { value: 'read', label: 'Read only' },
  { value: 'read-write', label: 'Read and write' },
];

/** The 'New API token' form: name, scope and expiry; the created token (with its secret) goes to `onCreated`. */
export function NewApiTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const create = useCreateApiToken();
  const form = useForm<ApiTokenInput, unknown, FormOutput>({
    resolver: zodResolver(apiTokenInputSchema),
    defaultValues: { name: '', scope: 'read', expiresInDays: 30 },
  });
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (token) => {
        onCreated(token);
        form.reset({ name: '', scope: 'read', expiresInDays: 30 });
      },
    }),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="New API token">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Name"
          required
          autoComplete="off"
          placeholder="Nightly export"
          error={form.formState.errors.name?.message}
          style={{ flex: '1 1 200px' }}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="scope"
          render={({ field }) => (
            <Input.Wrapper label="Scope" id="token-scope">
              <div>
                <SegmentedControl aria-labelledby="token-scope-label" data={SCOPES} value={field.value} onChange={field.onChange} />
              </div>
            </Input.Wrapper>
          )}
        />
        <Controller
          control={form.control}
          name="expiresInDays"
          render={({ field }) => (
            <Select
              label="Expires in"
              data={EXPIRIES}
              allowDeselect={false}
              value={String(field.value)}
              onChange={(v) => field.onChange(Number(v))}
              w={130}
            />
          )}
        />
        <Button type="submit" leftSection={<IconPlus size={16} />} loading={create.isPending}>
          Create token
        </Button>
      </Group>
    </form>
  );
}
