import { lazy, Suspense, useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { can } from '@aquarisk/contract/capabilities';
import { screenMessages } from '@aquarisk/contract/messages';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import { ApiError } from '../../lib/api-errors.ts';
import { useAuthorities } from '../../lib/use-session.ts';
import { EmptyState } from '../empty-state.tsx';
import { ErrorState } from '../error-state.tsx';
import { useEnvironmentQuery } from './environment-api.ts';
import { formatReading, seriesColors } from './environment-stats.ts';
import { UploadEnvironmentModal } from './upload-environment-modal.tsx';
import { formatDate } from '../../lib/format-date.ts';

const EnvironmentChart = lazy(() => import('./environment-chart.tsx'));

/** The audit's environmental readings beside its answers: min, mean and max per parameter and a chart of each. */
export function EnvironmentPanel({ surveyExtId }: { surveyExtId: string }) {
  const env = useEnvironmentQuery(surveyExtId);
  const canUpload = can(useAuthorities(), 'uploadMedia');
  const [uploading, setUploading] = useState(false);
  const uploadButton = canUpload ? (
    <Button size="xs" variant="light" onClick={() => setUploading(true)}>
      {env.data?.series.length ? 'Replace data' : 'Upload environment data'}
    </Button>
  ) : null;

  // An audit this user may not see (404) or open (403) is explained by the page itself; the panel stays away.
  if (env.isError && env.error instanceof ApiError && (env.error.status === 404 || env.error.status === 403)) return null;

  let body;
  if (env.isPending) body = <Skeleton height={180} radius="md" />;
  else if (env.isError)
    body = (
      <ErrorState
        error={env.error}
        message={screenMessages.loadMediaDetails}
        offlineMessage={offlineMessages.environmentNeedsConnection}
        onRetry={() => void env.refetch()}
      />
    );
  else if (env.data.series.length === 0)
    body = (
      <EmptyState
        withCard={false}
        title="No environmental data for this audit"
        description="Readings from the site's loggers (temperature, dissolved oxygen, salinity …) are charted here once a CSV file is uploaded."
      />
    );
  else {
    const { series } = env.data;
    body = (
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {env.data.fileName ? `${env.data.fileName} · ` : ''}
          {formatDate(env.data.from)} – {formatDate(env.data.to)}
        </Text>
        <Table.ScrollContainer minWidth={420}>
          <Table striped withTableBorder fz="sm" aria-label="Environmental readings summary">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Parameter</Table.Th>
                <Table.Th>Unit</Table.Th>
                <Table.Th ta="right">Min</Table.Th>
                <Table.Th ta="right">Mean</Table.Th>
                <Table.Th ta="right">Max</Table.Th>
                <Table.Th ta="right">Readings</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {series.map((s) => (
                <Table.Tr key={s.key}>
                  <Table.Td>{s.label}</Table.Td>
                  <Table.Td>{s.unit ?? '–'}</Table.Td>
                  <Table.Td ta="right">{formatReading(s.min)}</Table.Td>
                  <Table.Td ta="right">{formatReading(s.mean)}</Table.Td>
                  <Table.Td ta="right">{formatReading(s.max)}</Table.Td>
                  <Table.Td ta="right">{s.count.toLocaleString('en')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Suspense fallback={<Skeleton height={180 * series.length} radius="md" />}>
          {series.map((s, i) => (
            <EnvironmentChart key={s.key} series={s} color={seriesColors[i % seriesColors.length] ?? '#0b7285'} />
          ))}
        </Suspense>
      </Stack>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={`environment-${surveyExtId}`}
      data-testid="environment-panel"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id={`environment-${surveyExtId}`}>
            Environmental readings
          </Title>
          {uploadButton}
        </Group>
        {body}
      </Stack>
      {canUpload ? <UploadEnvironmentModal surveyExtId={surveyExtId} opened={uploading} onClose={() => setUploading(false)} /> : null}
    </Paper>
  );
}
