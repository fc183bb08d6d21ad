import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, StaticRouter } from 'react-router';
import { ErrorPopupHost } from '../components/error-popup-host.tsx';
import { UpdatePrompt } from '../components/update-prompt.tsx';
import { queryClient } from '../lib/query-client.ts';
import { NotificationsHost } from './notifications-host.tsx';
import { AppRoutes } from './routes.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * The whole app. `location` is for the build's prerender of the landing page (src/prerender.tsx): the same tree at a
 * fixed address, so the browser's hydration finds exactly the markup it would have rendered.
 */
export function App({ location }: { location?: string }) {
  const content = (
    <>
      <NotificationsHost />
      <ErrorPopupHost />
      <UpdatePrompt />
      <AppRoutes />
    </>
  );
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        {location === undefined ? <BrowserRouter>{content}</BrowserRouter> : <StaticRouter location={location}>{content}</StaticRouter>}
      </QueryClientProvider>
    </MantineProvider>
  );
}
