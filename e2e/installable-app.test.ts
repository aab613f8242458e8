import os from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../src/server/test/harness';
import { openSignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser, openPage } from './support/browser';

const SCREENS_DIR = process.env.SCREENS_DIR ?? path.join(os.tmpdir(), 'chesschat-screens');

/** Every URL in the worker's caches, as paths. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

describeBrowser('the installable app: service worker, offline page, notifications (decision 187)', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    // The stand-in push service below is at push.example.test, allowed here as a browser's would be.
    [app, browser] = await Promise.all([
      startE2eApp({ env: { PUSH_SERVICE_HOSTS: 'push.example.test' } }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('registers, keeps the shell, never answers /api from a cache, and shows the offline page offline', async () => {
    const { page, context, errors } = await openPage(browser, app.url);
    await page.goto('/');
    // A signed-out visitor's page wakes the app, which registers the worker, at their first touch (decision 239).
    await page.mouse.move(20, 20);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scope).toBe(`${app.url}/sw.js`);
    // It takes over the open page at once (clients.claim), without a reload.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const entry = await page.evaluate(
      () =>
        (document.querySelector('script[type="module"][src]') as HTMLScriptElement | null)?.getAttribute(
          'src',
        ) ?? '',
    );
    expect(entry).toMatch(/^\/assets\/index-.+\.js$/);
    await expect
      .poll(() => cachedPaths(page))
      .toEqual(expect.arrayContaining(['/offline.html', '/index.html', entry]));

    // Pages that ask the API (the signed-out user probe, Pricing's plans) leave nothing of it in a cache.
    await page.goto('/pricing');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const apiAnswer = page.waitForResponse((response) => response.url().endsWith('/api/health'));
    await page.evaluate(() => fetch('/api/health').then((response) => response.status));
    expect((await apiAnswer).fromServiceWorker()).toBe(false);
    expect((await cachedPaths(page)).filter((path) => path.startsWith('/api/') || path === '/ws')).toEqual(
      [],
    );

    await context.setOffline(true);
    // Offline, the API fails as it should rather than answering from a cache; the shell's files still load.
    const offlineApi = await page.evaluate(() =>
      fetch('/api/health').then(
        (response) => `answered ${response.status}`,
        () => 'failed',
      ),
    );
    expect(offlineApi).toBe('failed');
    const offlineEntry = await page.evaluate((src) => fetch(src).then((response) => response.status), entry);
    expect(offlineEntry).toBe(200);

    await page.reload();
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    expect(page.url()).toBe(`${app.url}/dashboard`);
    // In the language the reader chose on this device, right to left for Arabic (decision 320).
    await page.evaluate(() => localStorage.setItem('chesschat-locale', 'ar'));
    await page.reload();
    await page.getByRole('heading', { name: 'أنت غير متصل' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    await page.getByRole('link', { name: 'حاول مرة أخرى' }).waitFor();
    await page.evaluate(() => localStorage.removeItem('chesschat-locale'));

    // Back online, the page the person wanted loads by itself.
    await context.setOffline(false);
    await page.waitForURL('**/signin');
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'You are offline' }).waitFor();
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|status of 401/.test(e))).toEqual([]);
    await context.close();
  });

  it("names each language's own manifest on its pages, with the description in that language", async () => {
    const spanish = await fetch(`${app.url}/es/pricing`).then((response) => response.text());
    expect(spanish).toContain('<link rel="manifest" href="/manifest-es.webmanifest"');
    const manifest = await fetch(`${app.url}/manifest-es.webmanifest`);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toMatchObject({
      name: 'ChessChat',
      lang: 'es',
      description: 'Juega al ajedrez en directo mientras os veis y os oís.',
    });
    // The app names the reader's language's manifest when it switches.
    const { page, context } = await openPage(browser, app.url);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('chesschat-locale', 'de'));
    await page.goto('/pricing');
    await expect
      .poll(() => page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href')))
      .toBe('/manifest-de.webmanifest');
    await context.close();
  });

  it('shows a pushed notice and opens its page on click', async () => {
    const { page, context } = await openPage(browser, app.url);
    await context.grantPermissions(['notifications'], { origin: app.url });
    await page.goto('/');
    await page.mouse.move(20, 20);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('no service worker');

    const shown = await worker.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const notice = {
        kind: 'your_turn',
        title: 'Your move against sam',
        body: 'sam played e4.',
        url: '/pricing',
        tag: 'turn-g1',
      };
      const shownOnce = new Promise<void>((resolve) => {
        const check = async () =>
          (await scope.registration.getNotifications()).length > 0 ? resolve() : setTimeout(check, 50);
        void check();
      });
      scope.dispatchEvent(new PushEvent('push', { data: JSON.stringify(notice) }));
      // Not a notice of ours: ignored.
      scope.dispatchEvent(new PushEvent('push', { data: '{"title":"spam"}' }));
      await shownOnce;
      return (await scope.registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data,
      }));
    });
    expect(shown).toEqual([
      { title: 'Your move against sam', body: 'sam played e4.', tag: 'turn-g1', data: { url: '/pricing' } },
    ]);

    await worker.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await scope.registration.getNotifications();
      if (notification) scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    });
    await page.waitForURL('**/pricing');
    await context.close();
  });

  it('offers the switch in Profile → Notifications', async () => {
    const signedIn = await openSignedInPage(browser, app);
    const { page, context } = signedIn;
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Notifications' });
    const toggle = section.getByRole('switch', { name: 'Notifications on this device' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await section.getByText('Switch on to be told on this device').waitFor();
    const axe = await new AxeBuilder({ page })
      .include('[aria-labelledby="notifications-title"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await context.grantPermissions(['notifications'], { origin: app.url });
    await toggle.click();
    // This machine's Chromium has no push service to reach (background networking is off): subscribing is
    // refused by the browser, and the section says so instead of claiming to be on.
    await expect
      .poll(async () =>
        (await toggle.getAttribute('aria-checked')) === 'true'
          ? 'on'
          : ((await section.getByRole('alert').textContent()) ?? ''),
      )
      .not.toBe('');
    const state = (await toggle.getAttribute('aria-checked')) === 'true' ? 'on' : 'refused';
    if (state === 'refused') {
      expect(await section.getByRole('alert').textContent()).toMatch(
        /could not reach its notification service|could not be switched/,
      );
    }
    const rows = await app.ctx.db.kysely
      .selectFrom('pushSubscriptions')
      .select('endpoint')
      .where('userId', '=', signedIn.user.id)
      .execute();
    expect(rows.length).toBe(state === 'on' ? 1 : 0);

    // Correspondence games' notices (decision 326): both channels on until the person switches one off.
    const correspondence = page.getByRole('region', { name: 'Correspondence games' });
    const email = correspondence.getByRole('switch', { name: 'By email' });
    await email.waitFor();
    expect(await email.getAttribute('aria-checked')).toBe('true');
    await email.click();
    await expect.poll(() => email.getAttribute('aria-checked')).toBe('false');
    const stored = await app.ctx.db.kysely
      .selectFrom('correspondenceNoticeSettings')
      .select(['push', 'email'])
      .where('userId', '=', signedIn.user.id)
      .execute();
    expect(stored).toEqual([{ push: 1, email: 0 }]);
    const checked = await new AxeBuilder({ page })
      .include('[aria-labelledby="correspondence-notices-title"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(checked.violations.map((violation) => violation.id)).toEqual([]);
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await correspondence.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: path.join(
          SCREENS_DIR,
          `profile-correspondence-notices-${viewport.width}x${viewport.height}.png`,
        ),
        animations: 'disabled',
      });
    }
    await context.close();
  });
  it('switches on and off: the subscription reaches the server, bound to the key it serves', async () => {
    const signedIn = await openSignedInPage(browser, app);
    const { page, context } = signedIn;
    await context.grantPermissions(['notifications'], { origin: app.url });
    // Chromium here cannot reach a real push service, so its PushManager is stood in for: it hands back a
    // subscription at a fixed endpoint and remembers the key it was asked to subscribe with.
    const endpoint = `https://push.example.test/e2e/${signedIn.user.id}`;
    await context.addInitScript((address: string) => {
      const keys = {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      };
      const state = window as unknown as { subscribedWith?: number[]; held?: boolean };
      const subscription = {
        endpoint: address,
        toJSON: () => ({ endpoint: address, expirationTime: null, keys }),
        unsubscribe: async () => {
          state.held = false;
          return true;
        },
      };
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        state.subscribedWith = [...new Uint8Array(options?.applicationServerKey as ArrayBuffer)];
        state.held = true;
        return subscription as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () =>
        (state.held ? subscription : null) as unknown as PushSubscription | null;
    }, endpoint);
    const rows = () =>
      app.ctx.db.kysely
        .selectFrom('pushSubscriptions')
        .select('endpoint')
        .where('userId', '=', signedIn.user.id)
        .execute();

    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Notifications' });
    const toggle = section.getByRole('switch', { name: 'Notifications on this device' });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await section.getByText('This device is told when someone invites you').waitFor();
    expect(await rows()).toEqual([{ endpoint }]);
    const serverKey = (await (await fetch(`${app.url}/api/push/key`)).json()) as { publicKey: string };
    const subscribedWith = await page.evaluate(
      () => (window as unknown as { subscribedWith: number[] }).subscribedWith,
    );
    expect(Buffer.from(subscribedWith).toString('base64url')).toBe(serverKey.publicKey);

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    expect(await rows()).toEqual([]);
    await context.close();
  });
});
