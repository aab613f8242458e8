import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiErrorOf } from './api';

/** What a query answers when the server says it needs a signed-in user: null (signed out), or the error. */
type OnAuthRequired = 'returnNull' | 'throw';

/** The default query: GET the key's parts joined by slashes, parse JSON; optionally null when signed out. */
export function getQueryFn<T>({
  onAuthRequired,
}: {
  onAuthRequired: OnAuthRequired;
}): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (!response.ok) {
      const error = await apiErrorOf(response);
      // The server's own refusal, not any 401 (a proxy's sign-in page is not "signed out").
      if (onAuthRequired === 'returnNull' && error.code === 'auth_required') return null;
      throw error;
    }
    return (await response.json()) as T;
  };
}

/** Spec defaults: no retry, no refetch on focus or interval, never stale, 5-minute cache. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ onAuthRequired: 'throw' }),
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
