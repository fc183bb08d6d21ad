import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Grid, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { screenMessages } from '@aquarisk/contract/messages';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import type { CompanyRef } from '../../lib/session.ts';
import { useCountriesQuery } from './api/countries.api.ts';
import { useCountryFarmCountsQuery } from './api/country-farm-counts.api.ts';
import { useFarmMapItemsQuery } from './api/farm-map-items.api.ts';
import { useRiskSummaryQuery } from './api/risk-summary.api.ts';
import { CountryTable } from './components/country-table.tsx';
import { IntelligenceMap, preloadIntelligenceMap } from './components/intelligence-map.tsx';
import { MapFilters, NO_COUNTRY } from './components/map-filters.tsx';
import { MapLegend } from './components/map-legend.tsx';
import { MapModeControl } from './components/map-mode-control.tsx';
import { RiskSummaryChart } from './components/risk-summary-chart.tsx';
import { TotalsPanel } from './components/totals-panel.tsx';
import { useIntelligenceParams } from './intelligence-params.ts';
import { sectionNames, shownInMode } from './map-modes.ts';

export const NO_SCORED_AUDITS = 'No scored audits yet';

/** The company's farms on the map by risk and figures, with totals, the risk summary and the country data. */
export function IntelligenceView({ company }: { company: CompanyRef }) {
  const navigate = useNavigate();
  const [{ mode, section }, update] = useIntelligenceParams();
  const farms = useFarmMapItemsQuery(company.externalId);
  const risk = useRiskSummaryQuery(company.externalId, section);
  const countries = useCountriesQuery(company.externalId, mode.scoredOnly);
  const countryCounts = useCountryFarmCountsQuery(company.externalId);
  const [country, setCountry] = useState<string | null>(null);
  const [fit, setFit] = useState<{ country?: string | null; nonce: number }>({ nonce: 0 });
  const [focus, setFocus] = useState<{ farmExtId: string; nonce: number } | null>(null);
  const large = useMediaQuery('(min-width: 75em)', true);
  const items = farms.data;
  const sections = useMemo(() => sectionNames(items ?? []), [items]);
  useEffect(preloadIntelligenceMap, []);

  if (farms.isPending) return <LoadingState variant="list" rows={3} label="Loading the farms…" />;
  if (farms.isError)
    return <ErrorState error={farms.error} message={screenMessages.loadCompanyFarmsWithAudits} onRetry={() => void farms.refetch()} />;
  if (!items!.some((i) => i.surveyId !== null)) {
    return (
      <EmptyState
        title={NO_SCORED_AUDITS}
        description={
          items!.length
            ? 'When an audit of one of your farms is scored, the farm appears on this map with its risk.'
            : 'There are no farms to show yet.'
        }
        actions={
          <Button variant="light" onClick={() => navigate('/audits')}>
            Go to audits
          </Button>
        }
      />
    );
  }
  const list = items!;
  const shown = list.filter((i) => i.latitude !== null && i.longitude !== null && shownInMode(i, mode)).length;
  const chosenSection = section && sections.includes(section) ? section : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <MapModeControl value={mode.key} onChange={(key) => update({ mode: key })} />
      </Group>
      <MapFilters
        sections={sections}
        section={chosenSection}
        onSection={(s) => update({ section: s })}
        countries={countryCounts.data}
        country={country}
        onCountry={(c) => {
          setCountry(c);
          setFit((f) => ({ ...(c === null ? {} : { country: c === NO_COUNTRY ? null : c }), nonce: f.nonce + 1 }));
        }}
        items={list}
        onFarm={(farmExtId) => setFocus((f) => ({ farmExtId, nonce: (f?.nonce ?? 0) + 1 }))}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <IntelligenceMap
            items={list}
            mode={mode}
            section={chosenSection}
            sections={sections}
            focus={focus}
            fit={fit}
            onOpenResults={(href) => navigate(href)}
            height={large ? 640 : 440}
          >
            <MapLegend
              mode={mode}
              section={chosenSection}
              shown={shown}
              hidden={list.length - shown}
              stale={list.filter((i) => i.stale).length}
            />
          </IntelligenceMap>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <TotalsPanel countries={countries.data} scoredOnly={mode.scoredOnly} />
            {risk.isError && !risk.data ? (
              <ErrorState error={risk.error} message={screenMessages.loadRiskSummary} onRetry={() => void risk.refetch()} />
            ) : (
              <RiskSummaryChart summary={risk.data} section={chosenSection} />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {countries.isError && !countries.data ? (
        <ErrorState error={countries.error} message={screenMessages.loadCountries} onRetry={() => void countries.refetch()} />
      ) : countries.data ? (
        <CountryTable countries={countries.data} />
      ) : null}
    </Stack>
  );
}
