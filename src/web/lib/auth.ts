import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { CurrentUser } from '../../core/protocol';
import { apiRequest, messageOf } from './api';
import { getQueryFn, queryClient } from './query-client';
import { useHydrating } from './use-hydrating';
import { toast } from './use-toast';

export const USER_QUERY_KEY = ['/api/user'] as const;

const STILL_ASKING = { user: null, isLoading: true, isAuthenticated: false } as const;

/**
 * The signed-in user. The server's `auth_required` refusal means signed out (null); any other failure
 * is treated as no user too, as the spec says, so a broken endpoint never locks the public pages.
 */
export function useAuth() {
  const query = useQuery<CurrentUser | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<CurrentUser>({ onAuthRequired: 'returnNull' }),
  });
  // A pre-rendered page (decision 182) was drawn for a visitor not yet known. While React takes over a part of
  // it, that part must see the same, even if the answer came in meanwhile (a hydration that paused on a lazy
  // piece lets the header ask first); React draws the user into it right after.
  if (useHydrating()) return STILL_ASKING;
  const user = query.isError ? null : (query.data ?? null);
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}

/** Signs out: ends the session, clears every cached query, goes home, says goodbye. */
export function useSignOut() {
  const [, navigate] = useLocation();
  return async () => {
    try {
      await apiRequest('POST', '/api/logout');
      queryClient.clear();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      navigate('/');
      toast({ title: 'See you later!', description: 'You have been signed out successfully.' });
    } catch (error) {
      toast({
        title: 'Sign out failed',
        description: messageOf(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };
}
