import { NumberInput, type NumberInputProps } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { SelectFromListInput, type SelectFromListInputProps } from '../../../components/typeahead/select-from-list-input.tsx';
import type { FarmFormValues, NumberField } from './farm-form-values.ts';

type FarmNumberInputProps = Omit<NumberInputProps, 'name' | 'value' | 'onChange' | 'error' | 'onBlur'> & {
  name: NumberField;
  integer?: boolean;
  /** after the field lost focus, with its value */
  onCommit?: (value: number | null) => void;
};

/** A number of the farm form: empty means not set (null); whole numbers where the field counts things. */
export function FarmNumberInput({ name, integer = false, onCommit, ...props }: FarmNumberInputProps) {
  const { control } = useFormContext<FarmFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onChange={(v) => {
            const n = typeof v === 'number' ? v : v.trim() === '' ? null : Number(v);
            field.onChange(n === null || Number.isNaN(n) ? null : n);
          }}
          onBlur={() => {
            field.onBlur();
            onCommit?.(field.value ?? null);
          }}
          allowDecimal={!integer}
          thousandSeparator=","
          error={fieldState.error?.message}
          {...props}
        />
      )}
    />
  );
}

type ListField = 'country' | 'stateProvince' | 'species' | 'currencyCode';
type FarmListInputProps = Omit<SelectFromListInputProps, 'name' | 'value' | 'onChange' | 'invalid'> & {
  name: ListField;
  /** after the value changed, e.g. to clear the region when the country changes */
  onValueChange?: (value: string) => void;
};

/** A typeahead field over a fixed list; the form marks it invalid when its text is not in the list. */
export function FarmListInput({ name, onValueChange, ...props }: FarmListInputProps) {
  const { control } = useFormContext<FarmFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectFromListInput
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={(v) => {
            field.onChange(v);
            onValueChange?.(v);
          }}
          onBlur={field.onBlur}
          invalid={Boolean(fieldState.error)}
          {...props}
        />
      )}
    />
  );
}
