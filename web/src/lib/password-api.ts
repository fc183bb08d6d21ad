import { useMutation } from '@tanstack/react-query';
import { successMessages } from '@aquarisk/contract/messages';
import { authEndpoints } from '@aquarisk/contract/endpoints/auth.endpoints';
import { notifySuccess } from './alerts.ts';
import { callApi } from './api-client.ts';
import type { ErrorContext } from './error-handler.ts';

/** Mails a single-use reset link; the server answers alike whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return callApi(authEndpoints.passwordReset, { body: { email } });
}

/** Sends the reset link and says so: 'Reset Password instructions have been sent to {email}.' */
export function usePasswordResetRequest(errorContext: Omit<ErrorContext, 'retry'> = {}) {
  return useMutation({
    mutationFn: (email: string) => requestPasswordReset(email),
    onSuccess: (_data, email) => notifySuccess(successMessages.resetSent(email)),
    meta: { errorContext },
  });
}
