import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@aquarisk/contract/endpoints/auth.endpoints';
import { callApi } from '../../../lib/api-client.ts';

export interface ChangePasswordValues {
  clid: string;
  password: string;
}

/** Sets a new password with the reset link's id (POST /password/change, client auth). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (values: ChangePasswordValues) => callApi(authEndpoints.passwordChange, { body: values }),
  });
}
