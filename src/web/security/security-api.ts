import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActiveSessionsResponse,
  ChangeEmailBody,
  ChangePasswordBody,
  MessageResponse,
} from '../../core/protocol';
import { apiJson } from '../lib/api';

export const SESSIONS_QUERY_KEY = ['/api/user/sessions'] as const;

/** The signed-in user's devices (Profile → Security). */
export function useActiveSessions() {
  return useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: () => apiJson<ActiveSessionsResponse>('GET', '/api/user/sessions'),
  });
}

/** Every change here ends sessions, so each one refreshes the list. */
function useSecurityMutation<T>(call: (input: T) => Promise<MessageResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

export const useChangePassword = () =>
  useSecurityMutation((body: ChangePasswordBody) =>
    apiJson<MessageResponse>('POST', '/api/user/password', body),
  );

export const useSignOutSession = () =>
  useSecurityMutation((id: string) =>
    apiJson<MessageResponse>('DELETE', `/api/user/sessions/${encodeURIComponent(id)}`),
  );

export const useSignOutOthers = () =>
  useSecurityMutation((_: undefined) =>
    apiJson<MessageResponse>('POST', '/api/user/sessions/sign-out-others'),
  );

/** Asks for a link to the new address; nothing changes until it is opened. */
export const useChangeEmail = () =>
  useMutation({
    mutationFn: (body: ChangeEmailBody) => apiJson<MessageResponse>('POST', '/api/user/email', body),
  });

export const confirmEmailChange = (token: string) =>
  apiJson<MessageResponse>('POST', '/api/confirm-email-change', { token });
