import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../src/server/test/harness';
import { startE2eApp } from './support/app';
import { seriousViolations } from './support/axe';
import { describeBrowser, launchBrowser, openPage } from './support/browser';

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/blog',
  '/pricing',
  '/help',
  '/terms',
  '/privacy',
  '/credits',
  '/no/such/page',
];
// Signed out, the pages follow the system's colour scheme: each is judged in light, and in dark on a laptop too.
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 860, colorScheme: 'light' },
  { name: 'phone', width: 390, height: 844, colorScheme: 'light' },
  { name: 'desktop, dark', width: 1280, height: 860, colorScheme: 'dark' },
] as const;

describeBrowser('accessibility of the public pages', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  for (const viewport of VIEWPORTS) {
    it(`has no serious or critical violation on any public page (${viewport.name})`, async () => {
      const { width, height, colorScheme } = viewport;
      const { page, context } = await openPage(browser, app.url, { viewport: { width, height } });
      await page.emulateMedia({ colorScheme });
      const found: Record<string, string[]> = {};
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        // The header's account links appear once the user query has answered.
        await page.getByRole('contentinfo').waitFor();
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[path] = violations;
      }
      await context.close();
      expect(found).toEqual({});
    });
  }

  it('stays accessible with the phone menu, an article, the quick-start guide and an empty search open', async () => {
    const { page, context } = await openPage(browser, app.url, { viewport: { width: 390, height: 844 } });
    const found: Record<string, string[]> = {};
    const check = async (state: string) => {
      // Judge the resting look, not the hover state of whatever button was clicked last.
      await page.mouse.move(0, 0);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[state] = violations;
    };

    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Sign In' }).waitFor();
    await check('phone menu');

    await page.goto('/blog');
    await page
      .getByRole('button', { name: /^Read More/ })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await check('blog article dialog');

    await page.goto('/help');
    await page.getByRole('button', { name: 'Open the guide' }).click();
    await page.getByRole('dialog').waitFor();
    await check('quick-start guide');
    await page.keyboard.press('Escape');
    await page.getByRole('searchbox').fill('xyzzy');
    await page.getByText('No questions match “xyzzy”.').waitFor();
    await check('empty FAQ search');

    await context.close();
    expect(found).toEqual({});
  });
});
