import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { productionSystemLabels, productionSystems } from '@aquarisk/contract/production-systems';
import { FARMED_SPECIES } from '@aquarisk/contract/species';
import { FormSection } from '../../../components/form-section.tsx';
import { FarmListInput } from './farm-fields.tsx';
import type { FarmFormValues } from './farm-form-values.ts';

const systemOptions = productionSystems.map((value) => ({ value, label: productionSystemLabels[value] }));

/** Name, site, species, production system and description. */
export function FarmIdentitySection() {
  const { register, formState, control } = useFormContext<FarmFormValues>();
  return (
    <FormSection title="Farm" description="How the farm is known and what it raises.">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput label="Name" required error={formState.errors.name?.message} {...register('name')} />
        <FarmListInput name="species" label="Species" placeholder="Start typing, e.g. Atlantic salmon" options={FARMED_SPECIES} />
        <TextInput label="Site ID" {...register('siteId')} />
        <TextInput label="Site type" placeholder="e.g. Sea cages, Longlines" {...register('siteType')} />
        <Controller
          control={control}
          name="productionSystem"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              name={field.name}
              label="Production system"
              description="Decides which audit questions apply to the farm"
              placeholder="Not recorded"
              data={systemOptions}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              clearable
              error={fieldState.error?.message}
            />
          )}
        />
      </SimpleGrid>
      <Textarea label="Description" rows={3} resize="vertical" error={formState.errors.description?.message} {...register('description')} />
    </FormSection>
  );
}
