import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../src/server/test/harness';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser, openPage } from './support/browser';

describeBrowser('app shell', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('renders the home page under the CSP without a single page error', async () => {
    const { page, errors, context } = await openPage(browser, app.url);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    await expect(page.title()).resolves.toContain('ChessChat');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the 404 page with its exact texts for an unknown path', async () => {
    const { page, context } = await openPage(browser, app.url);
    const answer = await page.goto('/no/such/page');
    expect(answer?.status()).toBe(404);
    await page.getByText('404 Page Not Found').waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await context.close();
  });
});
