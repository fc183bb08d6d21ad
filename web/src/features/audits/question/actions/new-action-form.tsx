import { useState, type FormEvent } from 'react';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FINDINGS_DEFAULT_HTML } from '@aquarisk/contract/answers/answer-rules';
import { actionDueMessages, dueOnFor, dueOnSchema, utcDay } from '@aquarisk/contract/action-due';
import { actionRiskLevels, riskText, type ActionRiskLevel } from '@aquarisk/contract/risk';
import type { NewActionInput } from '@aquarisk/contract/schemas/action.schema';
import { RichTextInput } from '../../../../components/rich-text/rich-text-input.tsx';
import { firstActionFailure } from './first-action-failure.ts';
import { FormFooter } from '../../../../components/form-footer.tsx';
import { ActionOwnerSelect } from '../../../../components/actions/action-owner-select.tsx';
import { useActionDueDaysQuery } from '../../../../lib/action-due-days-api.ts';
import { useSession } from '../../../../lib/use-session.ts';

export interface NewActionFormProps {
  /** the audit: its farm's people may own the action */
  surveyExtId?: string | undefined;
  questionId: number;
  /** the audit's company: its members own actions, its due days prefill the due date */
  companyExtId: string | undefined;
  saving: boolean;
  onSubmit: (input: NewActionInput) => void;
  onCancel: () => void;
}

const riskOptions = actionRiskLevels.map((r) => ({ value: r, label: riskText(r) }));

/**
 * Title, a description that starts with the Findings and Recommendations headings, one of five risk levels, an owner
 * and a due date (issue 28 item 1). The due date follows the risk level (the company's due days from today) until the
 * user edits it; an owner left as it is goes to the server's default (the raiser when a member, else unassigned).
 */
export function NewActionForm({ surveyExtId, questionId, companyExtId, saving, onSubmit, onCancel }: NewActionFormProps) {
  const me = useSession().user;
  const dueDays = useActionDueDaysQuery(companyExtId);
  const [owner, setOwner] = useState<string | null>(null);
  const [editedDue, setEditedDue] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState(FINDINGS_DEFAULT_HTML);
  const [riskLevel, setRiskLevel] = useState<ActionRiskLevel | null>(null);
  const [tried, setTried] = useState(false);
  const prefilled = riskLevel && dueDays.data ? dueOnFor(riskLevel, dueDays.data.dueDays, utcDay(new Date())) : '';
  const dueOn = editedDue ?? prefilled;
  const values = { title, description, riskLevel: riskLevel ?? undefined, questionId } as NewActionInput;
  const failure = tried ? firstActionFailure(values) : null;
  const errorOf = (field: string) => (failure?.field === field ? failure.message : undefined);
  const dueError = tried && dueOn && !dueOnSchema.safeParse(dueOn).success ? actionDueMessages.dueOn : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (firstActionFailure(values) || (dueOn && !dueOnSchema.safeParse(dueOn).success)) return;
    const due = dueOn ? { dueOn } : {};
    const chosen = owner === null || owner === me?.externalId ? {} : { ownerExtId: owner };
    onSubmit({ ...values, title: title.trim(), ...chosen, ...due });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="New action">
      <Stack gap="md">
        <TextInput
          label="Title"
          withAsterisk
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errorOf('title')}
          data-autofocus
        />
        <RichTextInput label="Description" value={description} onChange={setDescription} error={errorOf('description')} minHeight={160} />
        <Select
          label="Risk level"
          withAsterisk
          placeholder="Choose a risk level"
          data={riskOptions}
          value={riskLevel}
          onChange={(v) => setRiskLevel(v)}
          error={errorOf('riskLevel')}
          comboboxProps={{ withinPortal: false }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ActionOwnerSelect
            companyExtId={companyExtId}
            surveyExtId={surveyExtId}
            value={owner ?? me?.externalId ?? ''}
            onChange={setOwner}
            withinPortal={false}
            allowUnassigned={false}
            description="Default: you, when a member of the farm's company"
          />
          <TextInput
            type="date"
            label="Due date"
            description={editedDue === null ? 'From the risk level' : 'As you set it'}
            value={dueOn}
            onChange={(e) => setEditedDue(e.currentTarget.value)}
            error={dueError}
          />
        </SimpleGrid>
        <FormFooter onCancel={onCancel} saving={saving} />
      </Stack>
    </form>
  );
}
