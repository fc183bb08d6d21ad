import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { theme } from './theme.ts';

export function App() {
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-right" />
      <main style={{ padding: 32 }}>Aquarisk</main>
    </MantineProvider>
  );
}
