import { Table, Text, Title } from '@mantine/core';
import { ScoreBand } from '../../../components/score-band.tsx';
import type { AuditComparison } from '../api/audit-comparison.api.ts';
import { scoreChange } from './score-change.ts';

type Side = AuditComparison['sections'][number]['older'];

/** The section's score and band in one audit, or a note that the audit lacks it. */
const Cell = ({ side }: { side: Side }) =>
  side ? (
    <ScoreBand normScore={side.normScore} risk={side.risk} />
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
