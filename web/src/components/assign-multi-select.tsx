import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import type { ControllerRenderProps } from 'react-hook-form';

export interface AssignMultiSelectProps extends Omit<MultiSelectProps, 'value' | 'onChange' | 'onBlur' | 'placeholder'> {
  /** the form field holding the assigned ids (a react-hook-form Controller's field) */
  field: Pick<ControllerRenderProps<Record<string, string[]>, string>, 'ref' | 'value' | 'onChange' | 'onBlur'>;
  /** the placeholder, shown only while nothing is picked */
  hint: string;
}

/** Picks who or what is assigned: searchable, clearable, the picked options leave the list. */
export function AssignMultiSelect({ field, hint, ...props }: AssignMultiSelectProps) {
  return (
    <MultiSelect
      ref={field.ref}
      placeholder={field.value.length ? undefined : hint}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      searchable
      clearable
      hidePickedOptions
      {...props}
    />
  );
}
