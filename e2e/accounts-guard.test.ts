import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../src/server/test/factories';
import type { TestApp } from '../src/server/test/harness';
import { signInAs, signInThroughUi } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser, openPage } from './support/browser';

describeBrowser('guarded pages and where signing in leads', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('sends a signed-out visitor of /dashboard to sign-in, and back to it after signing in', async () => {
    const user = await buildUser(app.ctx.db);
    const { page, context } = await openPage(browser, app.url);
    await page.goto('/dashboard?from=bookmark');
    await page.waitForURL('**/signin');
    await signInThroughUi(page, app, user.email, TEST_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '?from=bookmark');
    await page.getByText('Welcome back!', { exact: true }).waitFor();

    // The return path was used up: signing in again later goes to the dashboard.
    await expect(page.evaluate(() => sessionStorage.length)).resolves.toBe(0);
    await context.close();
  });

  it('sends a signed-in user away from /signin and /signup to the stored path or the dashboard', async () => {
    const user = await buildUser(app.ctx.db);
    const { page, context } = await openPage(browser, app.url);
    await signInAs(context, app, user.id);
    await page.goto('/signin');
    await page.waitForURL('**/dashboard');

    await page.evaluate(() => sessionStorage.setItem('chesschat:returnPath', '/help'));
    await page.goto('/signup');
    await page.waitForURL('**/help');
    await expect(page.evaluate(() => sessionStorage.getItem('chesschat:returnPath'))).resolves.toBeNull();
    await context.close();
  });
});
