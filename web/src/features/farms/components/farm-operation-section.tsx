import { SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { CURRENCY_CODES, currencyName } from '@aquarisk/contract/currencies';
import { FormSection } from '../../../components/form-section.tsx';
import { FarmListInput, FarmNumberInput } from './farm-fields.tsx';
import type { FarmFormValues } from './farm-form-values.ts';

/** When the farm started, how long a cycle runs, the audit date, and what the farm is worth. */
export function FarmOperationSection() {
  const { control } = useFormContext<FarmFormValues>();
  return (
    <FormSection title="Operation and value" description="Production cycle, audit date and insured values.">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <FarmNumberInput name="startYear" label="Start year" integer min={1900} max={2100} thousandSeparator={false} />
        <FarmNumberInput name="duration" label="Duration (months)" integer min={0} />
        <Controller
          control={control}
          name="surveyDate"
          render={({ field, fieldState }) => (
            <TextInput
              ref={field.ref}
              type="date"
              label="Survey date"
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.currentTarget.value || null)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
        <FarmListInput name="currencyCode" label="Currency code" placeholder="e.g. EUR" options={CURRENCY_CODES} describe={currencyName} />
        <FarmNumberInput name="actualValue" label="Actual value" min={0} decimalScale={2} />
        <FarmNumberInput name="avgValue" label="Average value" min={0} decimalScale={2} />
        <FarmNumberInput name="maxValue" label="Maximum value" min={0} decimalScale={2} />
      </SimpleGrid>
    </FormSection>
  );
}
