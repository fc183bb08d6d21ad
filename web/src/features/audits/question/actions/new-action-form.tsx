import { useState, type FormEvent } from 'react';
import { Select, Stack, TextInput } from '@mantine/core';
import { FINDINGS_DEFAULT_HTML } from '@aquarisk/contract/answers/answer-rules';
import { actionRiskLevels, riskText, type ActionRiskLevel } from '@aquarisk/contract/risk';
import type { NewActionInput } from '@aquarisk/contract/schemas/action.schema';
import { RichTextInput } from '../../../../components/rich-text/rich-text-input.tsx';
import { firstActionFailure } from './first-action-failure.ts';
import { FormFooter } from '../../../../components/form-footer.tsx';

export interface NewActionFormProps {
  questionId: number;
  saving: boolean;
  onSubmit: (input: NewActionInput) => void;
  onCancel: () => void;
}

const riskOptions = actionRiskLevels.map((r) => ({ value: r, label: riskText(r) }));

/** Title, a description that starts with the Findings and Recommendations headings, and one of five risk levels. */
export function NewActionForm({ questionId, saving, onSubmit, onCancel }: NewActionFormProps) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState(FINDINGS_DEFAULT_HTML);
  const [riskLevel, setRiskLevel] = useState<ActionRiskLevel | null>(null);
  const [tried, setTried] = useState(false);
  const values = { title, description, riskLevel: riskLevel ?? undefined, questionId } as NewActionInput;
  const failure = tried ? firstActionFailure(values) : null;
  const errorOf = (field: string) => (failure?.field === field ? failure.message : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!firstActionFailure(values)) onSubmit({ ...values, title: title.trim() });
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
        <FormFooter onCancel={onCancel} saving={saving} />
      </Stack>
    </form>
  );
}
