import { useState } from 'react';
import { Box, Grid, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { screenMessages } from '@aquarisk/contract/messages';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { IconCheck } from '../../components/icons.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import type { CompanyRef } from '../../lib/session.ts';
import { useCompanyActionsQuery } from './api/company-actions.api.ts';
import { useWorstOpenRisks } from './api/open-risks.api.ts';
import type { ActionItem } from './api/survey-actions.api.ts';
import { useActionsFilters } from './actions-filters.ts';
import { ActionsFiltersBar } from './components/actions-filters-bar.tsx';
import { ActionsMap } from './components/actions-map.tsx';
import { ActionsPager } from './components/actions-pager.tsx';
import { PhoneToggle } from './components/phone-toggle.tsx';
import { AuditsAccordion } from './components/audits-accordion.tsx';
import { ResolveActionModal } from '../../components/actions/resolve-action-modal.tsx';
import { ActionDueModal } from './components/action-due-modal.tsx';

export const NO_ACTIONS = 'No actions required.';

/** How many filters differ from the defaults (the phone's Filters button says so). */
function activeFilters(f: ReturnType<typeof useActionsFilters>[0]): number {
  return [f.risk, f.year, f.due, f.owner, f.dueFirst || null, f.history || null].filter((v) => v !== null).length;
}

/**
 * The action center of one company: filters, the audits with actions, the pager and the map. Below the large
 * breakpoint the list comes before the map; on a phone the filters and the map fold behind buttons, so the first
 * audit is on the first screen (issue 37 item 16).
 */
export function ActionsView({ company }: { company: CompanyRef }) {
  const [filters, update] = useActionsFilters();
  const list = useCompanyActionsQuery({
    companyExtId: company.externalId,
    page: filters.page,
    size: filters.size,
    closed: filters.history,
    year: filters.year,
    risk: filters.risk,
    due: filters.due,
    owner: filters.owner,
    dueFirst: filters.dueFirst,
  });
  const worstRisk = useWorstOpenRisks(company.externalId);
  const [opened, setOpened] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<ActionItem | null>(null);
  const [editingDue, setEditingDue] = useState<ActionItem | null>(null);
  const large = useMediaQuery('(min-width: 75em)');
  const phone = useMediaQuery('(max-width: 47.99em)');

  const active = activeFilters(filters);
  const filtersLabel = active ? `Filters (${active} active)` : 'Filters';
  let body;
  if (list.isPending) body = <LoadingState variant="list" rows={4} label="Loading the actions…" />;
  else if (list.isError) body = <ErrorState error={list.error} message={screenMessages.loadActions} onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0 && filters.page === 1) {
    body = (
      <EmptyState
        icon={<IconCheck size={28} />}
        title={NO_ACTIONS}
        description={filters.history ? 'No resolved actions match these filters.' : 'No open actions match these filters.'}
      />
    );
  } else {
    const { items, count } = list.data;
    const selectedFarmId = items.find((i) => i.surveyExtId === opened)?.farmExternalId ?? null;
    const map = (
      <ActionsMap
        items={items}
        worstRisk={worstRisk}
        history={filters.history}
        selectedFarmId={selectedFarmId}
        onSelectFarm={(farmId) => setOpened(items.find((i) => i.farmExternalId === farmId)?.surveyExtId ?? null)}
        height={large ? 520 : 260}
      />
    );
    const pager = (
      <ActionsPager page={filters.page} size={filters.size} shown={items.length} count={count} onPage={(page) => update({ page })} />
    );
    body = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isPlaceholderData}>
            {items.length === 0 ? <EmptyState title={NO_ACTIONS} description="There are no more audits with actions." /> : null}
            <AuditsAccordion
              items={items}
              worstRisk={worstRisk}
              history={filters.history}
              filters={filters}
              opened={opened}
              onOpen={setOpened}
              onReview={setReviewing}
              onEditDue={setEditingDue}
            />
            {pager}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Box pos={{ base: 'static', lg: 'sticky' }} top={80}>
            {phone ? (
              <PhoneToggle showLabel="Show map" hideLabel="Hide map">
                {map}
              </PhoneToggle>
            ) : (
              map
            )}
          </Box>
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Stack gap="lg">
      {phone ? (
        <PhoneToggle showLabel={filtersLabel} hideLabel="Hide filters">
          <ActionsFiltersBar filters={filters} onChange={update} />
        </PhoneToggle>
      ) : (
        <ActionsFiltersBar filters={filters} onChange={update} />
      )}
      {body}
      <ResolveActionModal action={reviewing} onClose={() => setReviewing(null)} />
      {/* the accordion shows one audit's actions at a time: the one being edited belongs to it */}
      <ActionDueModal
        action={editingDue}
        companyExtId={company.externalId}
        surveyExtId={opened ?? undefined}
        onClose={() => setEditingDue(null)}
      />
    </Stack>
  );
}
