import { useMutation } from '@tanstack/react-query';
import { okSchema } from '@aquarisk/contract/schemas/common.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export interface ChangePasswordValues {
  clid: string;
  password: string;
}

/** Sets a new password with the reset link's id (POST /password/change, client auth). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (values: ChangePasswordValues) =>
      apiRequest('/password/change', { method: 'POST', auth: 'client', body: values, schema: okSchema }),
  });
}
