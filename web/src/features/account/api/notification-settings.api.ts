import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reminderEndpoints } from '@aquarisk/contract/endpoints/reminder.endpoints';
import type { NotificationSettings } from '@aquarisk/contract/schemas/reminder.schema';
import { callApi } from '../../../lib/api-client.ts';
import { accountKeys } from './account.api.ts';

const settingsKey = () => [...accountKeys.all, 'notifications'] as const;

/** GET /user/me/notifications: whether the weekly digest of actions is off. */
export function useNotificationSettingsQuery() {
  return useQuery({
    queryKey: settingsKey(),
    queryFn: ({ signal }) => callApi(reminderEndpoints.notificationSettings, { signal }),
    meta: { errorContext: { message: 'API error while loading your mail settings.' } },
  });
}

/** PUT /user/me/notifications: turns the weekly digest off or on (escalations are always sent). */
export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) => callApi(reminderEndpoints.saveNotificationSettings, { body }),
    onSuccess: (saved) => client.setQueryData(settingsKey(), saved),
    meta: { errorContext: { message: 'API error while saving your mail settings.' } },
  });
}
