import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { resetFormSchema } from '@aquarisk/contract/schemas/auth.schema';
import { screenMessages, successMessages } from '@aquarisk/contract/messages';
import { PasswordField } from '../../../components/password-field.tsx';
import { notifySuccess } from '../../../lib/alerts.ts';
import { handleApiError } from '../../../lib/error-handler.ts';
import { dropSessionAfterPasswordChange, useChangePassword } from '../api/change-password.api.ts';
import { PasswordFormFooter } from './password-form-footer.tsx';

type ResetFormValues = z.infer<typeof resetFormSchema>;

/**
 * New password and its confirmation (docs/requirements.md#core-5). On success 'Password reset!' and on to / (docs/requirements.md#core-2): the landing
 * page with its Sign in button. A session the browser held ended with the old password: it is dropped quietly.
 */
export function ResetPasswordForm() {
  const { guid = '' } = useParams();
  const navigate = useNavigate();
  const change = useChangePassword();
  const form = useForm<ResetFormValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ password }) =>
    change.mutate(
      { clid: guid, password },
      {
        onSuccess() {
          notifySuccess(successMessages.passwordReset);
          dropSessionAfterPasswordChange();
          void navigate('/', { replace: true });
        },
        onError: (err) => handleApiError(err, { message: screenMessages.changePassword }),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          autoFocus
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmation?.message}
          {...form.register('confirmation')}
        />
        <PasswordFormFooter submitLabel="Set new password" pending={change.isPending} />
      </Stack>
    </form>
  );
}
