import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { FARMED_SPECIES } from '@aquarisk/contract/species';
import { FormSection } from '../../../components/form-section.tsx';
import { FarmListInput } from './farm-fields.tsx';
import type { FarmFormValues } from './farm-form-values.ts';

/** Name, site, species and description. */
export function FarmIdentitySection() {
  const { register, formState } = useFormContext<FarmFormValues>();
  return (
    <FormSection title="Farm" description="How the farm is known and what it raises.">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput label="Name" required error={formState.errors.name?.message} {...register('name')} />
        <FarmListInput name="species" label="Species" placeholder="Start typing, e.g. Atlantic salmon" options={FARMED_SPECIES} />
        <TextInput label="Site ID" {...register('siteId')} />
        <TextInput label="Site type" placeholder="e.g. Sea cages, Longlines" {...register('siteType')} />
      </SimpleGrid>
      <Textarea label="Description" rows={3} resize="vertical" error={formState.errors.description?.message} {...register('description')} />
    </FormSection>
  );
}
