import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { riskColor, riskText } from '@aquarisk/contract/risk';
import { useCreateAction } from '../../api/create-action.api.ts';
import type { QuestionAction as ActionSummary } from '@aquarisk/contract/schemas/question-flow.schema';
import { NewActionForm } from './new-action-form.tsx';
import { QuestionActionDue } from './question-action-due.tsx';
import { useSession } from '../../../../lib/use-session.ts';

export interface NewActionModalProps {
  surveyExtId: string;
  questionId: number;
  actions: ActionSummary[];
  opened: boolean;
  onClose: () => void;
}

/** New Action on the question on screen (docs/requirements.md#results-2), with the actions already raised on it listed above. */
export function NewActionModal({ surveyExtId, questionId, actions, opened, onClose }: NewActionModalProps) {
  const create = useCreateAction(surveyExtId);
  // audits are listed and opened within the current company
  const companyExtId = useSession().company?.externalId;
  return (
    <Modal opened={opened} onClose={onClose} title="New Action" size="lg">
      <Stack gap="md">
        {actions.length > 0 && (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Actions on this question">
            {actions.map((a) => (
              <Stack key={a.externalId} component="li" gap={2}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm" td={a.closedAt ? 'line-through' : undefined} truncate>
                    {a.closedAt ? '✓ ' : ''}
                    {a.title}
                  </Text>
                  <Badge size="sm" color={riskColor(a.riskLevel)} autoContrast style={{ flexShrink: 0 }}>
                    {riskText(a.riskLevel)}
                  </Badge>
                </Group>
                <QuestionActionDue action={a} />
              </Stack>
            ))}
          </Stack>
        )}
        {opened && (
          <NewActionForm
            surveyExtId={surveyExtId}
            questionId={questionId}
            companyExtId={companyExtId}
            saving={create.isPending}
            onCancel={onClose}
            onSubmit={(input) => create.mutate(input, { onSuccess: onClose })}
          />
        )}
      </Stack>
    </Modal>
  );
}
