import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { CountryData } from '@aquarisk/contract/schemas/intelligence.schema';
import { sumByCurrency } from '@aquarisk/contract/currency-totals';
import { abbreviate, formatTonnes } from '../format-amount.ts';
import { CurrencyAmounts } from './currency-amounts.tsx';

export function totalsOf(countries: readonly CountryData[]) {
  return {
    farms: countries.reduce((n, c) => n + c.farmCount, 0),
    animals: countries.reduce((n, c) => n + c.animalCount, 0),
    tonnage: countries.reduce((n, c) => n + c.tonnage, 0),
    values: sumByCurrency(countries.flatMap((c) => c.values)),
  };
}

/** Farms, animals and tonnage of the farms the mode shows (sums of the country data), and their values per currency. */
export function TotalsPanel({ countries, scoredOnly }: { countries: CountryData[] | undefined; scoredOnly: boolean }) {
  const t = countries ? totalsOf(countries) : null;
  const big = { fz: 22, fw: 700, c: 'navy.9' } as const;
  // Several currencies make several lines: smaller, so the panel keeps its height.
  const money = (label: string, field: 'avgValue' | 'maxValue') =>
    t && <CurrencyAmounts values={t.values} field={field} label={label} {...big} fz={t.values.length > 1 ? 16 : big.fz} />;
  const stats = [
    { label: 'Farms', value: t && t.farms.toLocaleString('en-US') },
    { label: 'Animals', value: t && abbreviate(t.animals) },
    { label: 'Tonnage', value: t && formatTonnes(t.tonnage) },
    { label: 'Average value', value: money('Average value', 'avgValue') },
    { label: 'Maximum value', value: money('Maximum value', 'maxValue') },
  ];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="totals-title">
      <Text id="totals-title" fw={650} c="navy.9" mb={4}>
        Totals
      </Text>
      <Text size="xs" c="dimmed" mb="sm">
        {scoredOnly ? 'Farms with a scored audit' : 'All farms'}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 2 }} spacing="sm" verticalSpacing="sm">
        {stats.map((s) => (
          <Stack key={s.label} gap={0} aria-busy={s.value === null}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {s.label}
            </Text>
            {s.value === null ? (
              <Skeleton height={26} width="70%" mt={2} />
            ) : (
              <Text component="div" {...big} data-testid={`total-${s.label.toLowerCase().replace(/ /g, '-')}`}>
                {s.value}
              </Text>
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
