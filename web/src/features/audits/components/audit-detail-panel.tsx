import { Loader, Paper } from '@mantine/core';
import { auditDate } from '@aquarisk/contract/farm-facts';
import type { Survey } from '@aquarisk/contract/schemas/survey.schema';
import { useSurveyFarmQuery } from '../../../components/audit-frame/audit-frame-api.ts';
import { FarmDetailPanel } from '../../../components/audit-frame/farm-detail-panel.tsx';
import type { FarmWithAudits } from '../api/list-audits.api.ts';

/**
 * The selected audit's farm on the right (desktop). The list carries a farm summary only, so the panel reads the
 * audit's whole farm (shared with the audit's own screens). The audit date shown is the selected audit's own date
 * when it has one; the panel hides it when it is the placeholder date.
 */
export function AuditDetailPanel({ farm, survey }: { farm: FarmWithAudits; survey: Survey }) {
  const whole = useSurveyFarmQuery(survey.externalId);
  if (!whole.data)
    return (
      <Paper withBorder radius="md" p="md" component="aside" aria-label={`Farm ${farm.name}`} aria-busy="true">
        <Loader size="sm" />
      </Paper>
    );
  return <FarmDetailPanel farm={{ ...whole.data, surveyDate: auditDate(survey, whole.data) }} />;
}
