import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatPrice, PLAN_LIST, PLANS, type PlanId } from '../src/core/plans';
import type { TestApp } from '../src/server/test/harness';
import { ARTICLES } from '../src/web/content/blog';
import { FAQ_GROUPS } from '../src/web/content/faq';
import { formatEffectiveDate } from '../src/web/content/legal';
import blogWords from '../src/web/i18n/catalogues/blog/en.json';
import helpWords from '../src/web/i18n/catalogues/help/en.json';
import { openSignedInPage, type SignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser, openPage, type TrackedPage } from './support/browser';

const HEADLINES: [path: string, headline: string][] = [
  ['/', 'Play Chess. Face to Face.'],
  ['/about', 'Chess is better face to face'],
  ['/blog', 'Stories from across the board'],
  ['/pricing', 'Choose the plan that fits your games'],
  ['/help', 'How can we help?'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
];

const FAQ_TOTAL = FAQ_GROUPS.reduce((sum, group) => sum + group.entries.length, 0);
const CHECKOUT_FAILED = 'Checkout failed. Please try again or contact support.';

describeBrowser('public pages', () => {
  let app: TestApp;
  let browser: Browser;
  const opened: TrackedPage[] = [];

  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    for (const { context } of opened) await context.close().catch(() => undefined);
    await browser?.close();
    await app?.close();
  });

  async function visitor(viewport?: { width: number; height: number }): Promise<TrackedPage> {
    const tracked = await openPage(browser, app.url, viewport ? { viewport } : {});
    opened.push(tracked);
    return tracked;
  }

  /** A page signed in as a fresh confirmed user. */
  async function member(subscriptionTier: PlanId = 'free'): Promise<SignedInPage> {
    const tracked = await openSignedInPage(browser, app, { user: { subscriptionTier } });
    opened.push(tracked);
    return tracked;
  }

  const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
  const main = (page: Page) => page.locator('main');

  it('renders every public route with its headline and no page error', async () => {
    const { page, errors } = await visitor();
    for (const [path, headline] of HEADLINES) {
      await page.goto(path);
      await expect(h1(page).textContent()).resolves.toBe(headline);
    }
    for (const path of ['/terms', '/privacy']) {
      await page.goto(path);
      await page.getByText(`Effective date: ${formatEffectiveDate('en')}`).waitFor();
      await main(page).getByRole('link', { name: 'Back to the Help Center' }).click();
      await page.waitForURL('**/help');
      await page.goBack();
      await main(page).getByRole('link', { name: 'Back to Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    }
    expect(errors).toEqual([]);
  });

  it('navigates with the header links and marks the active one', async () => {
    const { page } = await visitor();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [path, headline] of [...HEADLINES.slice(1, 5), HEADLINES[0]!]) {
      const label = path === '/' ? 'Home' : path.slice(1, 2).toUpperCase() + path.slice(2);
      await nav.getByRole('link', { name: label }).click();
      await page.waitForURL((url) => url.pathname === path);
      await expect(h1(page).textContent()).resolves.toBe(headline);
      const current = nav.locator('[aria-current="page"]');
      await expect(current.count()).resolves.toBe(1);
      await expect(current.textContent()).resolves.toBe(label);
    }
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Sign In' }).getAttribute('href'),
    ).resolves.toBe('/signin');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Get Started Free' }).getAttribute('href'),
    ).resolves.toBe('/signup');
  });

  it('opens the mobile menu on a 390 px phone, navigates from it and folds it away', async () => {
    const { page } = await visitor({ width: 390, height: 844 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.waitFor();
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Get Started Free' }).waitFor();
    await expect(
      page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'),
    ).resolves.toBe('true');
    await expect(menu.getByRole('link').allTextContents()).resolves.toEqual([
      'Home',
      'About',
      'Blog',
      'Pricing',
      'Help',
      'Sign In',
      'Get Started Free',
    ]);
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL('**/pricing');
    await menu.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
  });

  it('shows the 404 texts for an unknown path', async () => {
    const { page } = await visitor();
    await page.goto('/no/such/page');
    await page.getByText('404 Page Not Found').waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
  });

  it('narrows the FAQ with the search box and says so when nothing matches', async () => {
    const { page } = await visitor();
    await page.goto('/help');
    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    await search.waitFor();
    const questions = page.locator('details summary');
    await expect(questions.count()).resolves.toBe(FAQ_TOTAL);
    await expect(page.locator('main h3').allTextContents()).resolves.toEqual(
      expect.arrayContaining(FAQ_GROUPS.map((group) => helpWords[group.title as keyof typeof helpWords])),
    );

    await search.fill('camera');
    await page.getByText(/questions match “camera”/).waitFor();
    const narrowed = await questions.count();
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(FAQ_TOTAL);
    await expect(questions.first().textContent()).resolves.toMatch(/./);
    // Matches open, so their answers show at once.
    await expect(page.locator('details[open]').count()).resolves.toBe(narrowed);

    await search.fill('refund');
    await page.getByText(/questions match “refund”/).waitFor();
    await expect(
      page.getByText('Payments are generally not refundable.', { exact: false }).first().isVisible(),
    ).resolves.toBe(true);

    await search.fill('xyzzy');
    await page.getByText('No questions match “xyzzy”.').waitFor();
    await expect(questions.count()).resolves.toBe(0);

    await search.fill('');
    await expect.poll(() => questions.count()).toBe(FAQ_TOTAL);
  });

  it('gives the Help quick cards something real to do', async () => {
    const { page } = await visitor();
    await page.goto('/help');
    await page.getByRole('button', { name: 'Open the guide' }).click();
    const guide = page.getByRole('dialog', { name: 'Quick Start Guide' });
    await guide.getByText('Create a game', { exact: true }).first().waitFor();
    await expect(guide.getByRole('link', { name: 'Create a game' }).getAttribute('href')).resolves.toBe(
      '/play',
    );
    await page.keyboard.press('Escape');
    await guide.waitFor({ state: 'detached' });

    const report = await page.getByRole('link', { name: 'Write an issue report' }).getAttribute('href');
    expect(report).toMatch(/^mailto:support@chesschat\.app\?subject=Issue%20report&body=What%20happened/);
    await expect(
      page.getByRole('link', { name: 'support@chesschat.app' }).getAttribute('href'),
    ).resolves.toBe('mailto:support@chesschat.app');
    await page.getByRole('heading', { name: 'Our terms in brief' }).waitFor();
  });

  it('shows the three plans with the prices and allowances of the plans table', async () => {
    const { page } = await visitor();
    await page.goto('/pricing');
    for (const plan of PLAN_LIST) {
      const card = page.getByRole('region', { name: plan.name, exact: true });
      await expect(card.getByTestId(`price-${plan.id}`).textContent()).resolves.toBe(
        formatPrice(plan.priceCents),
      );
      await card.getByText(plan.features[0]!, { exact: true }).waitFor();
      await card.getByRole('link', { name: plan.buttonText }).waitFor();
      await expect(card.getByText('Most Popular').count()).resolves.toBe(plan.popular ? 1 : 0);
    }
    const table = page.getByRole('table');
    const priceRow = table.getByRole('row', { name: /^Price per month/ });
    await expect(priceRow.getByRole('cell').allTextContents()).resolves.toEqual(
      PLAN_LIST.map((plan) => formatPrice(plan.priceCents)),
    );
    const gamesRow = table.getByRole('row', { name: /^Games per month/ });
    await expect(gamesRow.getByRole('cell').allTextContents()).resolves.toEqual(
      PLAN_LIST.map((plan) => (plan.monthlyGames === null ? 'Unlimited' : String(plan.monthlyGames))),
    );
    for (const title of ['More Games', 'Better Tools', 'Deeper Connection', 'Priority Support']) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
  });

  it('wakes the pre-rendered pricing page at the first touch, with the payments mode it carries', async () => {
    const { page, errors } = await visitor();
    const asked: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/config/stripe') asked.push(pathname);
      if (request.resourceType() === 'script') scripts.push(pathname);
    });
    await page.goto('/pricing');
    await expect(page.locator('#root').getAttribute('data-payments-mode')).resolves.toBe('demo');
    // Signed out, the page is complete without the app and loads none of it until touched (decision 239).
    await page.getByText('Prices in US dollars, as they would be billed monthly.').waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    await page.mouse.move(200, 200);
    // React has taken the page over once its nodes carry their fibers.
    await page.waitForFunction(() => {
      const heading = document.querySelector('h1');
      return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    });
    await page.getByText('Prices in US dollars, as they would be billed monthly.').waitFor();
    expect(scripts[0]).toMatch(/^\/assets\/index-.+\.js$/);
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps what a visitor types before the sign-in page wakes, and sends the held form through the app', async () => {
    const { page } = await visitor({ width: 390, height: 844 });
    // The app's entry script waits, so everything below happens while the page is only HTML.
    let release: () => void = () => undefined;
    const entryHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/index-*.js', async (route) => {
      await entryHeld;
      await route.continue();
    });
    const logins: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/login') logins.push(request.postDataJSON());
    });
    await page.goto('/signin');
    await page.getByLabel('Email').fill('visitor@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Nothing was sent by the browser itself: no page load with the password in the address.
    expect(new URL(page.url()).search).toBe('');
    expect(logins).toEqual([]);
    release();
    await page.getByText('Invalid email or password').first().waitFor();
    expect(logins).toEqual([{ email: 'visitor@example.com', password: 'not-the-password-1' }]);
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('visitor@example.com');
  });

  it('sends a visitor from the plan cards to sign-up or sign-in', async () => {
    const { page } = await visitor();
    await page.goto('/pricing');
    await page.getByRole('link', { name: PLANS.free.buttonText }).click();
    await page.waitForURL('**/signup');
    for (const plan of [PLANS.premium, PLANS.pro]) {
      await page.goto('/pricing');
      await page.getByRole('link', { name: plan.buttonText }).click();
      await page.waitForURL('**/signin');
      // After signing in, the visitor comes back to the pricing page.
      await expect(page.evaluate(() => sessionStorage.getItem('chesschat:returnPath'))).resolves.toBe(
        '/pricing',
      );
    }
    await page.goto('/pricing');
    await expect(page.getByRole('link', { name: 'Get Started For Free' }).getAttribute('href')).resolves.toBe(
      '/signin',
    );
  });

  it('starts checkout for a signed-in member, with Processing... while it is prepared', async () => {
    const { page, user } = await member();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bodies: unknown[] = [];
    await page.route('**/api/create-checkout-session', async (route) => {
      bodies.push(route.request().postDataJSON());
      await gate;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          url: '/payment-success?demo=true&plan=premium&amount=999&session_id=cs_demo_1',
        }),
      });
    });
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Choose Premium' }).click();
    const processing = page.getByRole('button', { name: 'Processing...' });
    await processing.waitFor();
    await expect(processing.isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Go Pro' }).isDisabled()).resolves.toBe(true);
    release();
    await page.waitForURL('**/payment-success?demo=true&plan=premium&amount=999&session_id=cs_demo_1');
    expect(bodies).toEqual([{ planName: 'premium', userId: user.id, email: user.email }]);
  });

  it('tells a member when checkout fails, and lets them try again', async () => {
    const { page } = await member();
    let answer: 'refuse' | 'drop' = 'refuse';
    await page.route('**/api/create-checkout-session', (route) =>
      answer === 'refuse'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Payments are paused for maintenance.' }),
          })
        : route.abort('connectionfailed'),
    );
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Go Pro' }).click();
    const alert = page.getByRole('alert').filter({ hasText: CHECKOUT_FAILED });
    await alert.waitFor();
    await alert.getByText('Payments are paused for maintenance.').waitFor();
    await expect(page.getByRole('button', { name: 'Go Pro' }).isEnabled()).resolves.toBe(true);

    answer = 'drop';
    await page.getByRole('button', { name: 'Choose Premium' }).click();
    await page
      .getByRole('region', { name: 'Premium', exact: true })
      .getByRole('alert')
      .getByText(CHECKOUT_FAILED)
      .waitFor();
    await expect(page.url()).toMatch(/\/pricing$/);
  });

  it('does not sell members the plan they already have', async () => {
    const { page } = await member('premium');
    await page.goto('/pricing');
    const current = page
      .getByRole('region', { name: 'Premium', exact: true })
      .getByRole('button', { name: 'Your Current Plan' });
    await expect(current.isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Go Pro' }).isEnabled()).resolves.toBe(true);
  });

  it('gives a member the signed-in paths on Home, About, Pricing and the header', async () => {
    const { page } = await member();
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).waitFor();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).getAttribute('href'),
    ).resolves.toBe('/dashboard');
    await expect(
      main(page).getByRole('link', { name: 'Join a Game' }).first().getAttribute('href'),
    ).resolves.toBe('/play');
    await expect(main(page).getByRole('link', { name: 'Get Started Free' }).count()).resolves.toBe(0);

    await page.goto('/pricing');
    await expect(
      page.getByRole('link', { name: 'Get Started', exact: true }).getAttribute('href'),
    ).resolves.toBe('/game/new');
    await page.getByRole('link', { name: PLANS.free.buttonText }).click();
    await page.waitForURL('**/game/new');

    await page.goto('/about');
    await main(page).getByRole('link', { name: 'Start Playing' }).click();
    // /game has no room of its own: it leads to the create-game screen.
    await page.waitForURL((url) => url.pathname === '/play');
  });

  it('sends a visitor to sign up through the login path from Home and About', async () => {
    const { page } = await visitor();
    await page.goto('/');
    await expect(
      main(page).getByRole('link', { name: 'Get Started Free' }).first().getAttribute('href'),
    ).resolves.toBe('/api/login');
    await main(page).getByRole('link', { name: 'Learn More' }).first().click();
    await page.waitForURL('**/about');
    await expect(
      main(page).getByRole('link', { name: 'Get Started For Free' }).getAttribute('href'),
    ).resolves.toBe('/api/login');
    await main(page).getByText('Our founder and his partner', { exact: false }).waitFor();
    for (const section of ['Our story', 'What we built', 'Our mission', 'Our promise']) {
      await page.getByRole('heading', { name: section }).waitFor();
    }
  });

  it('opens blog articles and loads the remaining cards', async () => {
    const { page } = await visitor();
    await page.goto('/blog');
    const loadMore = page.getByRole('button', { name: 'Load More' });
    await loadMore.waitFor();
    const cards = page.getByRole('region', { name: 'Latest articles' }).getByRole('article');
    await expect(cards.count()).resolves.toBe(3);
    await loadMore.click();
    await expect.poll(() => cards.count()).toBe(5);
    await expect(loadMore.count()).resolves.toBe(0);
    // Focus moves to the first new article, so keyboard users carry on from there.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain(
      blogWords[ARTICLES[3]!.title as keyof typeof blogWords],
    );
    for (const card of await cards.all()) {
      await expect(card.getByText(/min read$/).count()).resolves.toBe(1);
      await expect(card.locator('time').count()).resolves.toBe(1);
    }

    await page.getByRole('button', { name: /^Read More\W+Checkmate Across the Miles/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Checkmate Across the Miles: Why We Built ChessChat' });
    await dialog.getByText('So we built ChessChat', { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('links the footer to real places only', async () => {
    const { page } = await visitor();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Terms of Service' }).waitFor();
    await expect(footer.getByRole('link').allTextContents()).resolves.toEqual([
      'Pricing',
      'Game Room',
      'Help Center',
      'Contact Us',
      'Privacy Policy',
      'Terms of Service',
      'Credits',
    ]);
    await footer.getByText('Not yet available').waitFor();
    await expect(footer.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).resolves.toBe(
      'mailto:support@chesschat.app',
    );
    await footer.getByRole('link', { name: 'Game Room' }).click();
    await page.waitForURL((url) => url.pathname === '/play');
  });
});
