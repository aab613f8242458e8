import type { PlanId } from '../../core/plans';
import { ApiError, apiRequest } from '../lib/api';

/** The body of POST /api/create-checkout-session (spec §7): the plan id, and who is buying. */
export interface CheckoutSessionRequest {
  planName: PlanId;
  userId: string;
  email: string;
}

/**
 * Checkout could not start. The message is the spec's helper text; `serverMessage` carries the
 * server's own `{ message }` when it refused, and `kind` tells a refusal from a network failure,
 * so each screen can word its alert (pricing and profile word them differently, spec §8).
 */
export class CheckoutError extends Error {
  constructor(
    readonly kind: 'refused' | 'network',
    readonly serverMessage?: string,
    /** The server's refusal itself, for its words in the reader's language (`refusalText`). */
    readonly refusal?: ApiError,
  ) {
    super('Failed to create checkout session');
    this.name = 'CheckoutError';
  }
}

/** Asks the server for a hosted checkout page and returns its address (never a `javascript:` one). */
export async function createCheckoutSession(request: CheckoutSessionRequest): Promise<string> {
  let response: Response;
  try {
    response = await apiRequest('POST', '/api/create-checkout-session', request);
  } catch (error) {
    if (error instanceof ApiError) throw new CheckoutError('refused', error.serverMessage, error);
    throw new CheckoutError('network');
  }
  const body: unknown = await response.json().catch(() => null);
  const url = body && typeof body === 'object' && 'url' in body ? body.url : undefined;
  if (typeof url !== 'string' || !isWebAddress(url)) throw new CheckoutError('refused');
  return url;
}

function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.origin);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Starts checkout and sends the browser to the provider's page (or the demo result page). */
export async function startCheckout(request: CheckoutSessionRequest): Promise<void> {
  window.location.assign(await createCheckoutSession(request));
}
