import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { type Member, newMember } from './test/helpers';
import {
  STAND_IN_PRICES,
  STRIPE_TEST_ENV,
  type StripeStandIn,
  signWebhook,
  startStripeStandIn,
} from './test/stripe-stand-in';

// Webhooks from a local STAND-IN for Stripe, signed with the SDK's own test helper.
describe.each(testDatabases())('Stripe webhook on %s', (database) => {
  let stripe: StripeStandIn;
  let app: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn(STAND_IN_PRICES);
    app = await startTestApp({ database, env: { ...STRIPE_TEST_ENV, STRIPE_API_BASE: stripe.url } });
  });
  afterAll(async () => {
    await app?.close();
    await stripe?.close();
  });

  /** Posts an event as Stripe does: raw JSON, its signature, no Origin header. */
  async function deliver(payload: string, signature?: string | null) {
    const headers: Record<string, string> = {};
    const header = signature === undefined ? await signWebhook(payload) : signature;
    if (header !== null) headers['stripe-signature'] = header;
    return app.request('POST', '/api/stripe/webhook', { rawBody: payload, headers, origin: false });
  }

  /** A member whose checkout was paid at Stripe, before any event or result page told us. */
  async function paidCheckout(plan: 'premium' | 'pro' = 'premium') {
    const member = await newMember(app);
    const { url } = await member.checkout(plan);
    const sessionId = url.split('/').pop() as string;
    const subscription = stripe.completeCheckout(sessionId);
    const session = stripe.sessions.get(sessionId);
    return { member, subscription, session };
  }

  const apiReadsSince = (mark: number) =>
    stripe.requests.slice(mark).filter((r) => r.method === 'GET').length;

  it("applies a correctly signed checkout.session.completed from the provider's current state", async () => {
    const { member, subscription, session } = await paidCheckout('pro');
    const res = await deliver(stripe.event('checkout.session.completed', session));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ received: true, outcome: 'applied' });
    expect(await member.row()).toMatchObject({
      subscriptionTier: 'pro',
      stripeSubscriptionId: subscription.id,
    });
    expect(await member.payments()).toEqual([
      expect.objectContaining({ plan: 'pro', amountCents: 1999, status: 'paid' }),
    ]);
  });

  it('refuses a missing or wrong signature, a body changed after signing, and an old signature', async () => {
    const { member, session } = await paidCheckout();
    const payload = stripe.event('checkout.session.completed', session);

    const missing = await deliver(payload, null);
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('Missing Stripe-Signature header');

    const wrongSecret = await deliver(payload, await signWebhook(payload, 'whsec_someone_else'));
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.json.message).toBe('Webhook signature verification failed');

    const tampered = await deliver(
      payload.replace('"livemode":false', '"livemode":true'),
      await signWebhook(payload),
    );
    expect(tampered.status).toBe(400);

    const { default: Stripe } = await import('stripe');
    const old = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await deliver(payload, old)).status).toBe(400);

    expect((await member.row()).subscriptionTier).toBe('free');
    // The signed original still works afterwards: refusals recorded nothing.
    expect((await deliver(payload)).json.outcome).toBe('applied');
  });

  it('applies the same event id once, even when it arrives twice at the same moment', async () => {
    const { member, session } = await paidCheckout();
    const payload = stripe.event('checkout.session.completed', session);
    const [a, b] = await Promise.all([deliver(payload), deliver(payload)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.json.outcome, b.json.outcome].sort()).toEqual(['applied', 'duplicate']);

    const mark = stripe.requests.length;
    const third = await deliver(payload);
    expect(third.json.outcome).toBe('duplicate');
    // A known event is answered without asking the provider anything.
    expect(apiReadsSince(mark)).toBe(0);
    expect(await member.payments()).toHaveLength(1);
    const events = await app.ctx.db.kysely
      .selectFrom('billingEvents')
      .selectAll()
      .where('id', '=', JSON.parse(payload).id)
      .execute();
    expect(events).toHaveLength(1);
  });

  it('ends in the right state when events arrive out of order', async () => {
    // Created, then cancelled at Stripe; the deletion is heard first, the stale creation last.
    const { member, subscription } = await paidCheckout();
    const asCreated = structuredClone(subscription);
    subscription.status = 'canceled';
    await deliver(stripe.event('customer.subscription.deleted', subscription));
    await deliver(stripe.event('customer.subscription.created', asCreated));
    expect(await member.row()).toMatchObject({ subscriptionTier: 'free', stripeSubscriptionId: null });

    // Two updates heard in reverse: the older payload (Premium) arrives after the newer (Pro).
    const upgraded = await paidCheckout('premium');
    const premiumSnapshot = structuredClone(upgraded.subscription);
    await deliver(stripe.event('checkout.session.completed', upgraded.session));
    const item = upgraded.subscription.items.data[0];
    if (item) item.price = { id: 'price_pro', object: 'price' };
    await deliver(stripe.event('customer.subscription.updated', upgraded.subscription));
    await deliver(stripe.event('customer.subscription.updated', premiumSnapshot));
    expect((await upgraded.member.row()).subscriptionTier).toBe('pro');
  });

  it("never lets news of a replaced subscription undo the user's newer one", async () => {
    const { member, subscription: first, session } = await paidCheckout('premium');
    await deliver(stripe.event('checkout.session.completed', session));
    // The first subscription ends; the member buys Pro; the old deletion is heard only afterwards.
    first.status = 'canceled';
    await deliver(stripe.event('customer.subscription.updated', first));
    expect((await member.row()).subscriptionTier).toBe('free');
    const second = await buyAgain(member, 'pro');
    await deliver(stripe.event('customer.subscription.deleted', first));
    expect(await member.row()).toMatchObject({ subscriptionTier: 'pro', stripeSubscriptionId: second });
  });

  it('records a failed renewal, keeps the plan while Stripe retries, and records the later payment', async () => {
    const { member, subscription, session } = await paidCheckout('premium');
    await deliver(stripe.event('checkout.session.completed', session));
    const failedInvoice = stripe.failRenewal(subscription.id);
    const failed = await deliver(stripe.event('invoice.payment_failed', stripe.invoices.get(failedInvoice)));
    expect(failed.json.outcome).toBe('applied');
    expect((await member.row()).subscriptionTier).toBe('premium');
    const failedPayment = (await member.payments()).find((p) => p.status === 'failed');
    expect(failedPayment).toMatchObject({ amountCents: 999, plan: 'premium' });

    const invoice = stripe.invoices.get(failedInvoice) as Record<string, unknown>;
    Object.assign(invoice, { status: 'paid', amount_paid: 999 });
    subscription.status = 'active';
    await deliver(stripe.event('invoice.paid', invoice));
    const payments = await member.payments();
    expect(payments).toHaveLength(2);
    expect(payments.map((p) => p.status)).toEqual(['paid', 'paid']);
    expect(payments.find((p) => p.id === failedPayment?.id)).toMatchObject({ status: 'paid' });
  });

  it('acknowledges event types it does not handle, and takes any content type as raw bytes', async () => {
    const payload = stripe.event('customer.created', { id: 'cus_x', object: 'customer' });
    const res = await deliver(payload);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ received: true, outcome: 'ignored' });
    const asText = await app.request('POST', '/api/stripe/webhook', {
      rawBody: payload,
      contentType: 'text/plain',
      headers: { 'stripe-signature': await signWebhook(payload) },
      origin: false,
    });
    expect(asText.status).toBe(200);
  });

  /** A second checkout for a member who is Free again; returns the new subscription id. */
  async function buyAgain(member: Member, plan: 'premium' | 'pro'): Promise<string> {
    const { url } = await member.checkout(plan);
    const sessionId = url.split('/').pop() as string;
    const subscription = stripe.completeCheckout(sessionId);
    expect((await member.confirm(sessionId)).status).toBe(200);
    return subscription.id;
  }
});
