import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { recoverFormSchema } from '@aquarisk/contract/schemas/auth.schema';
import { successMessages } from '@aquarisk/contract/messages';
import { IconMail } from '../../../components/icons.tsx';
import { usePasswordResetRequest } from '../../../lib/password-api.ts';
import { PasswordFormFooter } from './password-form-footer.tsx';

type RecoverFormValues = z.input<typeof recoverFormSchema>;

/** An empty e-mail shows 'Incorrect e-mail' and nothing is sent (docs/requirements.md#core-5). */
export function ForgotPasswordForm() {
  const reset = usePasswordResetRequest();
  const form = useForm<RecoverFormValues, unknown, z.output<typeof recoverFormSchema>>({
    resolver: zodResolver(recoverFormSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(({ email }) => reset.mutate(email));

  if (reset.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" icon={<IconMail size={18} />} role="status">
          {successMessages.resetSent(reset.variables)}
        </Alert>
        <Button component={Link} to="/login" variant="light" fullWidth>
          Back to sign in
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          autoFocus
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <PasswordFormFooter submitLabel="Send reset link" pending={reset.isPending} />
      </Stack>
    </form>
  );
}
