import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { theme } from '../app/theme.ts';
import { ErrorPopup } from '../components/error-popup.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/** Shows the current path, so a test can see where a screen navigated to. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

export interface RenderOptions {
  route?: string;
  /** the route pattern the element is mounted on, e.g. '/reset/:guid' */
  path?: string;
}

/** Renders a screen as the app does: theme, query client, router, alerts and the error popup. */
export function renderWithProviders(ui: ReactElement, { route = '/', path }: RenderOptions = {}) {
  const client = createQueryClient();
  const result = render(
    // jsdom 31 applies style sheets at a fixed 1024 px window: Mantine's global classes would hide every phone-only
    // control (hiddenFrom="sm"). Components are tested at every width; e2e checks what each width shows in Chromium.
    <MantineProvider theme={theme} env="test" withGlobalClasses={false}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <Notifications />
          <ErrorPopup />
          <LocationProbe />
          {path ? (
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={null} />
            </Routes>
          ) : (
            ui
          )}
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, client };
}

/** A fetch stub answering JSON; `calls` records what was sent. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
