import { useState, type FormEvent } from 'react';
import { Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { dueOnSchema } from '@aquarisk/contract/action-due';
import type { Action } from '@aquarisk/contract/schemas/action.schema';
import { ActionOwnerSelect, UNASSIGNED } from '../../../components/actions/action-owner-select.tsx';
import { FormFooter } from '../../../components/form-footer.tsx';
import { RiskBadge } from '../../../components/risk-badge.tsx';
import { useSetActionDue } from '../api/set-action-due.api.ts';

export interface ActionDueModalProps {
  action: Action | null;
  companyExtId: string;
  /** the action's audit, when known: its farm's people may own the action */
  surveyExtId?: string | undefined;
  onClose: () => void;
}

function ActionDueForm({ action, companyExtId, surveyExtId, onClose }: Omit<ActionDueModalProps, 'action'> & { action: Action }) {
  const save = useSetActionDue();
  const [owner, setOwner] = useState(action.owner?.externalId ?? UNASSIGNED);
  const [dueOn, setDueOn] = useState(action.dueOn ?? '');
  const [tried, setTried] = useState(false);
  const parsed = dueOnSchema.safeParse(dueOn);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!parsed.success) return;
    const input = { ownerExtId: owner === UNASSIGNED ? null : owner, dueOn: parsed.data };
    save.mutate({ actionExtId: action.externalId, input }, { onSuccess: onClose });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Owner and due date">
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={650}>{action.title}</Text>
          <RiskBadge risk={action.riskLevel} />
        </Group>
        <ActionOwnerSelect
          companyExtId={companyExtId}
          surveyExtId={surveyExtId}
          value={owner}
          onChange={setOwner}
          current={action.owner}
          withinPortal={false}
        />
        <TextInput
          type="date"
          label="Due date"
          withAsterisk
          value={dueOn}
          onChange={(e) => setDueOn(e.currentTarget.value)}
          error={tried && !parsed.success ? parsed.error.issues[0]?.message : undefined}
        />
        <FormFooter onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}

/** "Owner and due date" of an open action, for those who may resolve it (the server refuses the rest). */
export function ActionDueModal({ action, companyExtId, surveyExtId, onClose }: ActionDueModalProps) {
  return (
    <Modal opened={action !== null} onClose={onClose} title="Owner and due date">
      {action ? <ActionDueForm action={action} companyExtId={companyExtId} surveyExtId={surveyExtId} onClose={onClose} /> : null}
    </Modal>
  );
}
