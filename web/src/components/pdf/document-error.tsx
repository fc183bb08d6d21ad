import { Alert, Container } from '@mantine/core';

/** A document page whose data did not load: the spec's message, on the bare page the tab opened. */
export function DocumentError({ message }: { message: string }) {
  return (
    <Container size="sm" py="xl" component="main">
      <Alert color="red" title="The document is not available." role="alert">
        {message}
      </Alert>
    </Container>
  );
}
