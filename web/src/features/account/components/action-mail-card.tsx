import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useNotificationSettingsQuery, useSaveNotificationSettings } from '../api/notification-settings.api.ts';

/** The weekly digest of one's actions, on or off; reminders and escalations about overdue actions always come. */
export function ActionMailCard() {
  const settings = useNotificationSettingsQuery();
  const save = useSaveNotificationSettings();
  const optedOut = save.isPending ? Boolean(save.variables?.digestOptOut) : Boolean(settings.data?.digestOptOut);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm" maw={520}>
        <Title order={2} size="h4" c="navy.9">
          Mail about actions
        </Title>
        <Text size="sm" c="dimmed">
          You are reminded of an action you own three days before it is due. Company admins are told when an action is overdue; that mail
          cannot be turned off.
        </Text>
        <Switch
          label="Weekly digest of my open and overdue actions"
          checked={!optedOut}
          disabled={!settings.data}
          onChange={(e) => save.mutate({ digestOptOut: !e.currentTarget.checked })}
        />
      </Stack>
    </Paper>
  );
}
