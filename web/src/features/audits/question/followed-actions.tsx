import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { FollowedAction } from '@aquarisk/contract/schemas/question-flow.schema';
import { ResolveButton } from '../../../components/actions/resolve-button.tsx';
import { RiskBadge } from '../../../components/risk-badge.tsx';
import { auditViewPath } from '../audit-state.ts';
import { QuestionActionDue } from './actions/question-action-due.tsx';

export interface FollowedActionsProps {
  actions: FollowedAction[];
  onReview: (action: FollowedAction) => void;
}

/**
 * Open actions of the farm's earlier audits on this question (issue 26 item 2), each 'Open since <year>' with the
 * audit that raised it. One action wherever it is seen: Review resolves it for every audit; one resolved since this
 * audit began stays listed as resolved.
 */
export function FollowedActions({ actions, onReview }: FollowedActionsProps) {
  if (actions.length === 0) return null;
  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0" component="section" aria-label="Open actions from earlier audits">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {actions.map((a) => (
          <Group key={a.externalId} component="li" justify="space-between" gap="sm" wrap="wrap" align="center">
            <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
              <Group gap={6} wrap="wrap">
                {a.closedAt ? (
                  <Badge color="green" variant="light" size="sm">
                    Resolved
                  </Badge>
                ) : (
                  <Badge color="orange" variant="light" size="sm">
                    Open since {a.openSince}
                  </Badge>
                )}
                <RiskBadge risk={a.riskLevel} size="sm" />
              </Group>
              <Text size="sm" fw={600} td={a.closedAt ? 'line-through' : undefined}>
                {a.title}
              </Text>
              <QuestionActionDue action={a} />
              <Text size="xs" c="dimmed">
                Raised at{' '}
                <Anchor component={Link} to={auditViewPath(a.surveyExtId)} size="xs">
                  {a.surveyName}
                </Anchor>
              </Text>
            </Stack>
            {a.closedAt ? null : <ResolveButton refusal={a.resolveRefusal} onReview={() => onReview(a)} label={`Review ${a.title}`} />}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
