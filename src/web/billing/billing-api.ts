import { type QueryClient, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type {
  AllowanceResponse,
  ManageSubscriptionBody,
  ManageSubscriptionResponse,
  PaymentHistoryResponse,
  StripeConfigResponse,
  StripeSuccessResponse,
} from '../../core/protocol';
import { apiJson } from '../lib/api';
import { USER_QUERY_KEY } from '../lib/auth';
import { queryClient } from '../lib/query-client';

export const ALLOWANCE_QUERY_KEY = ['/api/billing/allowance'] as const;
export const PAYMENTS_QUERY_KEY = ['/api/billing/payments'] as const;
export const PAYMENTS_MODE_QUERY_KEY = ['/api/config/stripe'] as const;

/**
 * Whether payments are real or a demo, as the server runs them (its `PAYMENTS` setting); null until
 * known. Pages label demo payments by it.
 */
export function usePaymentsMode(): PaymentsMode | null {
  const config = useQuery({ queryKey: PAYMENTS_MODE_QUERY_KEY, queryFn: readPaymentsMode, ...knownFromPage });
  return config.data ?? null;
}

type PaymentsMode = StripeConfigResponse['mode'];

/**
 * The schemas (zod and the protocol chunk) are imported when an answer comes to parse, fetched alongside the
 * call: `/pricing` draws and hydrates without them (decision 183).
 */
const protocolSchemas = () => import('../../core/protocol');

const readPaymentsMode = async (): Promise<PaymentsMode> => {
  const [{ StripeConfigResponse }, body] = await Promise.all([
    protocolSchemas(),
    apiJson('GET', PAYMENTS_MODE_QUERY_KEY[0]),
  ]);
  return StripeConfigResponse.parse(body).mode;
};

/**
 * The mode the server wrote into the pre-rendered page it sent (`data-payments-mode` on `#root`, decision 238):
 * the server's setting, fixed while it runs, so a page that has it needs neither the call nor the schemas.
 */
function readModeOfPage(): PaymentsMode | undefined {
  if (typeof document === 'undefined') return undefined;
  const mode = document.getElementById('root')?.dataset.paymentsMode;
  return mode === 'demo' || mode === 'stripe' ? mode : undefined;
}
const modeOfPage = readModeOfPage();
// What the page said is the server's setting: it is not asked again.
const knownFromPage = modeOfPage ? { initialData: modeOfPage, staleTime: Number.POSITIVE_INFINITY } : {};

/**
 * The same, for a page that says something above its content in demo mode: the page waits (suspends) until the
 * mode is known, so nothing is pushed down once it shows (layout shift). A failed call reads as not known (null).
 */
export function usePaymentsModeBeforeShowing(): PaymentsMode | null {
  return useSuspenseQuery(paymentsModeOrNull).data;
}

const paymentsModeOrNull = {
  queryKey: PAYMENTS_MODE_QUERY_KEY,
  queryFn: () => readPaymentsMode().catch(() => null),
  ...knownFromPage,
};

/** Asks for the payments mode now, so a page waiting for it does not add the question's round trip to its own. */
export function prefetchPaymentsMode(): Promise<void> {
  return queryClient.prefetchQuery(paymentsModeOrNull);
}

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

/** Confirms a payment of the signed-in user's and answers what the server holds about it. */
export async function confirmPayment(sessionId: string): Promise<StripeSuccessResponse> {
  const body = await apiJson('POST', '/api/stripe-success', { session_id: sessionId });
  return (await protocolSchemas()).StripeSuccessResponse.parse(body);
}
