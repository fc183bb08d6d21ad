import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { IconTools } from './icons.tsx';

/** A list row's small Edit link, named for screen readers after what it edits (`Edit <name>`). */
export function EditLinkButton({ to, name }: { to: string; name: string }) {
  return (
    <Button component={Link} to={to} size="xs" variant="light" leftSection={<IconTools size={14} />} aria-label={`Edit ${name}`}>
      Edit
    </Button>
  );
}
