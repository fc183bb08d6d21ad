import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { shellLabels } from '@aquarisk/contract/messages';
import { IconAlert } from '../../../components/icons.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { describeError, handleApiError } from '../../../lib/error-handler.ts';
import { signInLanding } from '../../../lib/sign-in-target.ts';
import { SignInStepError, useSignIn } from '../api/sign-in.api.ts';
import { SsoButton } from './sso-button.tsx';

/** Sign-in fields carry no bounds (docs/requirements.md#core-5); the server's answer decides. */
const loginFormSchema = z.object({ email: z.string(), password: z.string() });
type LoginFormValues = z.infer<typeof loginFormSchema>;

export function LoginForm() {
  const signIn = useSignIn(signInLanding(useLocation()));
  const form = useForm<LoginFormValues>({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '' } });
  const rootError = form.formState.errors.root?.message;

  const onSubmit = form.handleSubmit((values) => {
    form.clearErrors('root');
    signIn.mutate(values, {
      onError(err) {
        if (err instanceof SignInStepError) {
          handleApiError(err.failure, { message: err.screenMessage });
          return;
        }
        // Sign-in alerts ('Incorrect e-mail or password', 'API error while sign in.') stay beside the form.
        const outcome = describeError(err, { auth: 'sign in' });
        if (outcome.kind === 'alert') form.setError('root', { message: outcome.text });
        else handleApiError(err, { auth: 'sign in' });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {rootError ? (
          <Alert color="red" variant="light" icon={<IconAlert size={18} />} role="alert">
            {rootError}
          </Alert>
        ) : null}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          placeholder="you@company.com"
          autoFocus
          {...form.register('email')}
        />
        <PasswordField label="Password" autoComplete="current-password" {...form.register('password')} />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to="/forgotpassword" size="sm">
            {shellLabels.forgotPassword}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={signIn.isPending}>
          Sign in
        </Button>
        <SsoButton email={() => form.getValues('email')} onRefused={(message) => form.setError('root', { message })} />
        <Text size="sm" c="dimmed" ta="center">
          New to Aquarisk? Please{' '}
          <Anchor component={Link} to="/#contact" size="sm" underline="always">
            {shellLabels.requestDemo}
          </Anchor>
          .
        </Text>
      </Stack>
    </form>
  );
}
