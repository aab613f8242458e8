import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeLobbyGames, PLAN_LIST } from '../src/core/plans';
import type { LobbyState, Seek } from '../src/core/protocol';
import type { TestApp } from '../src/server/test/harness';
import { openSignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { seriousViolations } from './support/axe';
import { describeBrowser, launchBrowser, openPage } from './support/browser';
import { overflowingElements } from './support/overflow';

/**
 * The lobby page in the browser. Its layout at both screen sizes (seeks listed, waiting for an opponent,
 * barred) with `GET /api/lobby` answered here (page.route): how the page looks and reads in states a test
 * server does not easily reach. And one open seek on the real server, posted by one person and accepted
 * live by another. Quick pairing's two-browser journey (two strangers press Play and meet) is its own file.
 */
const SCREENS_DIR = process.env.SCREENS_DIR ?? path.join(os.tmpdir(), 'chesschat-screens');
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const person = (id: string, username: string, rating: number, displayName: string | null = null) => ({
  id,
  username,
  displayName,
  rating,
  avatarUrl: null,
});

const SEEKS: Seek[] = [
  {
    id: 's1',
    player: person('u-ann', 'ann', 1487, 'Ann Lee'),
    pool: '3+2',
    rated: true,
    call: true,
    createdAt: '',
  },
  {
    id: 's2',
    player: person('u-raj', 'rajesh_k', 1622),
    pool: '10+0',
    rated: false,
    call: false,
    createdAt: '',
  },
  {
    id: 's3',
    player: person('u-mar', 'marguerite', 1311, 'Marguerite Duchamp-Villon'),
    pool: '30+0',
    rated: true,
    call: true,
    createdAt: '',
  },
];

function state(overrides: Partial<LobbyState>): LobbyState {
  return {
    seeks: SEEKS,
    queue: null,
    bar: null,
    allowance: { usedToday: 2, perDay: 5 },
    calls: { adultDeclared: true, strangerCalls: true },
    waiting: 14,
    ...overrides,
  };
}

async function shoot(page: Page, name: string, viewport: { width: number; height: number }): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({
    path: path.join(SCREENS_DIR, `lobby-${name}-${viewport.width}x${viewport.height}.png`),
  });
}

describeBrowser('the lobby page', () => {
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
    it(`lists seeks, waits, and bars, readable and within the screen at ${viewport.width}x${viewport.height}`, async () => {
      const { page } = await openSignedInPage(browser, app, { viewport, user: { displayName: 'Alice' } });
      let lobby = state({});
      await page.route('**/api/lobby', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(lobby) }),
      );

      await page.goto('/lobby');
      await page.getByRole('button', { name: "Accept Ann Lee's 3+2 Blitz seek" }).waitFor();
      expect(await overflowingElements(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, 'seeks', viewport);
      if (viewport.width < 768) {
        // A phone shows the tiles first; the seeks are a scroll away.
        await page
          .getByRole('heading', { name: 'Open seeks' })
          .evaluate((heading) => heading.scrollIntoView());
        await shoot(page, 'seek-list', viewport);
        await page.evaluate(() => window.scrollTo(0, 0));
      }

      lobby = state({
        queue: { pool: '3+2', rated: true, call: true, joinedAt: new Date(Date.now() - 7_000).toISOString() },
      });
      await page.reload();
      await page.getByRole('region', { name: 'Waiting for an opponent' }).waitFor();
      await expect.poll(() => page.getByTestId('waited').textContent()).not.toBe('0:00');
      expect(await overflowingElements(page)).toEqual([]);
      await shoot(page, 'waiting', viewport);

      lobby = state({
        bar: {
          until: '2026-12-04T18:00:00.000Z',
          message: 'A moderator barred you from the lobby for 7 days.',
        },
        calls: { adultDeclared: false, strangerCalls: true },
      });
      await page.reload();
      await page.getByTestId('lobby-bar').waitFor();
      expect(await overflowingElements(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, 'barred', viewport);

      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Lobby' }).waitFor();
        expect(await overflowingElements(page)).toEqual([]);
        await page.screenshot({
          path: path.join(SCREENS_DIR, `lobby-menu-${viewport.width}x${viewport.height}.png`),
        });
      }
      await page.context().close();
    });
  }

  it('a seek posted by one person appears live for another, whose Accept takes both into the game', async () => {
    const ann = await openSignedInPage(browser, app, { user: { displayName: 'Ann' } });
    const bob = await openSignedInPage(browser, app, { user: { displayName: 'Bob' } });
    await Promise.all([ann.page.goto('/lobby'), bob.page.goto('/lobby')]);
    await bob.page.getByText('No open seeks right now. Post one, or press Play above.').waitFor();
    const form = ann.page.getByRole('form', { name: 'Post a seek' });
    await form.getByLabel('Time control').selectOption('5+0');
    await form.getByRole('button', { name: 'Post seek' }).click();
    await ann.page.getByRole('button', { name: 'Cancel your 5+0 Blitz seek' }).waitFor();
    // Bob never reloads: the seek reaches his page over the socket.
    await bob.page.getByRole('button', { name: "Accept Ann's 5+0 Blitz seek" }).click();
    await Promise.all([ann.page.waitForURL(/\/game\/[^/]+$/), bob.page.waitForURL(/\/game\/[^/]+$/)]);
    expect(new URL(ann.page.url()).pathname).toBe(new URL(bob.page.url()).pathname);
    expect([...ann.errors, ...bob.errors]).toEqual([]);
    await Promise.all([ann.context.close(), bob.context.close()]);
  });

  it("the pricing page says each plan's lobby games: on its card, and in a row of the comparison", async () => {
    const { page, context } = await openPage(browser, app.url);
    await page.goto('/pricing');
    // Pro's card says it through "Everything in Premium".
    for (const plan of PLAN_LIST.filter((p) => p.id !== 'pro')) {
      const card = page.getByRole('region', { name: plan.name, exact: true });
      await card.getByText(describeLobbyGames(plan.lobbyGamesPerDay), { exact: true }).waitFor();
    }
    const row = page.getByRole('table').getByRole('row', { name: /^Lobby games a day/ });
    await expect(row.getByRole('cell').allTextContents()).resolves.toEqual(['5', 'Unlimited', 'Unlimited']);
    await context.close();
  });

  it('keeps the signed-in header, Lobby link and all, within a tablet screen', async () => {
    for (const width of [768, 900, 1024]) {
      const { page, context } = await openSignedInPage(browser, app, { viewport: { width, height: 900 } });
      await page.route('**/api/lobby', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(state({})) }),
      );
      await page.goto('/lobby');
      await page.getByRole('heading', { name: 'Lobby', level: 1 }).waitFor();
      // From 1024 px the header shows the links; below, the menu button holds them.
      const inHeader = page.getByRole('navigation', { name: 'Main' });
      expect(await inHeader.isVisible(), `main nav at ${width} px`).toBe(width >= 1024);
      if (width >= 1024) await page.getByRole('banner').getByRole('link', { name: 'Lobby' }).waitFor();
      expect(await overflowingElements(page), `at ${width} px`).toEqual([]);
      await context.close();
    }
  });
});
