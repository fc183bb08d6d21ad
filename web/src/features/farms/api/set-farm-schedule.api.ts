import { useMutation, useQueryClient } from '@tanstack/react-query';
import { farmEndpoints } from '@aquarisk/contract/endpoints/farm.endpoints';
import { screenMessages, successMessages } from '@aquarisk/contract/messages';
import type { AuditSchedule, AuditScheduleInput } from '@aquarisk/contract/schemas/audit-schedule.schema';
import { notifySuccess } from '../../../lib/alerts.ts';
import { callApi } from '../../../lib/api-client.ts';
import { handleApiError } from '../../../lib/error-handler.ts';
import { farmKeys } from './farm-keys.ts';

/** PUT /company/{id}/farm/{farmId}/schedule: sets or clears the farm's audit schedule; answers it with its badge. */
export function setFarmSchedule(companyId: string, farmId: string, body: AuditScheduleInput): Promise<AuditSchedule> {
  return callApi(farmEndpoints.schedule, { params: { id: companyId, farmId }, body });
}

/**
 * Saves the schedule and says so; the farm and the farm list (its order and badges) refetch. The alert is raised here,
 * not by the caller: the farm page's section is keyed by the saved schedule and remounts once the farm refetches.
 */
export function useSetFarmSchedule(companyId: string, farmId: string, farmName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AuditScheduleInput) => setFarmSchedule(companyId, farmId, body),
    onSuccess: () => {
      notifySuccess(successMessages.scheduleSaved);
      return client.invalidateQueries({ queryKey: farmKeys.company(companyId) });
    },
    onError: (error) =>
      handleApiError(error, { message: screenMessages.saveSchedule, object: 'audit schedule', objectName: farmName, operation: 'saved' }),
  });
}
