import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Group, Stack, Tooltip } from '@mantine/core';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import { Link, useParams } from 'react-router';
import { AuditFrame } from '../../components/audit-frame/audit-frame.tsx';
import { EnvironmentPanel } from '../../components/audit-media/environment-panel.tsx';
import { auditKeys, useSurveyQuery } from '../../components/audit-frame/audit-frame-api.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { auditResultPath, hasResults } from './audit-state.ts';
import { QuestionFlow } from './question/question-flow.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { RefusedAnswers } from './question/refused-answers.tsx';
import { type OfflineAudit, useOfflineAudit } from '../../lib/offline/use-offline-audit.ts';
import { useSyncStatus } from '../../lib/offline/sync-status.ts';

const stateLabels = { NOT_STARTED: 'Not Started', IN_PROGRESS: 'In Progress', SCORED: 'Scored' } as const;

/**
 * Offline, the audit frame's farm panel and the header read the device's copy of the audit (issue 27): its detail
 * and farm come with the package, so the screen looks as it does online; so do the people a USER answer may name.
 */
function useKeptAuditFrame(surveyExtId: string, offline: OfflineAudit) {
  const client = useQueryClient();
  const { online } = useSyncStatus();
  const pkg = offline.stored?.pkg;
  useEffect(() => {
    if (online || !pkg) return;
    if (client.getQueryData(auditKeys.farm(surveyExtId)) === undefined) client.setQueryData(auditKeys.farm(surveyExtId), pkg.farm);
    if (client.getQueryData(auditKeys.survey(surveyExtId)) === undefined) client.setQueryData(auditKeys.survey(surveyExtId), pkg.survey);
    if (client.getQueryData(auditKeys.people(surveyExtId, '')) === undefined)
      client.setQueryData(auditKeys.people(surveyExtId, ''), pkg.people);
  }, [client, online, pkg, surveyExtId]);
}

/** /audit/view-audit/{surveyExtId}: answering the audit, one question at a time, inside the audit frame. */
export function AuditQuestionPage() {
  const { surveyExtId = '' } = useParams();
  const survey = useSurveyQuery(surveyExtId);
  const offline = useOfflineAudit(surveyExtId);
  useKeptAuditFrame(surveyExtId, offline);
  // Offline the header reads the device's copy; answers given on the device start the audit there too (issue 27).
  const shownSurvey = survey.data ?? offline.stored?.pkg.survey;
  const s = shownSurvey?.state === 'NOT_STARTED' && offline.queued.length ? { ...shownSurvey, state: 'IN_PROGRESS' as const } : shownSurvey;
  return (
    <AuditFrame surveyExtId={surveyExtId}>
      <PageHeader
        eyebrow={s ? `${s.farmName} · ${s.surveyYear}` : undefined}
        title={s?.name ?? 'Audit'}
        actions={
          s ? (
            <Group gap="sm">
              {offline.stored ? (
                <Tooltip
                  label={`Kept on this device since ${formatDateTime(offline.stored.pkg.fetchedAt)}: answers given offline are saved when the connection returns.`}
                  multiline
                  w={280}
                >
                  <Badge variant="outline" color="lagoon" data-testid="available-offline">
                    {offlineMessages.madeAvailable}
                  </Badge>
                </Tooltip>
              ) : null}
              <Badge variant="light" color={s.state === 'SCORED' ? 'lagoon' : s.state === 'IN_PROGRESS' ? 'ocean' : 'gray'}>
                {stateLabels[s.state]}
              </Badge>
              {hasResults(s) && (
                <Button component={Link} to={auditResultPath(surveyExtId)} size="xs" variant="light">
                  Results
                </Button>
              )}
            </Group>
          ) : null
        }
      />
      <Stack gap="lg">
        <RefusedAnswers surveyExtId={surveyExtId} />
        <QuestionFlow key={surveyExtId} surveyExtId={surveyExtId} offline={offline} />
        <EnvironmentPanel surveyExtId={surveyExtId} />
      </Stack>
    </AuditFrame>
  );
}
