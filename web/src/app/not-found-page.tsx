import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state.tsx';

/** A signed-in path that matches no screen. */
export function NotFoundPage() {
  return (
    <EmptyState
      headingOrder={1}
      title="Page not found"
      description="There is nothing at this address. It may have moved, or the link may be mistyped."
      actions={
        <Button component={Link} to="/">
          Go to audits
        </Button>
      }
    />
  );
}
