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
import { AuditsAccordion } from './components/audits-accordion.tsx';
import { ResolveActionModal } from '../../components/actions/resolve-action-modal.tsx';
import { ActionDueModal } from './components/action-due-modal.tsx';

export const NO_ACTIONS = 'No actions required.';

/** The action center of one company: filters, the audits with actions, the pager and the map. */
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
    const pager = (
      <ActionsPager page={filters.page} size={filters.size} shown={items.length} count={count} onPage={(page) => update({ page })} />
    );
    body = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }} order={{ base: 2, lg: 1 }}>
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
        <Grid.Col span={{ base: 12, lg: 5 }} order={{ base: 1, lg: 2 }}>
          <Box pos={{ base: 'static', lg: 'sticky' }} top={80}>
            <ActionsMap
              items={items}
              worstRisk={worstRisk}
              history={filters.history}
              selectedFarmId={selectedFarmId}
              onSelectFarm={(farmId) => setOpened(items.find((i) => i.farmExternalId === farmId)?.surveyExtId ?? null)}
              height={large ? 520 : 260}
            />
          </Box>
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Stack gap="lg">
      <ActionsFiltersBar filters={filters} onChange={update} />
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
