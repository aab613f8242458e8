import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PLANS } from '../src/core/plans';
import { buildUser, signIn } from '../src/server/test/factories';
import type { TestApp } from '../src/server/test/harness';
import { signInAs } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser, openPage } from './support/browser';
import { createGameOverApi } from './support/game';

// Demo payments (no Stripe keys): the whole purchase runs in the browser against the real server.
// The membership card and payment history are seen on /profile, where the profile page mounts
// `MembershipCard` and `PaymentHistory` from src/web/billing.
describeBrowser('plans and payments in demo mode', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const userRow = (id: string) =>
    app.ctx.db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('a Free member buys Premium, sees it with its features, and schedules a downgrade', async () => {
    const user = await buildUser(app.ctx.db);
    const { page, context, errors } = await openPage(browser, app.url);
    await signInAs(context, app, user.id);

    await page.goto('/pricing');
    await page
      .getByRole('note', { name: 'Demo payments' })
      .getByText(/no card is charged/)
      .waitFor();
    await page.getByRole('button', { name: 'Choose Premium' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/payment-success' && url.searchParams.get('demo') === 'true',
    );
    const resultUrl = new URL(page.url());
    await page.getByRole('heading', { name: 'Payment successful!' }).waitFor();
    await page.getByText('Welcome to Premium! Demo amount $9.99.').waitFor();
    await page
      .getByRole('note', { name: 'Demo payments' })
      .getByText(/Nothing was charged/)
      .waitFor();

    // An edited address changes nothing the page says: the figures are the server's.
    resultUrl.searchParams.set('plan', 'pro');
    resultUrl.searchParams.set('amount', '1');
    await page.goto(resultUrl.pathname + resultUrl.search);
    await page.getByText('Welcome to Premium! Demo amount $9.99.').waitFor();
    expect(await userRow(user.id)).toMatchObject({ subscriptionTier: 'premium', pendingDowngrade: null });

    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Membership Status' });
    await card.getByTestId('plan-badge').filter({ hasText: 'Premium' }).waitFor();
    const features = card.getByRole('list', { name: 'Premium plan features' }).getByRole('listitem');
    expect(await features.allTextContents()).toEqual(PLANS.premium.features);
    await card.getByTestId('games-remaining').filter({ hasText: '10 of 10' }).waitFor();
    const payment = page.getByRole('region', { name: 'Payment History' }).getByTestId('payment');
    await payment
      .filter({ hasText: '$9.99' })
      .filter({ hasText: 'Paid' })
      .filter({ hasText: 'Demo' })
      .waitFor();

    await card.getByRole('button', { name: 'Downgrade to Free' }).click();
    const dialog = page.getByRole('dialog', { name: 'Downgrade to Free?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Downgrade to Free' }).click();
    await card.getByText('Pending Change').waitFor();
    await card.getByText(/^Successfully scheduled your downgrade to Free\./).waitFor();
    await card.getByText(/^Your plan will change to Free on /).waitFor();
    await card.getByRole('button', { name: 'Keep Premium' }).waitFor();
    expect(await userRow(user.id)).toMatchObject({ subscriptionTier: 'premium', pendingDowngrade: 'free' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows 'not found' for someone else's payment session, whatever the address says it cost", async () => {
    const buyer = await buildUser(app.ctx.db);
    const buyerCookie = await signIn(app.ctx.db, buyer.id);
    const bought = await app.request('POST', '/api/create-checkout-session', {
      cookie: buyerCookie,
      body: { planName: 'pro' },
    });
    const sessionId = new URL(String(bought.json.url)).searchParams.get('session_id');
    const other = await buildUser(app.ctx.db);
    // The server's 404 for the session is the expected answer here, so console errors are not checked.
    const { page, context } = await openPage(browser, app.url);
    await signInAs(context, app, other.id);
    await page.goto(`/payment-success?demo=true&plan=pro&amount=1999&session_id=${sessionId}`);
    await page.getByRole('heading', { name: 'Payment not found' }).waitFor();
    expect(await page.getByText('$19.99').count()).toBe(0);
    expect(await userRow(other.id)).toMatchObject({ subscriptionTier: 'free' });
    await context.close();
  });

  it('offers no fourth game this month on Free: the create screen names the limit and the way up', async () => {
    const free = await buildUser(app.ctx.db);
    const opponent = await buildUser(app.ctx.db, { subscriptionTier: 'pro' });
    const [freeCookie, opponentCookie] = [
      await signIn(app.ctx.db, free.id),
      await signIn(app.ctx.db, opponent.id),
    ];
    for (let i = 0; i < 3; i += 1) {
      await createGameOverApi(app, { white: freeCookie, black: opponentCookie }, { timeControl: 300 });
    }

    const { page, context } = await openPage(browser, app.url);
    await signInAs(context, app, free.id);
    await page.goto('/game/new');
    await page
      .getByTestId('games-left')
      .filter({ hasText: 'You have no games left this month on the Free plan.' })
      .waitFor();
    // No request that would fail: the button is gone, the way up is offered instead (the server's own refusal
    // of a fourth game is tested in src/server/billing).
    expect(await page.getByRole('button', { name: 'Create Game' }).count()).toBe(0);
    await page.getByTestId('games-left').getByRole('link', { name: 'Upgrade to play more' }).click();
    await page.waitForURL('**/pricing');
    await context.close();
  });
});
