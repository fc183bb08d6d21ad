import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { type z } from 'zod';
import { companyInputSchema, type Company } from '@aquarisk/contract/schemas/company.schema';

export type CompanyFormValues = z.output<typeof companyInputSchema>;
type Field = keyof CompanyFormValues;

const fields: { name: Field; label: string; type?: string; autoComplete?: string; wide?: boolean }[] = [
  { name: 'name', label: 'Name', autoComplete: 'organization', wide: true },
  { name: 'address1', label: 'Address line 1', autoComplete: 'address-line1' },
  { name: 'address2', label: 'Address line 2', autoComplete: 'address-line2' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'province', label: 'Province / state', autoComplete: 'address-level1' },
  { name: 'postCode', label: 'Post code', autoComplete: 'postal-code' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'webAddress', label: 'Web address', type: 'url', autoComplete: 'url' },
];

function initialValues(company: Company | undefined): Record<Field, string> {
  const out = {} as Record<Field, string>;
  for (const f of fields) out[f.name] = company?.[f.name] ?? '';
  return out;
}

export interface CompanyFormProps {
  company?: Company;
  editable: boolean;
  saving: boolean;
  onSubmit: (values: CompanyFormValues) => void;
  /** the Delete button, when the user may delete */
  deleteButton?: ReactNode;
}

/** The company's name, address and contacts (docs/requirements.md#core-2, Company screen). */
export function CompanyForm({ company, editable, saving, onSubmit, deleteButton }: CompanyFormProps) {
  const form = useForm({ resolver: zodResolver(companyInputSchema), defaultValues: initialValues(company) });
  const errors = form.formState.errors;

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Company">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Fieldset variant="unstyled" disabled={!editable || saving}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              {fields.map((f) => (
                <TextInput
                  key={f.name}
                  label={f.label}
                  type={f.type}
                  autoComplete={f.autoComplete}
                  required={f.name === 'name'}
                  error={errors[f.name]?.message}
                  style={f.wide ? { gridColumn: '1 / -1' } : undefined}
                  {...form.register(f.name)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
          {editable ? (
            <Group justify="space-between" gap="sm">
              <div>{deleteButton}</div>
              <Button type="submit" loading={saving} miw={120}>
                Save
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </form>
  );
}
