import { Button, Group } from '@mantine/core';

export interface FormFooterProps {
  onCancel: () => void;
  /** the submit button's label: Save, Resolve, Save as new… */
  submitLabel?: string;
  saving: boolean;
}

/** Cancel and the submit button, right-aligned, as every form and modal of the app ends. */
export function FormFooter({ onCancel, submitLabel = 'Save', saving }: FormFooterProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
