import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { countOf } from '@aquarisk/contract/plural';
import { StaleBadge } from '../../../components/stale-badge.tsx';
import type { Portfolio } from '../api/portfolio.api.ts';
import { Audit, FarmName } from './portfolio-cells.tsx';

/**
 * The stale farms (issue 39 item 5): those whose latest scored audit is older than their company's audit interval,
 * with or without a schedule, oldest audit first. The server sends the oldest few; the CSV has every farm's age.
 */
export function StaleFarms({ portfolio, showCompany }: { portfolio: Portfolio; showCompany: boolean }) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  const more = portfolio.staleFarms - portfolio.stale.length;
  return (
    <section aria-labelledby="portfolio-stale">
      <Title order={2} size="h3" id="portfolio-stale" mb={4}>
        Stale farms
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        Latest scored audit older than the company&apos;s audit interval, oldest first.
      </Text>
      {portfolio.stale.length === 0 ? (
        <Text c="dimmed">No farm&apos;s latest scored audit is older than its company&apos;s audit interval.</Text>
      ) : phone ? (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="stale-farms">
          {portfolio.stale.map((f) => (
            <Paper key={f.farmExtId} component="li" withBorder p="sm" aria-label={f.farmName}>
              <FarmName farm={f} showCompany={showCompany} />
              <StaleBadge age={f.auditAge} mt={4} />
              <Stack mt="xs">
                <Audit audit={f.latest} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder verticalSpacing="sm" data-testid="stale-farms">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Farm</Table.Th>
                <Table.Th scope="col">Latest scored audit</Table.Th>
                <Table.Th scope="col" w={170}>
                  Age
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {portfolio.stale.map((f) => (
                <Table.Tr key={f.farmExtId}>
                  <Table.Th scope="row">
                    <FarmName farm={f} showCompany={showCompany} />
                  </Table.Th>
                  <Table.Td miw={200}>
                    <Audit audit={f.latest} />
                  </Table.Td>
                  <Table.Td miw={170}>
                    <StaleBadge age={f.auditAge} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {more > 0 ? (
        <Text size="sm" c="dimmed" mt="xs" data-testid="stale-farms-more">
          And {countOf(more, 'more stale farm')}: the CSV gives every farm&apos;s months since its latest audit.
        </Text>
      ) : null}
    </section>
  );
}
