import {
  AllowanceResponse,
  CreateCheckoutSessionBody,
  CreateCheckoutSessionResponse,
  ManageSubscriptionBody,
  ManageSubscriptionResponse,
  PaymentHistoryResponse,
  StripeConfigResponse,
  StripeSuccessBody,
  StripeSuccessResponse,
} from '../../core/protocol';
import { perPerson, requireUser, requireUserRow } from '../accounts/session';
import type { Feature } from '../feature';
import { forbidden, parseWith } from '../http/errors';
import { viaProvider } from './provider-errors';
import type { BillingService } from './service';
import { registerWebhook } from './webhook';

/** Changing a plan reaches the provider: a few tries a minute are plenty for a person. */
const PROVIDER_CALL_LIMIT = {
  rateLimit: {
    max: 20,
    timeWindow: '1 minute',
    keyGenerator: perPerson,
  },
};

/**
 * Each route's schemas, for the API description (decision 181), with the limit of the calls that reach the
 * provider; the handlers parse with the same objects.
 */
const SCHEMAS = {
  config: { schema: { response: { 200: StripeConfigResponse } } },
  checkout: {
    config: PROVIDER_CALL_LIMIT,
    schema: { body: CreateCheckoutSessionBody, response: { 200: CreateCheckoutSessionResponse } },
  },
  success: {
    config: PROVIDER_CALL_LIMIT,
    schema: { body: StripeSuccessBody, response: { 200: StripeSuccessResponse } },
  },
  manage: {
    config: PROVIDER_CALL_LIMIT,
    schema: { body: ManageSubscriptionBody, response: { 200: ManageSubscriptionResponse } },
  },
  payments: { schema: { response: { 200: PaymentHistoryResponse } } },
  allowance: { schema: { response: { 200: AllowanceResponse } } },
};

/** Plans and payments: checkout, payment confirmation, subscription changes, history (spec §7). */
export const billingFeature: Feature<{ billing: BillingService }> = async (app, ctx, { billing }) => {
  app.get('/api/config/stripe', SCHEMAS.config, async () => billing.publicConfig());

  app.post('/api/create-checkout-session', SCHEMAS.checkout, async (request) => {
    const user = await requireUserRow(request, ctx.db);
    const body = parseWith(CreateCheckoutSessionBody, request.body);
    if (body.userId !== undefined && body.userId !== user.id) {
      throw forbidden('You can only choose a plan for your own account.');
    }
    const url = await viaProvider(request.log, () => billing.startCheckout(user, body.planName));
    return { url } satisfies CreateCheckoutSessionResponse;
  });

  app.post('/api/stripe-success', SCHEMAS.success, async (request) => {
    const user = await requireUserRow(request, ctx.db);
    const { session_id } = parseWith(StripeSuccessBody, request.body);
    return viaProvider(request.log, () => billing.confirmPayment(user, session_id));
  });

  app.post('/api/manage-subscription', SCHEMAS.manage, async (request) => {
    const user = await requireUserRow(request, ctx.db);
    const body = parseWith(ManageSubscriptionBody, request.body);
    const message = await viaProvider(request.log, () => billing.manage(user, body));
    return { message } satisfies ManageSubscriptionResponse;
  });

  app.get('/api/billing/payments', SCHEMAS.payments, async (request) => {
    const user = requireUser(request);
    return { payments: await billing.payments(user.id) } satisfies PaymentHistoryResponse;
  });

  app.get('/api/billing/allowance', SCHEMAS.allowance, async (request) => {
    const user = requireUser(request);
    return billing.allowance(user.id) satisfies Promise<AllowanceResponse>;
  });

  await registerWebhook(app, billing);
};
