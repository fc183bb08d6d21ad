import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { CountryData } from '@aquarisk/contract/schemas/intelligence.schema';
import { abbreviate, formatMoney, formatTonnes } from '../format-amount.ts';

export function totalsOf(countries: readonly CountryData[]) {
  return countries.reduce(
    (t, c) => ({
      farms: t.farms + c.farmCount,
      animals: t.animals + c.animalCount,
      tonnage: t.tonnage + c.tonnage,
      avgValue: t.avgValue + c.avgValue,
      maxValue: t.maxValue + c.maxValue,
    }),
    { farms: 0, animals: 0, tonnage: 0, avgValue: 0, maxValue: 0 },
  );
}

/** Farms, animals, tonnage and $ values of the farms the mode shows (sums of the country data). */
export function TotalsPanel({ countries, scoredOnly }: { countries: CountryData[] | undefined; scoredOnly: boolean }) {
  const t = countries ? totalsOf(countries) : null;
  const stats = [
    { label: 'Farms', value: t && t.farms.toLocaleString('en-US') },
    { label: 'Animals', value: t && abbreviate(t.animals) },
    { label: 'Tonnage', value: t && formatTonnes(t.tonnage) },
    { label: 'Average value', value: t && formatMoney(t.avgValue) },
    { label: 'Maximum value', value: t && formatMoney(t.maxValue) },
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
              <Text fz={22} fw={700} c="navy.9" data-testid={`total-${s.label.toLowerCase().replace(/ /g, '-')}`}>
                {s.value}
              </Text>
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
