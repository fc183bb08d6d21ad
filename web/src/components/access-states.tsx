import { Button, Group } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { errorStateMessages } from '@aquarisk/contract/messages';
import { EmptyState } from './empty-state.tsx';
import { IconLock } from './icons.tsx';

function HomeButton({ variant = 'light' }: { variant?: string }) {
  return (
    <Button component={Link} to="/" variant={variant}>
      Go to audits
    </Button>
  );
}

/** A page the signed-in role may not open: from the nav guard and from a 403 on a deep link alike. */
export function NoAccessState() {
  return (
    <EmptyState
      icon={<IconLock size={28} />}
      headingOrder={1}
      title={errorStateMessages.noAccessTitle}
      description={errorStateMessages.noAccessHint}
      actions={<HomeButton />}
    />
  );
}

/** What a deep link points at does not exist (or belongs to another company): a way back, never a retry. */
export function NotFoundState({ what = 'page' }: { what?: string }) {
  const navigate = useNavigate();
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;
  return (
    <EmptyState
      headingOrder={2}
      title={errorStateMessages.notFoundTitle(what)}
      description={errorStateMessages.notFoundHint}
      actions={
        <Group gap="sm">
          {canGoBack ? (
            <Button variant="default" onClick={() => void navigate(-1)}>
              Go back
            </Button>
          ) : null}
          <HomeButton variant="filled" />
        </Group>
      }
    />
  );
}
