import { useMutation, useQueryClient } from '@tanstack/react-query';
import { farmEndpoints } from '@aquarisk/contract/endpoints/farm.endpoints';
import { screenMessages } from '@aquarisk/contract/messages';
import type { AuditSchedule, AuditScheduleInput } from '@aquarisk/contract/schemas/audit-schedule.schema';
import { callApi } from '../../../lib/api-client.ts';
import { handleApiError } from '../../../lib/error-handler.ts';
import { farmKeys } from './farm-keys.ts';

/** PUT /company/{id}/farm/{farmId}/schedule: sets or clears the farm's audit schedule; answers it with its badge. */
export function setFarmSchedule(companyId: string, farmId: string, body: AuditScheduleInput): Promise<AuditSchedule> {
  return callApi(farmEndpoints.schedule, { params: { id: companyId, farmId }, body });
}

/** Saves the schedule; the farm, the farm list (its order and badges) refetch. */
export function useSetFarmSchedule(companyId: string, farmId: string, farmName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AuditScheduleInput) => setFarmSchedule(companyId, farmId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: farmKeys.company(companyId) }),
    onError: (error) =>
      handleApiError(error, { message: screenMessages.saveSchedule, object: 'audit schedule', objectName: farmName, operation: 'saved' }),
  });
}
