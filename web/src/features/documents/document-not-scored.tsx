import { Container } from '@mantine/core';
import { EmptyState } from '../../components/empty-state.tsx';

/** The report and summary of an audit not scored yet: a state, not an error. */
export function DocumentNotScored() {
  return (
    <Container size="sm" py="xl" component="main">
      <EmptyState
        headingOrder={1}
        title="This audit has not been scored yet."
        description="Its report and summary are drawn once it is scored."
      />
    </Container>
  );
}
