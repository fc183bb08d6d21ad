import { Text } from '@mantine/core';
import { formatDate } from '../../../lib/format-date.ts';
import { ScoreBand } from '../../../components/score-band.tsx';
import type { PortfolioAudit, PortfolioFarm } from '../api/portfolio.api.ts';

/** An audit of the portfolio: score and band, name and date, and the caps that set the band. */
export const Audit = ({ audit }: { audit: PortfolioAudit }) => (
  <div>
    <ScoreBand normScore={audit.normScore} risk={audit.risk} />
    <Text size="xs" c="dimmed" mt={4}>
      {audit.name} · {formatDate(audit.date)}
    </Text>
    {audit.caps.length > 0 ? (
      <Text size="xs" c="red.8" mt={2}>
        Capped by {audit.caps.join('; ')}
      </Text>
    ) : null}
  </div>
);

/** The farm's name, and its company's when the portfolio spans several companies. */
export const FarmName = ({ farm, showCompany }: { farm: PortfolioFarm; showCompany: boolean }) => (
  <>
    <Text fw={600}>{farm.farmName}</Text>
    {showCompany ? (
      <Text size="xs" c="dimmed">
        {farm.companyName}
      </Text>
    ) : null}
  </>
);
