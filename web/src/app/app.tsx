import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ErrorPopupHost } from '../components/error-popup-host.tsx';
import { queryClient } from '../lib/query-client.ts';
import { AppRoutes } from './routes.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Notifications position="top-right" zIndex={1000} />
          <ErrorPopupHost />
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
