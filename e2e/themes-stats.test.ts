import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rgbOf } from '../src/core/board-colors';
import { boardThemeById } from '../src/core/board-themes';
import { buildUser, signIn } from '../src/server/test/factories';
import type { TestApp } from '../src/server/test/harness';
import { signInAs } from './support/accounts';
import { startE2eApp } from './support/app';
import { seriousViolations } from './support/axe';
import { describeBrowser, launchBrowser, openPage } from './support/browser';
import { createGameOverApi, playOverApi, square } from './support/game';

const FOOLS_MATE = ['f2-f3', 'e7-e5', 'g2-g4', 'd8-h4'];

const rgbText = (hex: string) => `rgb(${rgbOf(hex).join(', ')})`;

const SCREENS_DIR = process.env.SCREENS_DIR ?? path.join(os.tmpdir(), 'chesschat-screens');
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The piece on a square is drawn from `set`'s SVG file, and the file has loaded. */
async function expectPieceFrom(page: Page, name: string, set: string): Promise<void> {
  const image = square(page, name).locator(`[data-piece-set="${set}"] img`);
  await image.waitFor();
  expect(await image.getAttribute('src')).toMatch(new RegExp(`^/pieces/${set}/[wb][KQRBNP]\\.svg$`));
  await page.waitForFunction(
    (node) => node instanceof HTMLImageElement && node.complete && node.naturalWidth > 0,
    await image.elementHandle(),
  );
}

/**
 * Issue 17 in the browser: a Premium player switches to dark mode and the Walnut board, both hold across a reload
 * and on a replay; they see their head-to-head with a friend; pages stay axe-clean in dark.
 */
describeBrowser('themes and statistics by plan', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function premiumWithAFinishedGame() {
    const me = await buildUser(app.ctx.db, { subscriptionTier: 'premium', displayName: 'Petra Premium' });
    const friend = await buildUser(app.ctx.db, { displayName: 'Sam Friend' });
    const cookies = { white: await signIn(app.ctx.db, friend.id), black: await signIn(app.ctx.db, me.id) };
    const gameId = await createGameOverApi(app, cookies, { timeControl: 300 });
    await playOverApi(app, gameId, cookies, FOOLS_MATE);
    return { me, friend, gameId };
  }

  it('keeps dark mode, the board theme and the piece set across a reload, in the room and on the replay', async () => {
    const { me, friend, gameId } = await premiumWithAFinishedGame();
    const liveId = await createGameOverApi(app, {
      white: await signIn(app.ctx.db, me.id),
      black: await signIn(app.ctx.db, friend.id),
    });
    const { page, context, errors } = await openPage(browser, app.url);
    await signInAs(context, app, me.id);
    await page.goto('/profile');
    await page.getByRole('radio', { name: 'Dark' }).check();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.getByRole('radio', { name: 'Walnut' }).check();
    await page.getByRole('radio', { name: 'Walnut' }).and(page.locator(':checked')).waitFor();
    // Pirouetti is a Premium set: the server keeps it for this player.
    await page.getByRole('radio', { name: 'Pirouetti' }).check();
    await page.getByRole('radio', { name: 'Pirouetti' }).and(page.locator(':checked')).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.getByRole('radio', { name: 'Walnut' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Pirouetti' }).and(page.locator(':checked')).waitFor();

    await page.goto(`/game/${liveId}`);
    await expectPieceFrom(page, 'e1', 'pirouetti');
    await expectPieceFrom(page, 'e8', 'pirouetti');
    expect(await square(page, 'a1').evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(
      rgbText(boardThemeById('walnut')?.dark ?? ''),
    );

    await page.goto(`/game/${gameId}`);
    await page.getByRole('region', { name: 'Replay' }).waitFor();
    const walnut = boardThemeById('walnut');
    // a1 is a dark square, h1 a light one.
    expect(await square(page, 'a1').evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(
      rgbText(walnut?.dark ?? ''),
    );
    expect(await square(page, 'h1').evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(
      rgbText(walnut?.light ?? ''),
    );
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await expectPieceFrom(page, 'h4', 'pirouetti');
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('refuses a Premium piece set to Free, and photographs the piece picker and the credits', async () => {
    mkdirSync(SCREENS_DIR, { recursive: true });
    const free = await buildUser(app.ctx.db, { displayName: 'Fran Free' });
    const { page, context, errors } = await openPage(browser, app.url);
    await signInAs(context, app, free.id);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto('/profile');
      const pieces = page.getByRole('region', { name: 'Pieces' });
      await pieces.getByRole('radio', { name: 'Merida' }).waitFor();
      expect(await pieces.getByRole('radio', { name: 'Noto' }).isDisabled()).toBe(true);
      await pieces.getByRole('radio', { name: 'Merida' }).check();
      await pieces.getByRole('radio', { name: 'Merida' }).and(page.locator(':checked')).waitFor();
      // Every preview's drawings have loaded before the picture is taken.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-piece-set] img')].every(
          (node) => node instanceof HTMLImageElement && node.complete && node.naturalWidth > 0,
        ),
      );
      // Centred, so the sticky header does not cover the card in the picture.
      await pieces.evaluate((node) => node.scrollIntoView({ block: 'center' }));
      await pieces.screenshot({
        path: path.join(SCREENS_DIR, `piece-sets-${viewport.width}x${viewport.height}.png`),
        animations: 'disabled',
      });
      await page.goto('/credits');
      await page.getByRole('heading', { level: 1, name: 'Credits' }).waitFor();
      await page.getByRole('img', { name: 'The Pirouetti pieces' }).waitFor();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-piece-set] img')].every(
          (node) => node instanceof HTMLImageElement && node.complete && node.naturalWidth > 0,
        ),
      );
      await page.screenshot({
        path: path.join(SCREENS_DIR, `credits-${viewport.width}x${viewport.height}.png`),
        fullPage: true,
        animations: 'disabled',
      });
      // The home picture draws a signed-in player's set.
      await page.goto('/');
      await page.locator('[data-piece-set="merida"] img[src="/pieces/merida/wK.svg"]').waitFor();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-piece-set] img')].every(
          (node) => node instanceof HTMLImageElement && node.complete && node.naturalWidth > 0,
        ),
      );
      await page.screenshot({
        path: path.join(SCREENS_DIR, `home-pieces-${viewport.width}x${viewport.height}.png`),
        animations: 'disabled',
      });
    }
    const refused = await app.request('PUT', '/api/settings/board', {
      cookie: await signIn(app.ctx.db, free.id),
      body: { pieceSet: 'noto' },
    });
    expect(refused.json).toMatchObject({ code: 'piece_set_not_in_plan' });
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('shows a Premium player their head-to-head with a friend, with the games', async () => {
    const { me, gameId } = await premiumWithAFinishedGame();
    const { page, context } = await openPage(browser, app.url);
    await signInAs(context, app, me.id);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'You and Sam Friend' }).click();
    const panel = page.getByTestId('head-to-head');
    await panel.filter({ hasText: 'You and Sam Friend: 1 win, 0 losses, 0 draws' }).waitFor();
    await panel.locator(`[data-game-id="${gameId}"]`).waitFor();
    // The owner's statistics pass axe in the light scheme too.
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 240_000);

  it('lets a Pro player make a custom board, refusing colours that hide the pieces', async () => {
    const pro = await buildUser(app.ctx.db, { subscriptionTier: 'pro' });
    const { page, context, errors } = await openPage(browser, app.url);
    await signInAs(context, app, pro.id);
    await page.goto('/profile');
    const custom = page.getByTestId('custom-theme');
    await custom.waitFor();
    await custom.getByLabel('Dark squares').fill('#111111');
    await custom.getByText('Black pieces would be hard to see on the dark squares').waitFor();
    expect(await custom.getByRole('button', { name: 'Use my colours' }).isDisabled()).toBe(true);
    await custom.getByLabel('Dark squares').fill('#7a5c3e');
    await custom.getByLabel('Light squares').fill('#f7ecd8');
    await custom.getByRole('button', { name: 'Use my colours' }).click();
    await page.waitForFunction(
      () => document.documentElement.style.getPropertyValue('--board-dark') === '#7a5c3e',
    );
    await page.reload();
    await custom.waitFor();
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--board-light'))).toBe(
      '#f7ecd8',
    );
    const saved = await app.request('GET', '/api/settings/board', {
      cookie: await signIn(app.ctx.db, pro.id),
    });
    expect(saved.json).toMatchObject({
      effectiveTheme: 'custom',
      colors: { dark: '#7a5c3e', light: '#f7ecd8' },
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('follows a dark system by default, locks the Premium boards for Free, and passes axe in dark', async () => {
    const free = await buildUser(app.ctx.db);
    const { page, context } = await openPage(browser, app.url);
    await signInAs(context, app, free.id);
    // No choice made: the page follows the system, here dark.
    await page.emulateMedia({ colorScheme: 'dark' });
    const found: Record<string, string[]> = {};
    for (const route of ['/', '/pricing', '/help', '/profile', '/credits']) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('contentinfo').waitFor();
      if (route === '/profile') {
        await page.getByRole('radio', { name: 'Classic' }).waitFor();
        expect(await page.getByRole('radio', { name: 'Walnut' }).isDisabled()).toBe(true);
        await page.getByTestId('advanced-stats-upgrade').waitFor();
      }
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[route] = violations;
    }
    await context.close();
    expect(found).toEqual({});
  }, 240_000);
});
