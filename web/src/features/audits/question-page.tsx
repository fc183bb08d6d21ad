import { Badge, Button, Group, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { AuditFrame } from '../../components/audit-frame/audit-frame.tsx';
import { EnvironmentPanel } from '../../components/audit-media/environment-panel.tsx';
import { useSurveyQuery } from '../../components/audit-frame/audit-frame-api.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { auditResultPath, hasResults } from './audit-state.ts';
import { QuestionFlow } from './question/question-flow.tsx';

const stateLabels = { NOT_STARTED: 'Not Started', IN_PROGRESS: 'In Progress', SCORED: 'Scored' } as const;

/** /audit/view-audit/{surveyExtId}: answering the audit, one question at a time, inside the audit frame. */
export function AuditQuestionPage() {
  const { surveyExtId = '' } = useParams();
  const survey = useSurveyQuery(surveyExtId);
  const s = survey.data;
  return (
    <AuditFrame surveyExtId={surveyExtId}>
      <PageHeader
        eyebrow={s ? `${s.farmName} · ${s.surveyYear}` : undefined}
        title={s?.name ?? 'Audit'}
        actions={
          s ? (
            <Group gap="sm">
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
        <QuestionFlow key={surveyExtId} surveyExtId={surveyExtId} />
        <EnvironmentPanel surveyExtId={surveyExtId} />
      </Stack>
    </AuditFrame>
  );
}
