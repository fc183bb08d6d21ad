import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { screenMessages } from '@aquarisk/contract/messages';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { IconDownload } from '../../components/icons.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useActivityPageQuery } from './api/activity-log.api.ts';
import { useExportActivity } from './api/export-activity.api.ts';
import { useActivityLogParams } from './activity-log-params.ts';
import { ActivityFiltersBar } from './components/activity-filters-bar.tsx';
import { ActivityTable } from './components/activity-table.tsx';
import { LogPager } from './components/log-pager.tsx';
import { showingText } from './pager-items.ts';

/** /activity-log (administrators): who changed what, and when, across all companies (docs/requirements.md#results-2). */
export function ActivityLogPage() {
  const [params, update] = useActivityLogParams();
  const log = useActivityPageQuery(params);
  const exporter = useExportActivity();
  const filtered = params.users.length + params.targets.length + params.methods.length > 0 || params.from !== null || params.to !== null;

  let body;
  if (log.isPending) body = <LoadingState variant="list" rows={6} label="Loading the activity log…" />;
  else if (log.isError && !log.data)
    body = <ErrorState error={log.error} message={screenMessages.loadActivity} onRetry={() => void log.refetch()} />;
  else if (log.data.items.length === 0 && params.page === 1) {
    body = (
      <EmptyState
        title="No activity found"
        description={filtered ? 'No entry matches these filters.' : 'Changes made in Aquarisk will be listed here.'}
      />
    );
  } else {
    const { items, totalRecords } = log.data;
    body = (
      <Paper withBorder p="md" style={{ opacity: log.isPlaceholderData ? 0.6 : 1 }} aria-busy={log.isPlaceholderData}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {showingText(params.page, params.size, items.length, totalRecords)}
          </Text>
          <ActivityTable
            key={JSON.stringify(params)}
            items={items}
            sort={params.sort}
            onSort={(sort) => update({ sort })}
            offset={(params.page - 1) * params.size}
          />
          <Group justify="center">
            <LogPager page={params.page} size={params.size} shown={items.length} total={totalRecords} onPage={(page) => update({ page })} />
          </Group>
        </Stack>
      </Paper>
    );
  }

  return (
    <>
      <PageHeader
        title="Activity Log"
        description="Who changed what, and when, in every company. Open a row to see each changed field."
        actions={
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={() => exporter.mutate(params)}
            loading={exporter.isPending}
          >
            Export CSV
          </Button>
        }
      />
      <Stack gap="md">
        <ActivityFiltersBar params={params} onChange={update} />
        {body}
      </Stack>
    </>
  );
}
