import { Button } from '@mantine/core';
import { ssoMessages } from '@aquarisk/contract/sso-messages';
import { ssoStartSchema } from '@aquarisk/contract/schemas/sso.schema';
import { describeError, handleApiError } from '../../../lib/error-handler.ts';
import { leaveApp } from '../../../lib/leave-app.ts';
import { useStartSso } from '../api/sso.api.ts';

/**
 * "Continue with company SSO" (issue 28 item 4): an e-mail of a company's SSO domain goes to that company's
 * provider; any other is told to use its password, which stays for everyone.
 */
export function SsoButton({ email, onRefused }: { email: () => string; onRefused: (message: string) => void }) {
  const start = useStartSso();
  const onClick = () => {
    const parsed = ssoStartSchema.safeParse({ email: email() });
    if (!parsed.success) return onRefused(ssoMessages.emailFirst);
    start.mutate(parsed.data.email, {
      onSuccess: ({ redirectUrl }) => (redirectUrl ? leaveApp(redirectUrl) : onRefused(ssoMessages.noSso)),
      onError: (err) => {
        const outcome = describeError(err);
        if (outcome.kind === 'alert') onRefused(outcome.text);
        else handleApiError(err);
      },
    });
  };
  // Still loading while the browser leaves for the provider.
  const leaving = start.isPending || Boolean(start.data?.redirectUrl);
  return (
    <Button variant="default" fullWidth size="md" loading={leaving} onClick={onClick}>
      {ssoMessages.signInButton}
    </Button>
  );
}
