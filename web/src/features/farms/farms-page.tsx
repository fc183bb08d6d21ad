import { useEffect, useMemo, useState } from 'react';
import { Badge, Button, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { can } from '@aquarisk/contract/capabilities';
import { screenMessages } from '@aquarisk/contract/messages';
import type { Farm } from '@aquarisk/contract/schemas/farm.schema';
import { countOf } from '@aquarisk/contract/plural';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { IconPlus } from '../../components/icons.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { preloadFarmMap } from '../../components/map/farm-map.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useCompaniesQuery } from '../../lib/session-api.ts';
import { useAuthorities } from '../../lib/use-session.ts';
import { useFarmPagesQuery } from './api/farm-page.api.ts';
import { useFarmPointsQuery } from './api/farm-points.api.ts';
import { useFarmQuery } from './api/get-farm.api.ts';
import { DeleteFarmDialog } from './components/delete-farm-dialog.tsx';
import { FarmList } from './components/farm-list.tsx';
import { FarmPointsMap } from './components/farm-points-map.tsx';
import { FarmSearch } from './components/farm-search.tsx';
import classes from './farms-page.module.css';

/**
 * /companies/{id}/farms: the company's farms, a page at a time, beside a map of them all (docs/requirements.md#core-2, Farms list).
 * A farm selected on the map or in 'Search farms' that is not among the pages loaded is fetched alone and pinned above
 * the list.
 */
export function FarmsPage() {
  const companyId = useParams().companyId ?? '';
  const authorities = useAuthorities();
  const companyName = useCompaniesQuery().data?.find((c) => c.externalId === companyId)?.name;
  const pages = useFarmPagesQuery(companyId);
  const farmPoints = useFarmPointsQuery(companyId);
  useEffect(preloadFarmMap, []);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Farm | null>(null);
  const [confirming, setConfirming] = useState(false);
  const askDelete = (farm: Farm) => {
    setDeleting(farm);
    setConfirming(true);
  };
  const farms = useMemo(() => pages.data?.pages.flatMap((p) => p.farms) ?? [], [pages.data]);
  const total = pages.data?.pages.at(-1)?.total ?? 0;
  const loaded = selectedId !== null && farms.some((f) => f.externalId === selectedId);
  const pinned = useFarmQuery(companyId, selectedId !== null && !loaded && pages.data !== undefined ? selectedId : null);
  const canEdit = can(authorities, 'editFarms');
  const newFarm = canEdit ? (
    <Button component={Link} to={`/companies/${companyId}/farms/new`} leftSection={<IconPlus size={16} />}>
      New farm
    </Button>
  ) : null;

  const loadMore = () => {
    if (!pages.isFetchingNextPage) void pages.fetchNextPage({ cancelRefetch: false });
  };

  let body;
  if (pages.isPending) body = <LoadingState variant="list" rows={4} label="Loading farms…" />;
  else if (pages.isError && !pages.isFetchNextPageError)
    body = <ErrorState error={pages.error} message={screenMessages.loadCompanyFarms} onRetry={() => void pages.refetch()} />;
  else if (total === 0)
    body = (
      <EmptyState title="No farms yet" description="Farms you add, or are assigned to, are listed here with a map." actions={newFarm} />
    );
  else {
    body = (
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 2, md: 1 }}>
          <Paper withBorder p="md">
            <Stack gap="md">
              <Group justify="space-between" gap="xs">
                <Text fw={650} c="navy.9">
                  Total no of farms
                </Text>
                <Badge size="lg" variant="light" color="ocean" aria-label={countOf(total, 'farm')}>
                  {total}
                </Badge>
              </Group>
              <FarmSearch companyId={companyId} onPick={(farm) => setSelectedId(farm?.externalId ?? null)} />
              <FarmList
                farms={farms}
                pinned={!loaded && pinned.data?.externalId === selectedId ? pinned.data : null}
                selectedId={selectedId}
                onSelect={setSelectedId}
                actions={{
                  canEdit,
                  canAssign: can(authorities, 'assignFarms'),
                  canDelete: can(authorities, 'deleteFarm'),
                  onDelete: askDelete,
                }}
                more={{
                  shown: farms.length,
                  total,
                  hasMore: pages.hasNextPage,
                  loading: pages.isFetchingNextPage,
                  failed: pages.isFetchNextPageError,
                  onLoadMore: loadMore,
                }}
              />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 2 }} className={classes.mapCol}>
          <FarmPointsMap farmPoints={farmPoints.data} selectedId={selectedId} onSelect={setSelectedId} />
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <>
      <PageHeader eyebrow={companyName} title="Farms" description="Select a farm to find it on the map." actions={newFarm} />
      {body}
      <DeleteFarmDialog
        companyId={companyId}
        farm={deleting}
        opened={confirming}
        onDeleted={(farm) => {
          if (selectedId === farm.externalId) setSelectedId(null);
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
