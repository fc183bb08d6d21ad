import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import { Controller, useFormContext, type ControllerRenderProps } from 'react-hook-form';
import { SelectFromListInput, type SelectFromListInputProps } from '../../../components/typeahead/select-from-list-input.tsx';
import type { FarmFormValues, NumberField } from './farm-form-values.ts';

type FarmNumberInputProps = Omit<NumberInputProps, 'name' | 'value' | 'onChange' | 'error' | 'onBlur'> & {
  name: NumberField;
  integer?: boolean;
  /** after the field lost focus, with its value and what takes the focus (a Save button, say) */
  onCommit?: (value: number | null, nextFocus: EventTarget | null) => void;
};

/** The number a text in the field stands for: null while it is empty or unfinished ("-", "."). */
function numberOf(v: string | number): number | null {
  const n = typeof v === 'number' ? v : v.trim() === '' ? null : Number(v);
  return n === null || Number.isNaN(n) ? null : n;
}

/**
 * A number of the farm form: empty means not set (null); whole numbers where the field counts things. The field keeps
 * the text as typed while it stands for the form's number, so an unfinished "-" typed over a selection stays (issue
 * 37 item 13); a number the form sets (the latitude's reset to 0,0) replaces it.
 */
export function FarmNumberInput({ name, ...props }: FarmNumberInputProps) {
  const { control } = useFormContext<FarmFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => <FarmNumberField field={field} error={fieldState.error?.message} {...props} />}
    />
  );
}

type FarmNumberFieldProps = Omit<FarmNumberInputProps, 'name'> & {
  field: ControllerRenderProps<FarmFormValues, NumberField>;
  error: string | undefined;
};

function FarmNumberField({ field, error, integer = false, onCommit, ...props }: FarmNumberFieldProps) {
  const [text, setText] = useState<string | number>(field.value ?? '');
  const shown = numberOf(text) === field.value ? text : (field.value ?? '');
  return (
    <NumberInput
      ref={field.ref}
      name={field.name}
      value={shown}
      onChange={(v) => {
        setText(v);
        field.onChange(numberOf(v));
      }}
      onBlur={(event) => {
        field.onBlur();
        onCommit?.(field.value ?? null, event.relatedTarget);
      }}
      allowDecimal={!integer}
      thousandSeparator=","
      error={error}
      {...props}
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
