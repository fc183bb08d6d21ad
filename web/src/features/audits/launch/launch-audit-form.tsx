import { useEffect, useState } from 'react';
import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { suggestedTemplate } from '@aquarisk/contract/farm-types';
import { useTemplatesQuery } from '../../../lib/template-list-api.ts';
import { FarmTypeahead, type FarmChoice } from '../components/farm-typeahead.tsx';
import { AssignedUsersSelect } from './assigned-users-select.tsx';
import { CarryFromLast } from './carry-from-last.tsx';
import { launchDefaults, launchFormSchema, type LaunchFormInput, type LaunchFormValues } from './launch-form-schema.ts';
import { FormFooter } from '../../../components/form-footer.tsx';

export interface LaunchAuditFormProps {
  companyExtId: string | undefined;
  currentUserExtId: string | undefined;
  saving: boolean;
  onSubmit: (values: LaunchFormValues) => void;
  onCancel: () => void;
}

/**
 * Template, Audit Name, Description, Farm, Audit Year and Assigned Users (docs/requirements.md#core-2, Launch Audit form). Choosing a
 * farm suggests the template written for its farm type (by species, issue 13), unless a template was chosen by hand.
 */
export function LaunchAuditForm({ companyExtId, currentUserExtId, saving, onSubmit, onCancel }: LaunchAuditFormProps) {
  const templates = useTemplatesQuery();
  const { register, control, handleSubmit, formState, getValues, setValue, watch } = useForm<LaunchFormInput, unknown, LaunchFormValues>({
    resolver: zodResolver(launchFormSchema),
    defaultValues: launchDefaults(currentUserExtId),
  });
  const errors = formState.errors;
  const [chosenByHand, setChosenByHand] = useState(false);
  const [suggestedFor, setSuggestedFor] = useState<string | null>(null);
  const only = templates.data?.length === 1 ? templates.data[0]!.id : null;
  const farmExtId = watch('farm')?.externalId;
  const onFarm = (farm: FarmChoice | null) => {
    // Another farm: its own last audit is offered afresh.
    setValue('carryFromExtId', undefined);
    const suggestion = farm ? suggestedTemplate(templates.data ?? [], farm.species, farm.productionSystem) : null;
    if (suggestion && !chosenByHand) {
      setValue('templateId', suggestion.id, { shouldValidate: formState.isSubmitted });
      setSuggestedFor(farm?.species ?? null);
    }
  };
  // With a single template there is nothing to choose.
  useEffect(() => {
    if (only && !getValues('templateId')) setValue('templateId', only);
  }, [only, getValues, setValue]);
  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate aria-label="Launch audit">
      <Stack gap="md">
        <Controller
          control={control}
          name="templateId"
          render={({ field }) => (
            <Select
              label="Template"
              placeholder={templates.isPending ? 'Loading templates…' : 'Choose a template'}
              data={(templates.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
              value={field.value || null}
              onChange={(v) => {
                setChosenByHand(true);
                setSuggestedFor(null);
                field.onChange(v ?? '');
              }}
              description={suggestedFor ? `Suggested for ${suggestedFor} farms` : undefined}
              onBlur={field.onBlur}
              error={errors.templateId?.message}
              withAsterisk
              searchable
              // Required: picking the chosen (often the only, preselected) template again must not clear it.
              allowDeselect={false}
            />
          )}
        />
        <TextInput label="Audit Name" withAsterisk {...register('name')} error={errors.name?.message} />
        <Textarea label="Description" autosize minRows={3} maxRows={8} {...register('description')} error={errors.description?.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="farm"
            render={({ field }) => (
              <FarmTypeahead
                label="Farm"
                placeholder="Search farms"
                withAsterisk
                companyExtId={companyExtId}
                value={field.value}
                onChange={(farm) => {
                  field.onChange(farm);
                  onFarm(farm);
                }}
                onBlur={field.onBlur}
                error={errors.farm?.message}
              />
            )}
          />
          <TextInput
            label="Audit Year"
            withAsterisk
            inputMode="numeric"
            maxLength={4}
            {...register('surveyYear')}
            error={errors.surveyYear?.message}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="carryFromExtId"
          render={({ field }) => (
            <CarryFromLast companyExtId={companyExtId} farmExtId={farmExtId} value={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="userExtIds"
          render={({ field }) => (
            <AssignedUsersSelect
              label="Assigned Users"
              companyExtId={companyExtId}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder="Add users"
            />
          )}
        />
        <FormFooter onCancel={onCancel} saving={saving} />
      </Stack>
    </form>
  );
}
