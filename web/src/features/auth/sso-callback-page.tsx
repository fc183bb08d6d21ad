import { useEffect, useRef } from 'react';
import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { ssoMessages } from '@aquarisk/contract/sso-messages';
import { IconAlert } from '../../components/icons.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { describeError } from '../../lib/error-handler.ts';
import { useCompleteSso } from './api/sso.api.ts';
import { AuthLayout } from './components/auth-layout.tsx';

/** What the provider sent back in the address: a code and state to redeem, or its own refusal. */
function providerAnswer(search: string) {
  const q = new URLSearchParams(search);
  const code = q.get('code');
  const state = q.get('state');
  const iss = q.get('iss');
  if (!code || !state) return null;
  return { code, state, ...(iss ? { iss } : {}) };
}

/** /sso/callback: where a company's provider sends the browser back; signs in and lands in the company. */
export function SsoCallbackPage() {
  const complete = useCompleteSso();
  const navigate = useNavigate();
  const sent = useRef(false);
  const answer = providerAnswer(useLocation().search);

  useEffect(() => {
    // Once: a code is good for one redemption, and the state for one sign-in.
    if (sent.current || !answer) return;
    sent.current = true;
    complete.mutate(answer, { onSuccess: () => void navigate('/', { replace: true }) });
  }, [answer, complete, navigate]);

  const failure = !answer ? ssoMessages.providerSaid : complete.isError ? describeError(complete.error) : null;
  const message =
    typeof failure === 'string' ? failure : failure?.kind === 'alert' ? failure.text : failure ? ssoMessages.providerRefused : null;
  return (
    <AuthLayout title={ssoMessages.title} description={message ? undefined : ssoMessages.signingIn}>
      {message ? (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlert size={18} />} role="alert">
            {message}
          </Alert>
          <Anchor component={Link} to="/login">
            {ssoMessages.backToSignIn}
          </Anchor>
        </Stack>
      ) : (
        <LoadingState variant="spinner" />
      )}
    </AuthLayout>
  );
}
