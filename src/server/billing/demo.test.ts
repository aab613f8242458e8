import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countHostedGames } from '../games/record/hosted-games';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { DEMO_PERIOD_MS, DemoProvider } from './demo-provider';
import { BillingService } from './service';
import { startSweeper } from './sweeper';
import { DAY_MS, newMember, sessionIdOf } from './test/helpers';

describe.each(testDatabases())('demo payments end to end on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  const billing = () => app.server.services.billing;

  it('says it runs in demo mode, with no publishable key', async () => {
    const res = await app.request('GET', '/api/config/stripe');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ mode: 'demo', publishableKey: null });
  });

  it('has no webhook to receive in demo mode', async () => {
    const res = await app.request('POST', '/api/stripe/webhook', {
      rawBody: '{}',
      headers: { 'stripe-signature': 't=1,v1=00' },
      origin: false,
    });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Payments run in demo mode: there are no Stripe webhooks to receive.');
  });

  it('buys Premium at once: the result URL carries only the session, the user and history show it as a demo', async () => {
    const member = await newMember(app);
    const before = Date.now();
    const checkout = await member.checkout('Premium');
    expect(checkout.status).toBe(200);
    const url = new URL(checkout.url);
    expect(url.origin + url.pathname).toBe(`${app.url}/payment-success`);
    expect([...url.searchParams.keys()]).toEqual(['demo', 'session_id']);
    expect(url.searchParams.get('demo')).toBe('true');
    expect(url.searchParams.get('session_id')).toMatch(/^demo_cs_/);

    const row = await member.row();
    expect(row.subscriptionTier).toBe('premium');
    expect(row.stripeSubscriptionId).toMatch(/^demo_sub_/);
    expect(row.stripeCustomerId).toMatch(/^demo_cus_/);
    expect(row.currentPeriodEnd).toBeGreaterThanOrEqual(before + DEMO_PERIOD_MS);

    // The result page confirms it; confirming again changes nothing.
    for (let i = 0; i < 2; i += 1) {
      const confirmed = await member.confirm(sessionIdOf(checkout.url));
      expect(confirmed.status).toBe(200);
      expect(confirmed.json).toEqual({
        message: 'Payment successful!',
        plan: 'premium',
        amountCents: 999,
        demo: true,
      });
    }
    const payments = await member.payments();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amountCents: 999,
      plan: 'premium',
      status: 'paid',
      invoiceUrl: null,
      demo: true,
    });
    const stored = await app.ctx.db.kysely
      .selectFrom('payments')
      .select('provider')
      .where('userId', '=', row.id)
      .execute();
    expect(stored).toEqual([{ provider: 'demo' }]);

    const me = await app.request('GET', '/api/user', { cookie: member.cookie });
    expect(me.json).toMatchObject({
      subscriptionTier: 'premium',
      pendingDowngrade: null,
      cancelAtPeriodEnd: false,
    });
    // The provider's ids are stored, and stay on the server (decision 264).
    expect((await member.row()).stripeCustomerId).not.toBeNull();
    expect(Object.keys(me.json)).not.toContain('stripeCustomerId');
    expect(Object.keys(me.json)).not.toContain('stripeSubscriptionId');
  });

  it("refuses to confirm another user's payment, a made-up one, and callers who are signed out", async () => {
    const buyer = await newMember(app);
    const other = await newMember(app);
    const { url } = await buyer.checkout('pro');
    const stolen = await other.confirm(sessionIdOf(url));
    expect(stolen.status).toBe(404);
    expect(stolen.json.message).toBe('Payment session not found');
    expect((await other.row()).subscriptionTier).toBe('free');
    expect((await other.confirm('demo_cs_nothing')).status).toBe(404);
    const anonymous = await app.request('POST', '/api/stripe-success', { body: { session_id: 'x' } });
    expect(anonymous.status).toBe(401);
    const signedOut = await app.request('POST', '/api/create-checkout-session', {
      body: { planName: 'pro' },
    });
    expect(signedOut.status).toBe(401);
  });

  it('checks what is asked: the plan, whose account, and changes that make no sense', async () => {
    const member = await newMember(app);
    const unknown = await member.checkout('platinum');
    expect(unknown.status).toBe(400);
    expect(unknown.message).toMatch(/^planName/);
    expect((await member.checkout('free')).message).toBe('You are already on the Free plan.');
    const forSomeoneElse = await app.request('POST', '/api/create-checkout-session', {
      cookie: member.cookie,
      body: { planName: 'pro', userId: 'someone-else' },
    });
    expect(forSomeoneElse.status).toBe(403);
    const cancelFree = await member.manage('cancel');
    expect(cancelFree.status).toBe(409);
    expect(cancelFree.json.message).toBe('You are on the Free plan: there is no subscription to change.');

    await member.checkout('pro');
    const again = await member.checkout('pro');
    expect(again.status).toBe(409);
    expect(again.message).toBe('You are already on the Pro plan.');
    expect((await member.checkout('premium')).message).toBe(
      'To move to the Premium plan, schedule a downgrade from your profile.',
    );
    const up = await member.manage('downgrade', 'pro');
    expect(up.status).toBe(409);
    const noTarget = await member.manage('downgrade');
    expect(noTarget.status).toBe(400);
    expect(noTarget.json.message).toBe('targetPlan is required to downgrade');
    const othersAccount = await app.request('POST', '/api/manage-subscription', {
      cookie: member.cookie,
      body: { action: 'cancel', targetPlan: null, userId: 'someone-else' },
    });
    expect(othersAccount.status).toBe(403);
    expect((await member.manage('resume')).json.message).toBe('No change is scheduled on your subscription.');
  });

  it('upgrades Premium to Pro at once, charging only the prorated difference', async () => {
    const member = await newMember(app);
    await member.checkout('premium');
    const upgrade = await member.checkout('pro');
    expect(upgrade.status).toBe(200);
    expect((await member.row()).subscriptionTier).toBe('pro');
    const confirmed = await member.confirm(sessionIdOf(upgrade.url));
    expect(confirmed.json).toMatchObject({ message: 'Payment successful!', plan: 'pro', demo: true });
    const amount = confirmed.json.amountCents as number;
    // Bought a moment ago: nearly the whole $10 difference is due.
    expect(amount).toBeGreaterThan(990);
    expect(amount).toBeLessThanOrEqual(1000);
    const payments = await member.payments();
    expect(payments.map((p) => [p.plan, p.amountCents])).toEqual(
      expect.arrayContaining([
        ['premium', 999],
        ['pro', amount],
      ]),
    );
  });

  it('schedules Pro → Premium for the period end, and the period end applies it with a renewal payment', async () => {
    const member = await newMember(app);
    await member.checkout('pro');
    const periodEnd = (await member.row()).currentPeriodEnd as number;

    const scheduled = await member.manage('downgrade', 'premium');
    expect(scheduled.status).toBe(200);
    expect(scheduled.json.message).toMatch(
      /^Successfully scheduled your downgrade to Premium\. You keep Pro until [A-Z][a-z]+ \d{1,2}, \d{4}\.$/,
    );
    let row = await member.row();
    expect(row).toMatchObject({ subscriptionTier: 'pro', pendingDowngrade: 'premium', cancelAtPeriodEnd: 0 });

    // Nothing happens before the period ends.
    expect(await billing().endDuePeriods(periodEnd - 1)).not.toContain(row.stripeSubscriptionId);
    expect((await member.row()).subscriptionTier).toBe('pro');

    const changed = await billing().endDuePeriods(periodEnd + DAY_MS);
    expect(changed).toContain(row.stripeSubscriptionId);
    row = await member.row();
    expect(row).toMatchObject({ subscriptionTier: 'premium', pendingDowngrade: null, cancelAtPeriodEnd: 0 });
    expect(row.currentPeriodEnd).toBe(periodEnd + DEMO_PERIOD_MS);
    const payments = await member.payments();
    expect(payments[0]).toMatchObject({ plan: 'premium', amountCents: 999, status: 'paid' });
    expect(payments[0]?.date).toBe(new Date(periodEnd).toISOString());
    expect(payments).toHaveLength(2);

    // A second sweep of the same moment finds nothing more to do.
    expect(await billing().endDuePeriods(periodEnd + DAY_MS)).not.toContain(row.stripeSubscriptionId);
    expect(await member.payments()).toHaveLength(2);
  });

  it('schedules Premium → Free, and the period end ends the subscription', async () => {
    const member = await newMember(app);
    await member.checkout('premium');
    const scheduled = await member.manage('downgrade', 'free');
    expect(scheduled.json.message).toMatch(/^Successfully scheduled your downgrade to Free\./);
    const row = await member.row();
    expect(row).toMatchObject({ subscriptionTier: 'premium', pendingDowngrade: 'free' });
    await billing().endDuePeriods((row.currentPeriodEnd as number) + 1);
    expect(await member.row()).toMatchObject({
      subscriptionTier: 'free',
      stripeSubscriptionId: null,
      pendingDowngrade: null,
      currentPeriodEnd: null,
    });
    expect(await member.payments()).toHaveLength(1);
    // Free again, the member can buy again.
    expect((await member.checkout('pro')).status).toBe(200);
    expect((await member.row()).subscriptionTier).toBe('pro');
  });

  it('cancels at the period end; resuming undoes it; a cancellation replaces a scheduled downgrade', async () => {
    const member = await newMember(app);
    await member.checkout('pro');
    await member.manage('downgrade', 'premium');
    const cancelled = await member.manage('cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.message).toMatch(
      /^Successfully scheduled the cancellation of your subscription\. You keep Pro until /,
    );
    expect(await member.row()).toMatchObject({
      subscriptionTier: 'pro',
      pendingDowngrade: null,
      cancelAtPeriodEnd: 1,
    });

    const resumed = await member.manage('resume');
    expect(resumed.json.message).toBe('Your Pro plan will continue; the scheduled change was removed.');
    expect(await member.row()).toMatchObject({ pendingDowngrade: null, cancelAtPeriodEnd: 0 });

    await member.manage('cancel');
    const row = await member.row();
    await billing().endDuePeriods((row.currentPeriodEnd as number) + 1);
    expect(await member.row()).toMatchObject({ subscriptionTier: 'free', cancelAtPeriodEnd: 0 });
  });

  it('runs period ends from a timer, on an injected clock', async () => {
    const member = await newMember(app);
    await member.checkout('premium');
    await member.manage('cancel');
    const { currentPeriodEnd } = await member.row();
    let now = Date.now();
    const service = new BillingService({
      db: app.ctx.db,
      provider: new DemoProvider(app.ctx.db, app.url),
      log: pino({ level: 'silent' }),
      clock: () => now,
      hostedGames: countHostedGames,
    });
    const sweeper = startSweeper(service, pino({ level: 'silent' }), 20);
    try {
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect((await member.row()).subscriptionTier).toBe('premium');
      now = (currentPeriodEnd as number) + 1;
      await expect.poll(async () => (await member.row()).subscriptionTier, { timeout: 5000 }).toBe('free');
    } finally {
      await sweeper.stop();
    }
  });

  it('limits plan calls per person, so two members behind one address do not share a limit', async () => {
    const busy = await newMember(app);
    const neighbour = await newMember(app);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await busy.confirm('demo_cs_unknown')).status);
    expect(statuses.slice(0, 20)).not.toContain(429);
    expect(statuses[20]).toBe(429);
    const refused = await busy.confirm('demo_cs_unknown');
    expect(refused.json.message).toMatch(/^Too many requests\. Please wait/);
    // Same address (the test client's), another person: still answered.
    expect((await neighbour.confirm('demo_cs_unknown')).status).not.toBe(429);
  });
});
