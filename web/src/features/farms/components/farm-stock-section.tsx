import { SimpleGrid, TagsInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { FormSection } from '../../../components/form-section.tsx';
import { FarmNumberInput } from './farm-fields.tsx';
import type { FarmFormValues } from './farm-form-values.ts';

/** Stock, areas, weights and the structures on site. */
export function FarmStockSection() {
  const { control } = useFormContext<FarmFormValues>();
  return (
    <FormSection title="Stock and site" description="Animals, areas and weights, and the structures on site.">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
        <FarmNumberInput name="animalCount" label="Animal count" integer min={0} />
        <FarmNumberInput name="tonnage" label="Tonnage (t)" min={0} decimalScale={2} />
        <FarmNumberInput name="farmArea" label="Farm area (ha)" min={0} decimalScale={2} />
        <FarmNumberInput name="growingArea" label="Growing area (ha)" min={0} decimalScale={2} />
        <FarmNumberInput name="harvestWeight" label="Harvest weight (g)" min={0} decimalScale={2} />
        <FarmNumberInput name="stockingDensity" label="Stocking density (kg/m³)" min={0} decimalScale={2} />
        <FarmNumberInput name="stockingWeight" label="Stocking weight (g)" min={0} decimalScale={2} />
        <FarmNumberInput name="structureCount" label="Structure count" integer min={0} />
      </SimpleGrid>
      <Controller
        control={control}
        name="structures"
        render={({ field }) => (
          <TagsInput
            ref={field.ref}
            label="Structures"
            description="Press Enter after each structure, e.g. 10 × 160 m circular pens."
            placeholder="Add a structure"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            clearable
            acceptValueOnBlur
            splitChars={[]}
          />
        )}
      />
    </FormSection>
  );
}
