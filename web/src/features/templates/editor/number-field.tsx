import { memo, useState } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { sameData } from './same-data.ts';

export interface NumberFieldProps extends Omit<NumberInputProps, 'value' | 'onChange' | 'defaultValue'> {
  value: number | null;
  onValue: (value: number | null) => void;
  /** an emptied field means null (no score) instead of 0 */
  nullable?: boolean;
}

/**
 * A number in the template. While the user types, the field keeps what was typed ('', '-', '1.'), and only whole
 * numbers reach the template; leaving an emptied field stores null or 0.
 */
export const NumberField = memo(function NumberField({ value, onValue, nullable = false, onBlur, ...props }: NumberFieldProps) {
  const [draft, setDraft] = useState<string | number | null>(null);
  return (
    <NumberInput
      {...props}
      value={draft ?? value ?? ''}
      onChange={(v) => {
        setDraft(v);
        if (typeof v === 'number' && Number.isFinite(v)) onValue(v);
        else if (v === '' && nullable) onValue(null);
      }}
      onBlur={(e) => {
        if (draft === '' && !nullable) onValue(0);
        setDraft(null);
        onBlur?.(e);
      }}
    />
  );
}, sameData);
