import { Box, Group, Table, Text, Title } from '@mantine/core';
import { formatScore, riskColor, riskText } from '@aquarisk/contract/risk';
import type { AuditComparison } from '../api/audit-comparison.api.ts';
import { scoreChange } from './score-change.ts';

type Side = AuditComparison['sections'][number]['older'];

/** The score and the band in words beside a swatch of its colour: it wraps on a phone where a badge would be cut. */
const Cell = ({ side }: { side: Side }) =>
  side ? (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <Box w={10} h={10} mt={5} style={{ borderRadius: 2, flex: 'none', background: riskColor(side.risk) }} aria-hidden />
      <div>
        <Text fw={700} size="sm">
          {formatScore(side.normScore)}
        </Text>
        <Text size="xs" c="dimmed" tt="uppercase">
          {riskText(side.risk)}
        </Text>
      </div>
    </Group>
  ) : (
    <Text c="dimmed" size="sm">
      Not in this audit
    </Text>
  );

/** Each section's score and band in both audits, and how far it moved. */
export function SectionTable({ comparison }: { comparison: AuditComparison }) {
  return (
    <section aria-labelledby="compare-sections">
      <Title order={2} size="h3" id="compare-sections" mb="sm">
        Sections
      </Title>
      <Table.ScrollContainer minWidth={340}>
        <Table striped withTableBorder verticalSpacing="sm" data-testid="compare-sections">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Section</Table.Th>
              <Table.Th scope="col">{comparison.older.name}</Table.Th>
              <Table.Th scope="col">{comparison.newer.name}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {comparison.sections.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Th scope="row" fw={600}>
                  {s.name}
                </Table.Th>
                <Table.Td>
                  <Cell side={s.older} />
                </Table.Td>
                <Table.Td>
                  <Cell side={s.newer} />
                  {s.older && s.newer ? (
                    <Text size="xs" c="dimmed" mt={4}>
                      {scoreChange(s.older.normScore, s.newer.normScore)}
                    </Text>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
