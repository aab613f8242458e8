import { type QueryClient, useQuery } from '@tanstack/react-query';
import type {
  AllowanceResponse,
  ManageSubscriptionBody,
  ManageSubscriptionResponse,
  PaymentHistoryResponse,
  StripeSuccessResponse,
} from '../../core/protocol';
import { apiJson } from '../lib/api';
import { USER_QUERY_KEY } from '../lib/auth';

export const ALLOWANCE_QUERY_KEY = ['/api/billing/allowance'] as const;
export const PAYMENTS_QUERY_KEY = ['/api/billing/payments'] as const;

/**
 * The signed-in user's plan and games left this month (asked only while signed in). Games start and
 * end elsewhere, so each screen showing it reads it afresh.
 */
export function useAllowance(enabled: boolean) {
  return useQuery<AllowanceResponse>({ queryKey: ALLOWANCE_QUERY_KEY, enabled, refetchOnMount: 'always' });
}

export function usePayments(enabled: boolean) {
  return useQuery<PaymentHistoryResponse>({ queryKey: PAYMENTS_QUERY_KEY, enabled });
}

/** After a plan changes, everything that shows the plan is read again. */
export async function refreshMembership(client: QueryClient): Promise<void> {
  await Promise.all(
    [USER_QUERY_KEY, ALLOWANCE_QUERY_KEY, PAYMENTS_QUERY_KEY].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}

export function manageSubscription(body: ManageSubscriptionBody): Promise<ManageSubscriptionResponse> {
  return apiJson<ManageSubscriptionResponse>('POST', '/api/manage-subscription', body);
}

export function confirmPayment(sessionId: string): Promise<StripeSuccessResponse> {
  return apiJson<StripeSuccessResponse>('POST', '/api/stripe-success', { session_id: sessionId });
}
