import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { CurrentUser } from '../../core/protocol';
import { apiRequest, messageOf } from './api';
import { getQueryFn, queryClient } from './query-client';
import { toast } from './use-toast';

export const USER_QUERY_KEY = ['/api/user'] as const;

/**
 * The signed-in user. The server's `auth_required` refusal means signed out (null); any other failure
 * is treated as no user too, as the spec says, so a broken endpoint never locks the public pages.
 */
export function useAuth() {
  const query = useQuery<CurrentUser | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<CurrentUser>({ onAuthRequired: 'returnNull' }),
  });
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
