import { Box, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { bandSteps, migrationRows } from '@aquarisk/contract/portfolio';
import { riskBands, riskColor, riskText, type RiskBand } from '@aquarisk/contract/risk';
import type { BandMigrationCell, Portfolio } from '../api/portfolio.api.ts';

type From = BandMigrationCell['from'];

const Band = ({ risk }: { risk: RiskBand }) => (
  <Group gap={6} wrap="nowrap">
    <Box w={10} h={10} style={{ borderRadius: 2, flex: 'none', background: riskColor(risk) }} aria-hidden />
    <span>{riskText(risk)}</span>
  </Group>
);

/** A phone's column header: the colour over the band's initials (MH for MODERATE HIGH), its name for screen readers. */
const ShortBand = ({ risk }: { risk: RiskBand }) => (
  <Stack gap={2} align="center">
    <Box w={10} h={10} style={{ borderRadius: 2, background: riskColor(risk) }} aria-hidden />
    <span aria-hidden>
      {riskText(risk)
        .split(' ')
        .map((w) => w[0])
        .join('')}
    </span>
    <VisuallyHidden>{riskText(risk)}</VisuallyHidden>
  </Stack>
);

/** Worse (towards HIGH) in red, better in green, unchanged plain: said in words to screen readers too. */
function Count({ from, to, farms }: { from: From; to: RiskBand; farms: number }) {
  if (farms === 0)
    return (
      <Text c="dimmed" size="sm" aria-label="no farm">
        –
      </Text>
    );
  const steps = from === 'NONE' ? null : bandSteps(from, to);
  const tone = steps === null || steps === 0 ? undefined : steps > 0 ? 'red.8' : 'green.8';
  const how = steps === null || steps === 0 ? '' : steps > 0 ? ', worse' : ', better';
  return (
    <Text fw={700} c={tone} aria-label={`${farms} ${farms === 1 ? 'farm' : 'farms'}${how}`}>
      {farms}
    </Text>
  );
}

/**
 * How many farms moved from each band of their previous scored audit (rows) to the band of their latest (columns).
 * UNKNOWN appears only when some farm has it. On a phone the columns are headed by initials, so the whole table fits
 * the screen (issue 37 item 16: it was cut at the right).
 */
export function MigrationTable({ portfolio }: { portfolio: Portfolio }) {
  const count = new Map(portfolio.migration.map((c) => [`${c.from}>${c.to}`, c.farms]));
  const present = (b: string) => portfolio.migration.some((c) => c.from === b || c.to === b);
  const columns = riskBands.filter((b) => b !== 'UNKNOWN' || present(b));
  const rows = migrationRows.filter((b) => (b !== 'UNKNOWN' && b !== 'NONE') || present(b));
  const phone = useMediaQuery('(max-width: 47.99em)');
  return (
    <section aria-labelledby="portfolio-migration">
      <Title order={2} size="h3" id="portfolio-migration" mb={4}>
        Band migration
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Each farm counted once: the band of its previous scored audit (rows) against its latest (columns).
      </Text>
      <Table.ScrollContainer minWidth={phone ? 0 : 560}>
        <Table
          withTableBorder
          withColumnBorders
          verticalSpacing="xs"
          horizontalSpacing={phone ? 6 : 'xs'}
          fz={phone ? 'xs' : undefined}
          data-testid="migration-table"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{phone ? 'Previous ↓ Latest →' : 'Previous audit ↓ · Latest audit →'}</Table.Th>
              {columns.map((b) => (
                <Table.Th key={b} scope="col">
                  {phone ? <ShortBand risk={b} /> : <Band risk={b} />}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((from) => (
              <Table.Tr key={from} data-from={from}>
                <Table.Th scope="row">{from === 'NONE' ? 'No earlier audit' : <Band risk={from} />}</Table.Th>
                {columns.map((to) => (
                  <Table.Td key={to} data-to={to} ta="center">
                    <Count from={from} to={to} farms={count.get(`${from}>${to}`) ?? 0} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
