import { Box, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '../../../components/icons.tsx';
import compact from '../../../components/rich-text/rich-text-compact.module.css';
import { RichTextView } from '../../../components/rich-text/rich-text-view.tsx';
import { RiskBadge } from '../../../components/risk-badge.tsx';
import type { ActionItem } from '../api/survey-actions.api.ts';
import { ResolveButton } from '../../../components/actions/resolve-button.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { ActionDueLine } from '../../../components/actions/action-due-line.tsx';

export interface ActionCardProps {
  action: ActionItem;
  refusal: string | null;
  onReview: (action: ActionItem) => void;
  onEditDue: (action: ActionItem) => void;
}

/**
 * One action: title, when and by whom, owner and due date (Overdue in words), risk, description; resolved ones add
 * the check, closer, date and comment. Who may resolve an open action may change its owner and due date.
 */
export function ActionCard({ action, refusal, onReview, onEditDue }: ActionCardProps) {
  const closed = Boolean(action.closedAt);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={action.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            {closed ? (
              <ThemeIcon color="teal" radius="xl" size="sm" aria-label="Resolved" role="img">
                <IconCheck size={14} />
              </ThemeIcon>
            ) : null}
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={650} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {action.title}
              </Text>
              <Text size="xs" c="dimmed">
                Created {formatDate(action.createdAt)} by {action.createdByName}
              </Text>
            </Stack>
          </Group>
          <RiskBadge risk={action.riskLevel} style={{ flexShrink: 0 }} />
        </Group>
        <ActionDueLine owner={action.owner} dueOn={action.dueOn} closedAt={action.closedAt} />
        <Box className={compact.compact}>
          <RichTextView html={action.description} />
        </Box>
        {closed ? (
          <Paper radius="md" p="sm" bg="teal.0">
            <Text size="xs" fw={600} c="teal.9">
              Resolved by {action.closedByName ?? 'an unknown user'} on {formatDate(action.closedAt)}
            </Text>
            {action.closedDescription ? (
              <Box className={compact.compact}>
                <RichTextView html={action.closedDescription} />
              </Box>
            ) : null}
          </Paper>
        ) : (
          <Group justify="flex-end" gap="xs">
            {refusal ? null : (
              <Button size="xs" variant="default" onClick={() => onEditDue(action)} aria-label={`Owner and due date of ${action.title}`}>
                Owner and due date
              </Button>
            )}
            <ResolveButton refusal={refusal} onReview={() => onReview(action)} label={`Review ${action.title}`} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
