import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, notFound } from '../http/errors';
import type { BillingService } from './service';
import { StripeProvider } from './stripe-provider';

/** Stripe's events can be larger than our usual JSON bodies (they embed whole objects). */
const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;
/** Stripe's servers call without our Origin; the signature is their proof instead. */
const WEBHOOK_ROUTE_OPTIONS = {
  bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
  config: { crossSiteCaller: true },
  schema: {
    body: z
      .looseObject({})
      .describe('A Stripe event, exactly as Stripe sent it, signed in the Stripe-Signature header'),
    response: { 200: z.object({ received: z.literal(true), outcome: z.string() }) },
  },
};

/**
 * `POST /api/stripe/webhook`: the signature is checked against the exact bytes Stripe sent, so this
 * route (alone) takes its body raw. A verified event is answered 200 only once it is applied; if
 * applying fails, the error status makes Stripe deliver it again.
 */
export async function registerWebhook(app: FastifyInstance, billing: BillingService): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post('/api/stripe/webhook', WEBHOOK_ROUTE_OPTIONS, async (request) => {
      const provider = billing.provider;
      if (!(provider instanceof StripeProvider)) {
        throw notFound('Payments run in demo mode: there are no Stripe webhooks to receive.');
      }
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') {
        throw badRequest('Missing Stripe-Signature header');
      }
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw badRequest('A request body is required');
      }
      let event: Awaited<ReturnType<StripeProvider['verifyEvent']>>;
      try {
        event = await provider.verifyEvent(request.body, signature);
      } catch (error) {
        request.log.warn({ err: error }, 'billing: webhook signature refused');
        throw badRequest('Webhook signature verification failed');
      }
      if (!event) return { received: true, outcome: 'ignored' };
      const outcome = await billing.applyEvent(event);
      return { received: true, outcome };
    });
  });
}
