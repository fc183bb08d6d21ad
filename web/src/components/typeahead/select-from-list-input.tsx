import { forwardRef, useMemo, useState } from 'react';
import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { validationMessages } from '@aquarisk/contract/messages';
import { canonicalOption, matchOptions } from './match-options.ts';

export interface SelectFromListInputProps extends Omit<AutocompleteProps, 'data' | 'value' | 'onChange' | 'error' | 'filter'> {
  /** the fixed list: only these values are accepted */
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  /** set by the form when it refused the value; shown inline as 'Select from the list' */
  invalid?: boolean;
  /** at most this many suggestions (default 10) */
  limit?: number;
  /** a description shown beside each suggestion and matched too, e.g. a currency's name beside its code */
  describe?: (option: string) => string;
}

/**
 * A typeahead over a fixed list (countries, regions, species, currency codes). Suggestions start at the first
 * character; free text is kept so the form can refuse it, and 'Select from the list' shows inline once the field is
 * left with text that is not in the list. Typed text equal to an option (any case) takes the option's spelling.
 */
export const SelectFromListInput = forwardRef<HTMLInputElement, SelectFromListInputProps>(function SelectFromListInput(
  { options, value, onChange, invalid = false, limit = 10, describe, onBlur, ...props },
  ref,
) {
  const [left, setLeft] = useState(false);
  const data = useMemo(() => matchOptions(options, value, limit, describe), [options, value, limit, describe]);
  const notInList = value.trim() !== '' && !options.includes(value);
  const showError = (invalid || left) && notInList;

  return (
    <Autocomplete
      ref={ref}
      {...props}
      value={value}
      data={data}
      filter={({ options: o }) => o}
      renderOption={
        describe
          ? ({ option }) => (
              <span>
                {option.value} <span style={{ color: 'var(--mantine-color-dimmed)' }}>{describe(option.value)}</span>
              </span>
            )
          : undefined
      }
      onChange={(next) => {
        setLeft(false);
        onChange(next);
      }}
      onBlur={(e) => {
        const canonical = canonicalOption(options, value);
        if (canonical && canonical !== value) onChange(canonical);
        setLeft(true);
        onBlur?.(e);
      }}
      error={showError ? validationMessages.selectFromList : undefined}
      autoComplete="off"
      aria-invalid={showError || undefined}
    />
  );
});
