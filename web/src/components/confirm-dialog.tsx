import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** the question, e.g. confirmMessages.deleteFarm(name, audits) */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** red confirm button for destructive actions */
  danger?: boolean;
  loading?: boolean;
  /** keeps the confirm button off until the user has done what the message asks (typed a name) */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an irreversible action; Cancel has the focus so Enter never deletes by accident. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  danger = false,
  loading = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered radius="lg" closeOnClickOutside={!loading}>
      {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading} disabled={confirmDisabled}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}

/** Asks before deleting `what` (a farm, a user, a company…): titled 'Delete <what>', with a red Delete. */
export function ConfirmDelete({ what, ...props }: Omit<ConfirmDialogProps, 'title' | 'confirmLabel' | 'danger'> & { what: string }) {
  return <ConfirmDialog {...props} title={`Delete ${what}`} confirmLabel="Delete" danger />;
}
