import { Paper, ScrollArea, Table, Text } from '@mantine/core';
import type { CountryData } from '@aquarisk/contract/schemas/intelligence.schema';
import { abbreviate, formatTonnes } from '../format-amount.ts';
import { CurrencyAmounts } from './currency-amounts.tsx';

/** Country data (docs/requirements.md#results-3): one row per country, largest first, values per currency. */
export function CountryTable({ countries }: { countries: CountryData[] }) {
  const rows = [...countries].sort((a, b) => b.farmCount - a.farmCount || (a.country ?? '~').localeCompare(b.country ?? '~'));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="countries-title">
      <Text id="countries-title" fw={650} c="navy.9" mb="sm">
        Countries
      </Text>
      <ScrollArea.Autosize mah={320} type="auto">
        <Table striped highlightOnHover stickyHeader aria-labelledby="countries-title" miw={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Country</Table.Th>
              <Table.Th ta="right">Farms</Table.Th>
              <Table.Th ta="right">Animals</Table.Th>
              <Table.Th ta="right">Tonnage</Table.Th>
              <Table.Th ta="right">Average value</Table.Th>
              <Table.Th ta="right">Maximum value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((c) => (
              <Table.Tr key={c.country ?? ''}>
                <Table.Td>{c.country ?? 'No country'}</Table.Td>
                <Table.Td ta="right">{c.farmCount.toLocaleString('en-US')}</Table.Td>
                <Table.Td ta="right">{abbreviate(c.animalCount)}</Table.Td>
                <Table.Td ta="right">{formatTonnes(c.tonnage)}</Table.Td>
                <Table.Td ta="right">
                  <CurrencyAmounts values={c.values} field="avgValue" label="Average value" size="sm" />
                </Table.Td>
                <Table.Td ta="right">
                  <CurrencyAmounts values={c.values} field="maxValue" label="Maximum value" size="sm" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Paper>
  );
}
