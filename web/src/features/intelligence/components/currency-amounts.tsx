import { Text, type TextProps } from '@mantine/core';
import type { CurrencyValues } from '@aquarisk/contract/schemas/intelligence.schema';
import { formatMoney } from '../format-amount.ts';

export interface CurrencyAmountsProps extends TextProps {
  values: readonly CurrencyValues[];
  field: 'avgValue' | 'maxValue';
  label: string;
}

/**
 * One amount per currency, one per line (issue 21: values in different currencies are never added). Currencies whose
 * farms have none of this figure are left out; with none at all it says so.
 */
export function CurrencyAmounts({ values, field, label, ...text }: CurrencyAmountsProps) {
  const lines = values.filter((v) => v[field] > 0);
  if (lines.length === 0)
    return (
      <Text {...text} c="dimmed">
        none recorded
      </Text>
    );
  return (
    <ul aria-label={`${label} by currency`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {lines.map((v) => (
        <Text key={v.currencyCode ?? ''} component="li" {...text}>
          {formatMoney(v[field], v.currencyCode)}
        </Text>
      ))}
    </ul>
  );
}
