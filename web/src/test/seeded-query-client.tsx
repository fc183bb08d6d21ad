import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A query client whose cache holds the given keys, as the screens that show them would have left it. */
export function seededQueryClient(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const key of keys) client.setQueryData(key, { seeded: true });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  /** whether the key was invalidated (a screen showing it refetches) */
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, wrapper, stale };
}
