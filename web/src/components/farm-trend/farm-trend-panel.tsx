import { lazy, Suspense, useId } from 'react';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatScore, riskText } from '@aquarisk/contract/risk';
import { ApiError } from '../../lib/api-errors.ts';
import { formatDate } from '../../lib/format-date.ts';
import { EmptyState } from '../empty-state.tsx';
import { ErrorState } from '../error-state.tsx';
import { useFarmTrendQuery, type FarmTrend, type TrendSource } from './farm-trend-api.ts';
import { TrendTables } from './trend-tables.tsx';

const TrendCharts = lazy(() => import('./trend-charts.tsx'));

export const TREND_EMPTY = 'Trends appear after a second scored audit.';

function summaryOf(trend: FarmTrend): string {
  const first = trend.audits[0]!;
  const last = trend.audits.at(-1)!;
  const change = first.normScore !== null && last.normScore !== null ? last.normScore - first.normScore : null;
  const moved = change === null ? '' : ` (${change > 0 ? '+' : ''}${change.toFixed(1)} points since ${formatDate(first.date)})`;
  return `${trend.audits.length} scored audits from ${formatDate(first.date)} to ${formatDate(last.date)}. Latest: ${formatScore(last.normScore)} ${riskText(last.risk)}${moved}.`;
}

/**
 * A farm's trend (issue 26 item 5) on the farm page and the results screen: scores over its scored audits in the risk
 * colours, the priced measurements against their limits, and the environmental series of its latest audits on one time
 * axis. The charts (uPlot) load only when there is something to draw; the same figures are in tables behind a
 * disclosure that keyboards and screen readers reach.
 */
export function FarmTrendPanel({ source, title = 'History' }: { source: TrendSource; title?: string }) {
  const trend = useFarmTrendQuery(source);
  const headingId = useId();
  // A farm or audit this user may not see is explained by the page itself; the panel stays away.
  if (trend.isError && trend.error instanceof ApiError && (trend.error.status === 404 || trend.error.status === 403)) return null;

  let body;
  if (trend.isPending) body = <Skeleton height={260} radius="md" data-testid="trend-loading" />;
  else if (trend.isError)
    body = <ErrorState error={trend.error} message="The farm's history could not be loaded." onRetry={() => void trend.refetch()} />;
  else if (trend.data.audits.length < 2)
    body = (
      <EmptyState
        withCard={false}
        title={TREND_EMPTY}
        description={
          trend.data.audits.length === 1
            ? 'The farm has one scored audit: its scores and measurements are in its results.'
            : 'The farm has no scored audit yet.'
        }
      />
    );
  else
    body = (
      <Stack gap="md">
        <Text size="sm" data-testid="trend-summary">
          {summaryOf(trend.data)}
        </Text>
        <Suspense fallback={<Skeleton height={260} radius="md" />}>
          <TrendCharts trend={trend.data} />
        </Suspense>
        <details data-testid="trend-figures">
          <summary style={{ cursor: 'pointer' }}>
            <Text span size="sm" fw={600}>
              The figures as tables
            </Text>
          </summary>
          <Stack gap="md" mt="sm">
            <TrendTables trend={trend.data} />
          </Stack>
        </details>
      </Stack>
    );

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={headingId} data-testid="farm-trend">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
