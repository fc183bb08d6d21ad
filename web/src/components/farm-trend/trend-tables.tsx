import { Table, Text } from '@mantine/core';
import type { FarmTrend } from '@aquarisk/contract/schemas/trend.schema';
import { ScoreBand } from '../score-band.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { formatValue, limitLine } from './trend-format.ts';

/** The trend's figures as tables: what the charts draw, for keyboards and screen readers (and to copy). */
export function TrendTables({ trend }: { trend: FarmTrend }) {
  const sections = new Map<number, string>();
  for (const a of trend.audits) for (const s of a.sections) sections.set(s.id, s.name);
  return (
    <>
      <Table.ScrollContainer minWidth={480}>
        <Table striped withTableBorder fz="sm" aria-label="Scores by audit" data-testid="trend-scores-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Audit</Table.Th>
              <Table.Th>Overall</Table.Th>
              {[...sections.values()].map((name) => (
                <Table.Th key={name}>{name}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {trend.audits.map((a) => (
              <Table.Tr key={a.externalId} data-testid="trend-score-row">
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {a.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(a.date)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ScoreBand normScore={a.normScore} risk={a.risk} />
                </Table.Td>
                {[...sections.keys()].map((id) => {
                  const s = a.sections.find((x) => x.id === id);
                  return <Table.Td key={id}>{s ? <ScoreBand normScore={s.normScore} risk={s.risk} /> : '–'}</Table.Td>;
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {trend.measures.length ? (
        <Table.ScrollContainer minWidth={480}>
          <Table striped withTableBorder fz="sm" aria-label="Priced measurements by audit" data-testid="trend-measures-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Measurement</Table.Th>
                {trend.audits.map((a) => (
                  <Table.Th key={a.externalId}>{formatDate(a.date)}</Table.Th>
                ))}
                <Table.Th>Limit</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {trend.measures.map((m) => (
                <Table.Tr key={m.key}>
                  <Table.Td>{m.label}</Table.Td>
                  {trend.audits.map((a) => (
                    <Table.Td key={a.externalId}>
                      {formatValue(m.points.find((p) => p.surveyExtId === a.externalId)?.value, m.unit)}
                    </Table.Td>
                  ))}
                  <Table.Td>{m.limits.map((l) => limitLine(l, m.unit)).join('; ') || '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </>
  );
}
