import { memo } from 'react';
import { Select } from '@mantine/core';
import { capRisks, riskText, type CapRisk } from '@aquarisk/contract/risk';
import { sameData } from './same-data.ts';

const NONE = 'none';
const capOptions = [{ value: NONE, label: 'No cap' }, ...capRisks.map((value) => ({ value, label: `Caps at ${riskText(value)}` }))];

export interface CapSelectProps {
  id: string;
  label: string;
  value: CapRisk | null | undefined;
  onValue: (cap: CapRisk | undefined) => void;
  description?: string;
}

/** A knockout cap (issue 13): the band an answer caps the audit at, or none. */
export const CapSelect = memo(function CapSelect({ id, label, value, onValue, description }: CapSelectProps) {
  return (
    <Select
      id={id}
      label={label}
      description={description}
      data={capOptions}
      value={value ?? NONE}
      onChange={(v) => onValue(!v || v === NONE ? undefined : (v as CapRisk))}
      allowDeselect={false}
    />
  );
}, sameData);
