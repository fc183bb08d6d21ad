import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { AuditFrame } from '../../components/audit-frame/audit-frame.tsx';
import { EnvironmentPanel } from '../../components/audit-media/environment-panel.tsx';
import { FarmTrendPanel } from '../../components/farm-trend/farm-trend-panel.tsx';
import { ResultsView } from './results-view.tsx';

/** /audit/audit-result/{surveyExtId}: the scored audit's results in the audit frame (docs/requirements.md#results-2, Results view). */
export function AuditResultsPage() {
  const { surveyExtId = '' } = useParams();
  return (
    <AuditFrame surveyExtId={surveyExtId}>
      <Stack gap="lg">
        <ResultsView key={surveyExtId} surveyExtId={surveyExtId} />
        <EnvironmentPanel surveyExtId={surveyExtId} />
        <FarmTrendPanel key={surveyExtId} source={{ surveyExtId }} title="Trend of the farm" />
      </Stack>
    </AuditFrame>
  );
}
