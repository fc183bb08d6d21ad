import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import type { Portfolio } from '../api/portfolio.api.ts';
import { Audit, FarmName } from './portfolio-cells.tsx';

const change = (n: number | null) => (n === null ? '–' : `${n > 0 ? '+' : ''}${n.toFixed(1)}`);

type Worsened = Portfolio['worsened'][number];

const CompareLink = ({ farm }: { farm: Worsened }) =>
  farm.previous ? (
    <Anchor
      component={Link}
      to={`/audits/${farm.latest.externalId}/compare/${farm.previous.externalId}`}
      aria-label={`Compare the audits of ${farm.farmName}`}
    >
      Compare
    </Anchor>
  ) : null;

/** A phone's layout: one card per farm, the two audits side by side (issue 37 item 16: the table was cut). */
function WorsenedCards({ portfolio, showCompany }: { portfolio: Portfolio; showCompany: boolean }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="worsened-farms">
      {portfolio.worsened.map((f) => (
        <Paper key={f.farmExtId} component="li" withBorder p="sm" aria-label={f.farmName}>
          <Group justify="space-between" align="baseline" wrap="nowrap">
            <div>
              <FarmName farm={f} showCompany={showCompany} />
            </div>
            <Text fw={700} c={(f.scoreChange ?? 0) < 0 ? 'red.8' : undefined} aria-label={`Score change ${change(f.scoreChange)}`}>
              {change(f.scoreChange)}
            </Text>
          </Group>
          <SimpleGrid cols={2} spacing="sm" mt="xs">
            <div>
              <Text size="xs" fw={700} c="dimmed">
                Previous audit
              </Text>
              {f.previous ? <Audit audit={f.previous} /> : null}
            </div>
            <div>
              <Text size="xs" fw={700} c="dimmed">
                Latest audit
              </Text>
              <Audit audit={f.latest} />
            </div>
          </SimpleGrid>
          <Text size="sm" mt="xs">
            <CompareLink farm={f} />
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/** The farms that worsened most since their previous scored audit, each linked to the two audits compared. */
export function WorsenedFarms({ portfolio, showCompany }: { portfolio: Portfolio; showCompany: boolean }) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  return (
    <section aria-labelledby="portfolio-worsened">
      <Title order={2} size="h3" id="portfolio-worsened" mb={4}>
        Worsened most
      </Title>
      {portfolio.worsened.length === 0 ? (
        <Text c="dimmed">No farm is worse than at its previous scored audit.</Text>
      ) : phone ? (
        <WorsenedCards portfolio={portfolio} showCompany={showCompany} />
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
                    <FarmName farm={f} showCompany={showCompany} />
                  </Table.Th>
                  <Table.Td miw={170}>{f.previous ? <Audit audit={f.previous} /> : null}</Table.Td>
                  <Table.Td miw={200}>
                    <Audit audit={f.latest} />
                  </Table.Td>
                  <Table.Td fw={700} c={(f.scoreChange ?? 0) < 0 ? 'red.8' : undefined}>
                    {change(f.scoreChange)}
                  </Table.Td>
                  <Table.Td>
                    <CompareLink farm={f} />
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
