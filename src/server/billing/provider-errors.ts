import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../http/errors';

/**
 * Runs a call that reaches the payment provider. A declined card says so (402); any other provider
 * failure is logged and answered as a 502 the client can retry, never as our own 500.
 */
export async function viaProvider<T>(log: FastifyBaseLogger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const failure = error as { type?: unknown; message?: unknown };
    if (typeof failure.type !== 'string' || !failure.type.startsWith('Stripe')) throw error;
    if (failure.type === 'StripeCardError') {
      throw new HttpError('payment_declined', `Your card was declined: ${String(failure.message)}`);
    }
    log.error({ err: error }, 'billing: payment provider request failed');
    throw new HttpError(
      'payment_provider_failed',
      'The payment provider could not complete the request. Please try again.',
    );
  }
}
