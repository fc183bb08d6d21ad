import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, type FormEvent } from 'react';
import { Fieldset, Stack } from '@mantine/core';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { farmInputSchema, type FarmValues } from '@aquarisk/contract/schemas/farm-input.schema';
import type { CompanyUser, Person } from '@aquarisk/contract/schemas/user.schema';
import { FormFooter } from '../../../components/form-footer.tsx';
import { notifyError } from '../../../lib/alerts.ts';
import { FarmAssigneesSection } from './farm-assignees-section.tsx';
import { listFields, type FarmFormValues } from './farm-form-values.ts';
import { FarmIdentitySection } from './farm-identity-section.tsx';
import { FarmLocationSection } from './farm-location-section.tsx';
import { FarmOperationSection } from './farm-operation-section.tsx';
import { FarmStockSection } from './farm-stock-section.tsx';

const resolver = zodResolver(farmInputSchema) as unknown as Resolver<FarmFormValues, unknown, FarmValues>;

export interface FarmFormProps {
  initialValues: FarmFormValues;
  /** company users when the user may assign farms; null otherwise (assignees are then not sent) */
  companyUsers: CompanyUser[] | null;
  assigned: Person[];
  /** false: the fields are shown but cannot be changed */
  editable: boolean;
  saving: boolean;
  onSubmit: (values: FarmValues) => void;
  onCancel: () => void;
}

/** Every farm field in grouped sections (docs/requirements.md#core-2, Farm form). Free text in a list field blocks Save with its alert. */
export function FarmForm({ initialValues, companyUsers, assigned, editable, saving, onSubmit, onCancel }: FarmFormProps) {
  const form = useForm<FarmFormValues, unknown, FarmValues>({ resolver, defaultValues: initialValues });
  // A Save that took the focus from a latitude out of range stops at its reset to 0,0: the user sees it before it is stored.
  const locationJustReset = useRef(false);

  const onInvalid = (errors: FieldErrors<FarmFormValues>) => {
    // 'Select country from the list' and its kin are alerts as well as the inline 'Select from the list'.
    for (const field of listFields) {
      const message = errors[field]?.message;
      if (message) notifyError(message);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const stop = locationJustReset.current;
    locationJustReset.current = false;
    return form.handleSubmit((values) => {
      if (stop) return;
      const { userExtIds, ...fields } = values;
      onSubmit(companyUsers ? { ...fields, userExtIds: userExtIds ?? [] } : fields);
    }, onInvalid)(event);
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Farm">
        <Stack gap="lg">
          <Fieldset variant="unstyled" disabled={!editable || saving}>
            <Stack gap="lg">
              <FarmIdentitySection />
              <FarmLocationSection onReset={(bySubmit) => (locationJustReset.current = bySubmit)} />
              <FarmStockSection />
              <FarmOperationSection />
              <FarmAssigneesSection companyUsers={companyUsers} assigned={assigned} />
            </Stack>
          </Fieldset>
          <FormFooter onCancel={onCancel} saving={saving} editable={editable} submitMinWidth={120} />
        </Stack>
      </form>
    </FormProvider>
  );
}
