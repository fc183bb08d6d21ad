import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, CanceledError, NetworkError } from './api-errors.ts';
import { handleApiError, type ErrorContext } from './error-handler.ts';

/** A query or mutation that declares `meta.errorContext` has its failures shown by the central error handler. */
type AppMeta = { errorContext?: Omit<ErrorContext, 'retry'> };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

const MAX_RETRIES = 1;

/** Only a lost connection or a busy server is worth one silent retry; a 4xx or a 500 will answer the same again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof CanceledError) return false;
  if (error instanceof NetworkError) return !error.offline;
  if (error instanceof ApiError) return error.status === 502 || error.status === 503 || error.status === 504;
  return false;
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        const ctx = query.meta?.errorContext;
        if (!ctx) return;
        handleApiError(error, {
          operation: 'loaded',
          ...ctx,
          retry: () => void client.refetchQueries({ queryKey: query.queryKey, exact: true }),
        });
      },
    }),
    mutationCache: new MutationCache({
      onError(error, _variables, _result, mutation) {
        const ctx = mutation.meta?.errorContext;
        if (ctx) handleApiError(error, ctx);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        // Fail at once when offline, so the user sees 'Internet connection lost' instead of a silent pause.
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
