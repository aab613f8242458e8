import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError } from './api';

type On401 = 'returnNull' | 'throw';

/** The default query: GET the key's parts joined by slashes, parse JSON; optionally null on 401. */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && response.status === 401) return null;
    if (!response.ok) {
      const text = (await response.text()) || response.statusText;
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
      throw new ApiError(response.status, text, body);
    }
    return (await response.json()) as T;
  };
}

/** Spec defaults: no retry, no refetch on focus or interval, never stale, 5-minute cache. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
