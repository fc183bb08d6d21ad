import { Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatScore } from '@aquarisk/contract/risk';
import { screenMessages } from '@aquarisk/contract/messages';
import { CapNotice } from '../../../components/cap-notice.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { RiskBadge } from '../../../components/risk-badge.tsx';
import { useStepResultsQuery, type StepResults } from '../api/step-results.api.ts';
import { useAuditUserNames } from '../../../components/audit-frame/audit-people-api.ts';
import { StepQuestions } from './step-questions.tsx';

export interface StepSelection {
  sectionId: number;
  stepId: number;
  /** shown as the title until the step has loaded */
  title: string;
}

export interface StepDetailProps {
  surveyExtId: string;
  selection: StepSelection | null;
  showScore: boolean;
  onClose: () => void;
}

function StepBody({ step, surveyExtId, showScore }: { step: StepResults; surveyExtId: string; showScore: boolean }) {
  const userIds = step.questions.filter((q) => q.answerType === 'USER' && q.answer?.answerStr).map((q) => q.answer!.answerStr!);
  const names = useAuditUserNames(surveyExtId, userIds);
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap">
        <RiskBadge risk={step.risk} size="lg" />
        {showScore ? (
          <Text size="sm" c="dimmed" data-testid="step-detail-score">
            Score {formatScore(step.normScore)}
            {step.score !== null && step.score !== undefined && step.maxScore !== null && step.maxScore !== undefined
              ? ` (${step.score} of ${step.maxScore})`
              : ''}
          </Text>
        ) : null}
      </Group>
      <CapNotice level={step} />
      {step.description ? (
        <Text size="sm" c="dimmed">
          {step.description}
        </Text>
      ) : null}
      {userIds.length > 0 && names.isPending ? (
        <LoadingState variant="list" rows={2} label="Loading answers…" />
      ) : (
        <StepQuestions questions={step.questions} userNames={names.data ?? new Map()} />
      )}
    </Stack>
  );
}

/** The step detail (docs/requirements.md#results-2): the step's questions with their answers, in a dialog over the results. */
export function StepDetail({ surveyExtId, selection, showScore, onClose }: StepDetailProps) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const query = useStepResultsQuery(surveyExtId, selection);
  const step = query.data;
  return (
    <Modal
      opened={selection !== null}
      onClose={onClose}
      size="xl"
      fullScreen={fullScreen ?? false}
      title={
        <Stack gap={0}>
          {step ? (
            <Text size="xs" tt="uppercase" fw={700} c="lagoon.7" style={{ letterSpacing: '0.08em' }}>
              {step.sectionName}
            </Text>
          ) : null}
          <Text fw={650} fz="lg" c="navy.9">
            {step?.title ?? selection?.title}
          </Text>
        </Stack>
      }
    >
      {query.isPending ? <LoadingState variant="list" rows={3} label="Loading answers…" /> : null}
      {query.isError ? (
        <ErrorState error={query.error} message={screenMessages.loadAuditResults} onRetry={() => void query.refetch()} />
      ) : null}
      {step ? <StepBody key={step.id} step={step} surveyExtId={surveyExtId} showScore={showScore} /> : null}
    </Modal>
  );
}
