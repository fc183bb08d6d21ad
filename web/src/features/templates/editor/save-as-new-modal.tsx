import { useState } from 'react';
import { Modal, Stack, TextInput } from '@mantine/core';
import { NAME_HINT } from '../components/name-hint.ts';
import { FormFooter } from '../../../components/form-footer.tsx';

export interface SaveAsNewModalProps {
  opened: boolean;
  currentName: string;
  saving: boolean;
  /** the server's reason when it refused the name (409) */
  error: string | null;
  onSave: (name: string) => void;
  onClose: () => void;
}

/** 'Save as new' (docs/requirements.md#results-2): the edited template under a 'New template file name'. */
export function SaveAsNewModal({ opened, currentName, saving, error, onSave, onClose }: SaveAsNewModalProps) {
  const [name, setName] = useState(`${currentName}-copy`);
  const [required, setRequired] = useState(false);
  const submit = () => {
    if (!name.trim()) return setRequired(true);
    onSave(name.trim());
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Save as new" closeOnClickOutside={!saving}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="New template file name"
            description={NAME_HINT}
            required
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setRequired(false);
            }}
            error={required ? 'Template name is required' : error}
            data-autofocus
          />
          <FormFooter onCancel={onClose} saving={saving} submitLabel="Save as new" />
        </Stack>
      </form>
    </Modal>
  );
}
