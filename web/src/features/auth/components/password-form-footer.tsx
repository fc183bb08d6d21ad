import { Anchor, Button } from '@mantine/core';
import { Link } from 'react-router';

/** The foot of the forgotten- and reset-password forms: their submit button, then the way back to sign in. */
export function PasswordFormFooter({ submitLabel, pending }: { submitLabel: string; pending: boolean }) {
  return (
    <>
      <Button type="submit" fullWidth size="md" loading={pending}>
        {submitLabel}
      </Button>
      <Anchor component={Link} to="/login" size="sm" ta="center">
        Back to sign in
      </Anchor>
    </>
  );
}
