import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../src/server/test/factories';
import type { TestApp } from '../src/server/test/harness';
import { signInAs, signInThroughUi } from './support/accounts';
import { startE2eApp } from './support/app';
import { seriousViolations } from './support/axe';
import { describeBrowser, launchBrowser } from './support/browser';

// Issue 31: the browser's language on the first visit, the picker, the choice kept, Arabic right to left, and the
// language kept on the account followed by a fresh browser once signed in (decision 299).
const SCREENS_DIR = process.env.SCREENS_DIR ?? path.join(os.tmpdir(), 'chesschat-screens');
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

async function shoot(page: Page, name: string, viewport: (typeof VIEWPORTS)[number]): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const file = path.join(SCREENS_DIR, `${name}-${viewport.width}x${viewport.height}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
}

describeBrowser('languages', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const openIn = async (locale: string, viewport: (typeof VIEWPORTS)[number]) => {
    const context = await browser.newContext({ baseURL: app.url, viewport, locale });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { context, page, errors };
  };

  for (const viewport of VIEWPORTS) {
    it(`meets an Arabic browser in Arabic, right to left (${viewport.width})`, async () => {
      const { context, page, errors } = await openIn('ar-EG', viewport);
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'العب الشطرنج. وجهًا لوجه.' }).waitFor();
      await expect(
        page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).resolves.toEqual(['ar', 'rtl']);
      await expect(
        page.getByRole('contentinfo').getByRole('combobox', { name: 'اللغة' }).inputValue(),
      ).resolves.toBe('ar');
      // The picture of a board keeps the a-file on the left: square a8 (the first drawn) left of h8 (the eighth).
      const files = await page.evaluate(() => {
        const squares = document.querySelector('[dir="ltr"] .grid')?.children;
        return squares ? [squares[0].getBoundingClientRect().x, squares[7].getBoundingClientRect().x] : [];
      });
      expect(files[0]).toBeLessThan(files[1]);
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await shoot(page, 'languages-ar-home', viewport);
      await page.goto('/pricing');
      await page.getByRole('heading', { level: 1, name: 'اختر الخطة التي تناسب مبارياتك' }).waitFor();
      await page.getByRole('contentinfo').waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await shoot(page, 'languages-ar-pricing', viewport);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`changes to German from the footer's picker and keeps it on the next visit (${viewport.width})`, async () => {
      const { context, page, errors } = await openIn('en-US', viewport);
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Play Chess. Face to Face.' }).waitFor();
      // A visitor's page is pre-rendered HTML until the first touch (decision 239): the touch, then the live app.
      await page.mouse.move(10, 10);
      // The header's account links come with the live app (on a phone, inside the closed menu's hidden row).
      await page.locator('header a[href="/signin"]').first().waitFor({ state: 'attached' });
      await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('de');
      await page
        .getByRole('heading', { level: 1, name: 'Schach spielen. Von Angesicht zu Angesicht.' })
        .waitFor();
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de');
      await page.reload();
      await page
        .getByRole('heading', { level: 1, name: 'Schach spielen. Von Angesicht zu Angesicht.' })
        .waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, 'languages-de-home', viewport);
      await page.goto('/pricing');
      await page
        .getByRole('heading', { level: 1, name: 'Wähle den Tarif, der zu deinen Partien passt' })
        .waitFor();
      await page.getByRole('contentinfo').waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await shoot(page, 'languages-de-pricing', viewport);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('follows the account: German chosen on one browser, German on a fresh English one once signed in', async () => {
    const person = await buildUser(app.ctx.db);
    const storedLocale = async () =>
      (
        await app.ctx.db.kysely
          .selectFrom('users')
          .select('locale')
          .where('id', '=', person.id)
          .executeTakeFirstOrThrow()
      ).locale;
    const waitForStored = async (locale: string) => {
      const deadline = Date.now() + 10_000;
      while ((await storedLocale()) !== locale && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(await storedLocale()).toBe(locale);
    };

    // On the first browser, signed in, the person picks German from the footer.
    const first = await openIn('en-US', VIEWPORTS[0]);
    await signInAs(first.context, app, person.id);
    await first.page.goto('/dashboard');
    await first.page.getByRole('button', { name: 'Sign Out' }).first().waitFor();
    // An account that never chose takes the language its first signed-in device reads in.
    await waitForStored('en');
    await first.page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('de');
    await first.page.getByRole('button', { name: 'Abmelden' }).first().waitFor();
    await waitForStored('de');
    expect(first.errors).toEqual([]);
    await first.context.close();

    // A fresh browser that speaks English: the sign-in page is English, then the account's German wins.
    const second = await openIn('en-US', VIEWPORTS[0]);
    await second.page.goto('/signin');
    await expect(second.page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
    await signInThroughUi(second.page, app, person.email, TEST_PASSWORD);
    await second.page.getByRole('button', { name: 'Abmelden' }).first().waitFor();
    await expect(second.page.evaluate(() => document.documentElement.lang)).resolves.toBe('de');
    await expect(
      second.page.getByRole('contentinfo').getByRole('combobox', { name: 'Sprache' }).inputValue(),
    ).resolves.toBe('de');
    // Kept on this device too: the next page opens in German at once.
    await second.page.goto('/pricing');
    await second.page
      .getByRole('heading', { level: 1, name: 'Wähle den Tarif, der zu deinen Partien passt' })
      .waitFor();
    expect(await storedLocale()).toBe('de');
    expect(second.errors).toEqual([]);
    await second.context.close();
  });
});
