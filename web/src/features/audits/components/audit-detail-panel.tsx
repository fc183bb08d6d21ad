import { auditDate } from '@aquarisk/contract/farm-facts';
import type { Survey } from '@aquarisk/contract/schemas/survey.schema';
import { FarmDetailPanel } from '../../../components/audit-frame/farm-detail-panel.tsx';
import type { FarmWithAudits } from '../api/list-audits.api.ts';

/**
 * The selected audit's farm on the right (desktop). The audit date shown is the selected audit's own date when it
 * has one; the panel hides it when it is the placeholder date.
 */
export function AuditDetailPanel({ farm, survey }: { farm: FarmWithAudits; survey: Survey }) {
  const { surveys: _audits, ...rest } = farm;
  return <FarmDetailPanel farm={{ ...rest, surveyDate: auditDate(survey, farm) }} />;
}
