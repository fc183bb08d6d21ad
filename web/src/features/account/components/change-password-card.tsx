import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { screenMessages } from '@aquarisk/contract/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { IconKey } from '../../../components/icons.tsx';
import { usePasswordResetRequest } from '../../../lib/password-api.ts';

/** 'Change password' mails the reset link to the user's own address (POST /password/reset). */
export function ChangePasswordCard({ email }: { email: string }) {
  const [confirming, setConfirming] = useState(false);
  const reset = usePasswordResetRequest({ message: screenMessages.changePassword });
  const send = () =>
    reset.mutate(email, {
      onSettled: () => setConfirming(false),
    });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} maw={520}>
          <Title order={2} size="h4" c="navy.9">
            Password
          </Title>
          <Text size="sm" c="dimmed">
            We will e-mail you a single-use link to choose a new password. The link expires after one hour.
          </Text>
        </Stack>
        <Button variant="light" leftSection={<IconKey size={16} />} onClick={() => setConfirming(true)}>
          Change password
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Change password"
        message={`We will send a password reset link to ${email}.`}
        confirmLabel="Send link"
        loading={reset.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
