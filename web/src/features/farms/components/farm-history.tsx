import { Box } from '@mantine/core';
import { FarmTrendPanel } from '../../../components/farm-trend/farm-trend-panel.tsx';

/** The farm page's History part (issue 26 item 5): the farm's trend over its scored audits. */
export function FarmHistory({ companyExtId, farmExtId }: { companyExtId: string; farmExtId: string }) {
  return (
    <Box mt="xl">
      <FarmTrendPanel source={{ companyExtId, farmExtId }} title="History" />
    </Box>
  );
}
