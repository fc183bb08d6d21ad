import type { ReactNode } from 'react';
import { Container } from '@mantine/core';

/** Documents open in their own tab, without the navigation (spec 2). */
export function DocumentFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="md" py="xl" component="main">
      {children}
    </Container>
  );
}
