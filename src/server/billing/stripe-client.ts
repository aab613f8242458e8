import type Stripe from 'stripe';

/**
 * The Stripe SDK, imported on first use so a server in demo mode (or one that has not yet taken a
 * payment) never loads it. `apiBase` points the SDK at another host, e.g. the tests' stand-in.
 */
export async function createStripeClient(secretKey: string, apiBase: string | undefined): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  const base = apiBase ? new URL(apiBase) : null;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new StripeSdk(secretKey, {
    // The SDK retries network failures with the same idempotency key, so a retry never doubles a charge.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'ChessChat' },
    ...(base ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
  });
}

/** The id of an expandable field, whether Stripe sent the id or the object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}
