import { Badge, Button, Group, Stack, Tooltip } from '@mantine/core';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import { Link, useParams } from 'react-router';
import { AuditFrame } from '../../components/audit-frame/audit-frame.tsx';
import { EnvironmentPanel } from '../../components/audit-media/environment-panel.tsx';
import { useSurveyQuery } from '../../components/audit-frame/audit-frame-api.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { auditResultPath, hasResults } from './audit-state.ts';
import { QuestionFlow } from './question/question-flow.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { RefusedAnswers } from './question/refused-answers.tsx';
import { useOfflineAudit } from '../../lib/offline/use-offline-audit.ts';

const stateLabels = { NOT_STARTED: 'Not Started', IN_PROGRESS: 'In Progress', SCORED: 'Scored' } as const;

/** /audit/view-audit/{surveyExtId}: answering the audit, one question at a time, inside the audit frame. */
export function AuditQuestionPage() {
  const { surveyExtId = '' } = useParams();
  const survey = useSurveyQuery(surveyExtId);
  const offline = useOfflineAudit(surveyExtId);
  // Offline the header reads the device's copy of the audit (issue 27).
  const s = survey.data ?? offline.stored?.pkg.survey;
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
