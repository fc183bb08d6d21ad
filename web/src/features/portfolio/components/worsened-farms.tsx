import { Anchor, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format-date.ts';
import { ScoreBand } from '../../../components/score-band.tsx';
import type { Portfolio, PortfolioAudit } from '../api/portfolio.api.ts';

const Audit = ({ audit }: { audit: PortfolioAudit }) => (
  <div>
    <ScoreBand normScore={audit.normScore} risk={audit.risk} />
    <Text size="xs" c="dimmed" mt={4}>
      {audit.name} · {formatDate(audit.date)}
    </Text>
    {audit.caps.length > 0 ? (
      <Text size="xs" c="red.8" mt={2}>
        Capped by {audit.caps.join('; ')}
      </Text>
    ) : null}
  </div>
);

const change = (n: number | null) => (n === null ? '–' : `${n > 0 ? '+' : ''}${n.toFixed(1)}`);

/** The farms that worsened most since their previous scored audit, each linked to the two audits compared. */
export function WorsenedFarms({ portfolio, showCompany }: { portfolio: Portfolio; showCompany: boolean }) {
  return (
    <section aria-labelledby="portfolio-worsened">
      <Title order={2} size="h3" id="portfolio-worsened" mb={4}>
        Worsened most
      </Title>
      {portfolio.worsened.length === 0 ? (
        <Text c="dimmed">No farm is worse than at its previous scored audit.</Text>
      ) : (
        <Table.ScrollContainer minWidth={680}>
          <Table striped withTableBorder verticalSpacing="sm" data-testid="worsened-farms">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Farm</Table.Th>
                <Table.Th scope="col">Previous audit</Table.Th>
                <Table.Th scope="col">Latest audit</Table.Th>
                <Table.Th scope="col">Score change</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Compare</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {portfolio.worsened.map((f) => (
                <Table.Tr key={f.farmExtId}>
                  <Table.Th scope="row">
                    <Text fw={600}>{f.farmName}</Text>
                    {showCompany ? (
                      <Text size="xs" c="dimmed">
                        {f.companyName}
                      </Text>
                    ) : null}
                  </Table.Th>
                  <Table.Td miw={170}>{f.previous ? <Audit audit={f.previous} /> : null}</Table.Td>
                  <Table.Td miw={200}>
                    <Audit audit={f.latest} />
                  </Table.Td>
                  <Table.Td fw={700} c={(f.scoreChange ?? 0) < 0 ? 'red.8' : undefined}>
                    {change(f.scoreChange)}
                  </Table.Td>
                  <Table.Td>
                    {f.previous ? (
                      <Anchor
                        component={Link}
                        to={`/audits/${f.latest.externalId}/compare/${f.previous.externalId}`}
                        aria-label={`Compare the audits of ${f.farmName}`}
                      >
                        Compare
                      </Anchor>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
