import { useEffect } from 'react';
import { Checkbox, Group, Text } from '@mantine/core';
import { riskText, formatScore } from '@aquarisk/contract/risk';
import { formatDate } from '../../../lib/format-date.ts';
import { useLastScoredAudit } from '../api/last-scored-audit.api.ts';

export interface CarryFromLastProps {
  companyExtId: string | undefined;
  farmExtId: string | undefined;
  /** the audit to start from, null to start empty, undefined until the user or the default chose */
  value: string | null | undefined;
  onChange: (auditExtId: string | null) => void;
}

/**
 * 'Start from the last audit' (issue 26 item 1): offered once the chosen farm has a scored audit, named with its date
 * and band. Its answers are carried forward for the auditor to confirm or change; the measures of the period are
 * asked fresh. Chosen by default, since a farm audited every year mostly stays as it was.
 */
export function CarryFromLast({ companyExtId, farmExtId, value, onChange }: CarryFromLastProps) {
  const last = useLastScoredAudit(companyExtId, farmExtId);
  const found = last.data?.externalId;
  useEffect(() => {
    if (found && value === undefined) onChange(found);
  }, [found, value, onChange]);
  if (!farmExtId) return null;
  if (last.isPending)
    return (
      <Text size="sm" c="dimmed" role="status">
        Looking for the farm's last scored audit…
      </Text>
    );
  if (last.isError)
    return (
      <Text size="sm" c="red.8" role="alert">
        The farm's earlier audits could not be loaded; the audit starts empty.
      </Text>
    );
  const audit = last.data;
  if (!audit)
    return (
      <Text size="sm" c="dimmed">
        This farm has no scored audit yet: the audit starts empty.
      </Text>
    );
  const score = audit.scoring;
  return (
    <Checkbox
      checked={value === audit.externalId}
      onChange={(e) => onChange(e.currentTarget.checked ? audit.externalId : null)}
      label="Start from the last audit"
      description={
        <Group gap={6} component="span" wrap="wrap">
          <span>
            {audit.name} · {formatDate(audit.surveyDate ?? audit.createdAt)}
            {score ? ` · ${riskText(score.risk)} (${formatScore(score.normScore)})` : ''}.
          </span>
          <span>
            Its answers are carried forward for you to confirm or change; mortality, lice, oxygen, escapes and density are asked fresh.
          </span>
        </Group>
      }
    />
  );
}
