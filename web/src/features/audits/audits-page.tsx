import { startTransition, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { Box, Button, Grid, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { can } from '@aquarisk/contract/capabilities';
import { noFarmMessages, screenMessages } from '@aquarisk/contract/messages';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import type { Survey } from '@aquarisk/contract/schemas/survey.schema';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { IconPlus } from '../../components/icons.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../lib/use-session.ts';
import { useFarmLocationsQuery } from './api/farm-locations.api.ts';
import { useAuditsQuery, type FarmWithAudits } from './api/list-audits.api.ts';
import { useAuditListParams } from './audit-list-params.ts';
import { AuditDetailPanel } from './components/audit-detail-panel.tsx';
import { AuditFilters } from './components/audit-filters.tsx';
import { AuditsPagination } from './components/audits-pagination.tsx';
import { FarmAuditsCard } from './components/farm-audits-card.tsx';
import { OfflineAudits } from './components/offline-audits.tsx';

/** About a phone's screenful: the first display renders these rows, the rest follow in a second, interruptible render. */
const FIRST_ROWS = 6;

/** The farms whose audits make up the first rows (whole farms, so a card's count and its rows agree). */
function firstFarms(farms: FarmWithAudits[]): FarmWithAudits[] {
  let rows = 0;
  const shown: FarmWithAudits[] = [];
  for (const farm of farms) {
    if (rows >= FIRST_ROWS) break;
    shown.push(farm);
    rows += farm.surveys.length;
  }
  return shown;
}

/** False until the first list has been on screen once; later lists (filters, pages) render whole. */
function useWholeList(firstShown: boolean) {
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    if (!firstShown || whole) return;
    const timer = setTimeout(() => startTransition(() => setWhole(true)));
    return () => clearTimeout(timer);
  }, [firstShown, whole]);
  return whole;
}

interface Selection {
  farmId: string;
  surveyId: string;
}

/** The audits list at / and /audits (docs/requirements.md#core-2): filters, farms with their audits, pages and the farm panel. */
export function AuditsPage() {
  const { user, company } = useSession();
  const [params, update] = useAuditListParams();
  const audits = useAuditsQuery(company?.externalId, params);
  // The answer arrives as a synchronous update: rendering a page of rows in it held the main thread for most of a
  // second on a slow phone (issue 25 item 5). From this deferred copy the list renders as a transition, in slices
  // between which the browser paints and handles input; until that render is done the previous list (or the skeleton) stays.
  const data = useDeferredValue(audits.data);
  const [selection, setSelection] = useState<Selection | null>(null);
  // The farm panel (with its map) exists only where it is shown: MapLibre does not load on a phone's audits list.
  const wide = useMediaQuery('(min-width: 75em)', false, { getInitialValueInEffect: false });

  const farms = data?.companies.flatMap((c) => c.farms) ?? [];
  const whole = useWholeList(farms.length > 0);
  const shownFarms = whole ? farms : firstFarms(farms);
  const selectedFarm = farms.find((f) => f.externalId === selection?.farmId) ?? farms[0];
  const selectedSurvey = selectedFarm?.surveys.find((s) => s.externalId === selection?.surveyId) ?? selectedFarm?.surveys[0];
  // Stable, so the memoised farm cards already on screen do not render again when the rest of the list arrives.
  const select = useCallback(
    (farm: FarmWithAudits, survey: Survey) => setSelection({ farmId: farm.externalId, surveyId: survey.externalId }),
    [],
  );

  // Someone who sees assigned farms only, with no farm at all (no location of any farm) and no filter set.
  const locations = useFarmLocationsQuery(company?.externalId);
  const unfiltered = !params.state && !params.country && !params.farm && params.page === 1;
  const noFarm = unfiltered && !can(user?.authorities ?? [], 'seeWholeCompany') && locations.data?.length === 0;

  let body;
  if (audits.isError)
    body = (
      <ErrorState
        error={audits.error}
        message={screenMessages.loadAudits}
        offlineMessage={offlineMessages.auditsNeedConnection}
        onRetry={() => void audits.refetch()}
      />
    );
  else if (!data) body = <LoadingState variant="list" rows={4} label="Loading audits…" />;
  else if (farms.length === 0)
    body = noFarm ? (
      <EmptyState title={noFarmMessages.title} description={noFarmMessages.description} />
    ) : (
      <EmptyState title="No results." description="No audits match these filters." />
    );
  else
    body = (
      <Stack
        gap="sm"
        style={{ opacity: audits.isPlaceholderData || data !== audits.data ? 0.6 : 1, transition: 'opacity 150ms' }}
        aria-busy={audits.isFetching}
      >
        {shownFarms.map((farm) => (
          <FarmAuditsCard key={farm.externalId} farm={farm} selectedId={selectedSurvey?.externalId ?? null} onSelect={select} />
        ))}
      </Stack>
    );

  return (
    <>
      <PageHeader
        eyebrow={company?.name}
        title="Audits"
        actions={
          can(user?.authorities ?? [], 'launchAudit') ? (
            <Button component={Link} to="/audits/new" leftSection={<IconPlus size={16} />}>
              New Audit
            </Button>
          ) : null
        }
      />
      <AuditFilters companyExtId={company?.externalId} params={params} onChange={update} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <OfflineAudits />
          {body}
          {data && <AuditsPagination page={params.page} count={data.count} onPage={(page) => update({ ...params, page })} />}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }} visibleFrom="lg">
          {wide && selectedFarm && selectedSurvey && (
            <Box pos="sticky" top={76}>
              <AuditDetailPanel farm={selectedFarm} survey={selectedSurvey} />
            </Box>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}
