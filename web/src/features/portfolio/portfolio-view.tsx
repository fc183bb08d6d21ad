import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { can } from '@aquarisk/contract/capabilities';
import { screenMessages } from '@aquarisk/contract/messages';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { IconDownload } from '../../components/icons.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import type { CompanyRef } from '../../lib/session.ts';
import { useAuthorities } from '../../lib/use-session.ts';
import { useExportPortfolio, usePortfolioQuery, type PortfolioScope } from './api/portfolio.api.ts';
import { MigrationTable } from './components/migration-table.tsx';
import { PortfolioFigures } from './components/portfolio-figures.tsx';
import { StaleFarms } from './components/stale-farms.tsx';
import { WorsenedFarms } from './components/worsened-farms.tsx';

/** The current company's portfolio; a platform admin may switch to every company's. */
export function PortfolioView({ company }: { company: CompanyRef }) {
  const mayAll = can(useAuthorities(), 'seeAllCompanies');
  const [whole, setWhole] = useState<'company' | 'all'>('company');
  const scope: PortfolioScope = mayAll && whole === 'all' ? 'all' : { companyExtId: company.externalId };
  const query = usePortfolioQuery(scope);
  const exporter = useExportPortfolio();

  let body;
  if (query.isPending) body = <LoadingState variant="list" rows={5} label="Loading the portfolio…" />;
  else if (query.isError)
    body = <ErrorState error={query.error} message={screenMessages.loadPortfolio} onRetry={() => void query.refetch()} />;
  else if (query.data.scoredFarms === 0)
    body = (
      <EmptyState
        title="No scored audit yet"
        description="The portfolio compares each farm's latest scored audit with the one before it. Score an audit to see it here."
      />
    );
  else
    body = (
      <Stack gap="xl">
        <PortfolioFigures portfolio={query.data} />
        <MigrationTable portfolio={query.data} />
        <WorsenedFarms portfolio={query.data} showCompany={scope === 'all'} />
        <StaleFarms portfolio={query.data} showCompany={scope === 'all'} />
      </Stack>
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        {mayAll ? (
          <SegmentedControl
            aria-label="Whose farms"
            value={whole}
            onChange={(v) => setWhole(v)}
            data={[
              { value: 'company', label: company.name },
              { value: 'all', label: 'All companies' },
            ]}
          />
        ) : (
          <span />
        )}
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          onClick={() => exporter.mutate(scope)}
          loading={exporter.isPending}
        >
          Download CSV
        </Button>
      </Group>
      {body}
    </Stack>
  );
}
