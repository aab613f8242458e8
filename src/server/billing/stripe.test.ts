import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases';
import { TEST_PASSWORD } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { type Member, newMember } from './test/helpers';
import {
  STAND_IN_PRICES,
  STRIPE_TEST_ENV,
  type StripeStandIn,
  signWebhook,
  startStripeStandIn,
} from './test/stripe-stand-in';

// The Stripe path, through the real `stripe` SDK, against a local STAND-IN for Stripe's API.
describe.each(testDatabases())('Stripe payments (against a local Stripe stand-in) on %s', (database) => {
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

  const postsSince = (mark: number) => stripe.requests.slice(mark).filter((r) => r.method === 'POST');

  /** Checkout, then the customer pays on the (stand-in) hosted page, then the result page confirms. */
  async function subscribe(member: Member, plan: 'premium' | 'pro') {
    const { url } = await member.checkout(plan);
    const sessionId = url.split('/').pop() as string;
    const subscription = stripe.completeCheckout(sessionId);
    const confirmed = await member.confirm(sessionId);
    expect(confirmed.status).toBe(200);
    return subscription;
  }

  it('gives the publishable key', async () => {
    const res = await app.request('GET', '/api/config/stripe');
    expect(res.json).toEqual({ mode: 'stripe', publishableKey: 'pk_test_stand_in' });
  });

  it('opens hosted Checkout in subscription mode for the user, reusing one customer, every POST idempotent', async () => {
    const member = await newMember(app);
    const mark = stripe.requests.length;
    const first = await member.checkout('premium');
    expect(first.status).toBe(200);
    expect(first.url).toMatch(new RegExp(`^${stripe.url}/c/pay/cs_test_`));

    const posts = postsSince(mark);
    expect(posts.map((r) => r.path)).toEqual(['/v1/customers', '/v1/checkout/sessions']);
    for (const post of posts) expect(post.idempotencyKey).toBeTruthy();
    expect(posts[0]?.body).toMatchObject({ email: member.user.email, metadata: { userId: member.user.id } });
    expect(posts[1]?.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: member.user.id,
      line_items: { 0: { price: 'price_premium', quantity: '1' } },
      success_url: `${app.url}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${app.url}/pricing`,
      subscription_data: { metadata: { userId: member.user.id, plan: 'premium' } },
    });
    const customerId = (await member.row()).stripeCustomerId;
    expect(customerId).toMatch(/^cus_/);

    // Choosing again (another plan) reuses the customer.
    const again = stripe.requests.length;
    await member.checkout('pro');
    expect(postsSince(again).map((r) => r.path)).toEqual(['/v1/checkout/sessions']);
    expect(postsSince(again)[0]?.body.customer).toBe(customerId);
    // Nothing is granted before the customer pays.
    expect((await member.row()).subscriptionTier).toBe('free');
  });

  it('confirms a payment only once it is paid and only for its own user, then applies it', async () => {
    const member = await newMember(app);
    const { url } = await member.checkout('premium');
    const sessionId = url.split('/').pop() as string;

    const early = await member.confirm(sessionId);
    expect(early.status).toBe(409);
    expect(early.json.message).toBe('This payment has not been completed.');

    const subscription = stripe.completeCheckout(sessionId);
    const stranger = await newMember(app);
    expect((await stranger.confirm(sessionId)).status).toBe(404);
    expect((await member.confirm('cs_test_unknown')).status).toBe(404);

    const confirmed = await member.confirm(sessionId);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({
      message: 'Payment successful!',
      plan: 'premium',
      amountCents: 999,
      demo: false,
    });
    const row = await member.row();
    expect(row).toMatchObject({
      subscriptionTier: 'premium',
      stripeSubscriptionId: subscription.id,
      pendingDowngrade: null,
      cancelAtPeriodEnd: 0,
    });
    expect(row.currentPeriodEnd).toBe((subscription.items.data[0]?.current_period_end ?? 0) * 1000);
    const payments = await member.payments();
    expect(payments).toEqual([
      expect.objectContaining({
        amountCents: 999,
        plan: 'premium',
        status: 'paid',
        demo: false,
        invoiceUrl: `${stripe.url}/invoice/${subscription.latest_invoice}`,
      }),
    ]);
    expect((await member.confirm(sessionId)).status).toBe(200);
    expect(await member.payments()).toHaveLength(1);
  });

  it('upgrades Premium to Pro in place, charging the proration now', async () => {
    const member = await newMember(app);
    const subscription = await subscribe(member, 'premium');
    const mark = stripe.requests.length;
    const upgrade = await member.checkout('pro');
    expect(upgrade.status).toBe(200);
    const update = postsSince(mark).find((r) => r.path === `/v1/subscriptions/${subscription.id}`);
    expect(update?.body).toMatchObject({
      items: { 0: { price: 'price_pro' } },
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
    });
    expect(update?.idempotencyKey).toBeTruthy();
    expect(upgrade.url).toBe(`${app.url}/payment-success?session_id=${subscription.latest_invoice}`);
    expect((await member.row()).subscriptionTier).toBe('pro');
    const confirmed = await member.confirm(subscription.latest_invoice as string);
    expect(confirmed.json).toEqual({
      message: 'Payment successful!',
      plan: 'pro',
      amountCents: 1000,
      demo: false,
    });
    // Both payments fall in the same second here; the history holds each once.
    expect((await member.payments()).map((p) => [p.plan, p.amountCents])).toEqual(
      expect.arrayContaining([
        ['pro', 1000],
        ['premium', 999],
      ]),
    );
    expect(await member.payments()).toHaveLength(2);
  });

  it('schedules Pro → Premium with a subscription schedule, shown as pendingDowngrade until the period ends', async () => {
    const member = await newMember(app);
    const subscription = await subscribe(member, 'pro');
    const scheduled = await member.manage('downgrade', 'premium');
    expect(scheduled.status).toBe(200);
    expect(scheduled.json.message).toMatch(/^Successfully scheduled your downgrade to Premium\./);
    const schedule = stripe.schedules.get(subscription.schedule as string);
    expect(schedule).toMatchObject({ end_behavior: 'release', status: 'active' });
    expect(schedule?.phases.map((p) => p.items[0]?.price)).toEqual(['price_pro', 'price_premium']);
    expect(await member.row()).toMatchObject({ subscriptionTier: 'pro', pendingDowngrade: 'premium' });

    // Stripe ends the period and says so by webhook; the subscription's state is read back.
    stripe.endPeriod(subscription.id);
    const event = stripe.event('customer.subscription.updated', subscription);
    const res = await app.request('POST', '/api/stripe/webhook', {
      rawBody: event,
      headers: { 'stripe-signature': await signWebhook(event) },
      origin: false,
    });
    expect(res.status).toBe(200);
    expect(await member.row()).toMatchObject({ subscriptionTier: 'premium', pendingDowngrade: null });
  });

  it('schedules Premium → Free as a schedule that cancels; cancel and resume use cancel_at_period_end', async () => {
    const member = await newMember(app);
    const subscription = await subscribe(member, 'premium');
    await member.manage('downgrade', 'free');
    const schedule = stripe.schedules.get(subscription.schedule as string);
    expect(schedule).toMatchObject({ end_behavior: 'cancel' });
    expect(schedule?.phases).toHaveLength(1);
    expect(await member.row()).toMatchObject({ pendingDowngrade: 'free', cancelAtPeriodEnd: 0 });

    const cancelled = await member.manage('cancel');
    expect(cancelled.status).toBe(200);
    expect(schedule?.status).toBe('released');
    expect(subscription.cancel_at_period_end).toBe(true);
    expect(await member.row()).toMatchObject({ pendingDowngrade: null, cancelAtPeriodEnd: 1 });

    await member.manage('resume');
    expect(subscription.cancel_at_period_end).toBe(false);
    expect(await member.row()).toMatchObject({ subscriptionTier: 'premium', cancelAtPeriodEnd: 0 });
  });

  it('cancels the subscription at once when the account is deleted; a provider failure changes nothing', async () => {
    const member = await newMember(app);
    const subscription = await subscribe(member, 'premium');
    stripe.refuseNext(`/v1/subscriptions/${subscription.id}`);
    const refused = await app.request('POST', '/api/user/delete', {
      cookie: member.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(refused.status).toBe(502);
    expect(await member.row()).toMatchObject({ deletedAt: null, subscriptionTier: 'premium' });

    const mark = stripe.requests.length;
    const deleted = await app.request('POST', '/api/user/delete', {
      cookie: member.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    expect(stripe.requests.slice(mark).filter((r) => r.method === 'DELETE')).toEqual([
      expect.objectContaining({ path: `/v1/subscriptions/${subscription.id}` }),
    ]);
    expect(subscription.status).toBe('canceled');
    expect(await member.row()).toMatchObject({ subscriptionTier: 'free', stripeSubscriptionId: null });
  });

  it('answers a provider failure with a 502 the client can retry, never a 500', async () => {
    const member = await newMember(app);
    await subscribe(member, 'premium');
    const row = await member.row();
    stripe.refuseNext(`/v1/subscriptions/${row.stripeSubscriptionId}`);
    const res = await member.checkout('pro');
    expect(res.status).toBe(502);
    expect(res.message).toBe('The payment provider could not complete the request. Please try again.');
  });
});
