import { Button, Group } from '@mantine/core';

export interface FormFooterProps {
  onCancel: () => void;
  /** the submit button's label: Save, Resolve, Save as new… */
  submitLabel?: string;
  saving: boolean;
  /** false for a form the user may only read: Back instead of Cancel, and no submit button */
  editable?: boolean;
  /** the submit button's least width (the full-page forms keep Save as wide as Cancel and Back) */
  submitMinWidth?: number;
}

/** Cancel and the submit button, right-aligned, as every form and modal of the app ends. */
export function FormFooter({ onCancel, submitLabel = 'Save', saving, editable = true, submitMinWidth }: FormFooterProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {editable ? 'Cancel' : 'Back'}
      </Button>
      {editable ? (
        <Button type="submit" loading={saving} miw={submitMinWidth}>
          {submitLabel}
        </Button>
      ) : null}
    </Group>
  );
}
