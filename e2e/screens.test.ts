import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WS_CLOSE } from '../src/core/limits';
import { buildUser, signIn } from '../src/server/test/factories';
import type { TestApp } from '../src/server/test/harness';
import { openSignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser, openPage } from './support/browser';
import { createGameOverApi, playOverApi, waitForMoves, waitForPiece } from './support/game';

/**
 * The screens recent changes altered, photographed at a laptop's and a phone's size for a person to
 * look at. Each picture is taken only once the screen shows what it must, so a broken screen fails
 * the journey instead of yielding a picture of the breakage.
 */
const SCREENS_DIR = process.env.SCREENS_DIR ?? path.join(os.tmpdir(), 'chesschat-screens');
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

async function shoot(page: Page, name: string, viewport: Viewport): Promise<void> {
  const file = path.join(SCREENS_DIR, `${name}-${viewport.width}x${viewport.height}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
}

describeBrowser('screens to look at, on a laptop and a phone', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(SCREENS_DIR, { recursive: true });
    console.info(`Screenshots are written to ${SCREENS_DIR}`);
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  for (const viewport of VIEWPORTS) {
    const size = `${viewport.width}x${viewport.height}`;

    it(`demo payments: pricing, payment result and payment history at ${size}`, async () => {
      const buyer = await openSignedInPage(browser, app, { viewport });
      const { page } = buyer;
      await page.goto('/pricing');
      await page
        .getByRole('note', { name: 'Demo payments' })
        .getByText(/no card is charged/)
        .waitFor();
      await shoot(page, 'pricing-demo', viewport);

      await page.getByRole('button', { name: 'Choose Premium' }).click();
      await page.getByRole('heading', { name: 'Payment successful!' }).waitFor();
      await page.getByText('Welcome to Premium! Demo amount $9.99.').waitFor();
      await page
        .getByRole('note', { name: 'Demo payments' })
        .getByText(/Nothing was charged/)
        .waitFor();
      await shoot(page, 'payment-success-demo', viewport);

      await page.goto('/profile');
      await page
        .getByRole('region', { name: 'Payment History' })
        .getByTestId('payment')
        .filter({ hasText: '$9.99' })
        .filter({ hasText: 'Paid' })
        .filter({ hasText: 'Demo' })
        .waitFor();
      await shoot(page, 'payment-history-demo', viewport);
      expect(buyer.errors).toEqual([]);
      await buyer.context.close();
    });

    it(`the room: names with usernames, then the reload banner, at ${size}`, async () => {
      const white = await buildUser(app.ctx.db, { displayName: 'Ada Lovelace' });
      const whiteCookie = await signIn(app.ctx.db, white.id);
      const black = await openSignedInPage(browser, app, { viewport });
      const cookies = { white: whiteCookie, black: black.cookie };
      const gameId = await createGameOverApi(app, cookies);
      await playOverApi(app, gameId, cookies, ['e2-e4', 'e7-e5', 'g1-f3']);
      const { page } = black;
      await page.goto(`/game/${gameId}`);
      await waitForMoves(page, ['e4', 'e5', 'Nf3']);
      await page.getByTestId('video-chat-panel').waitFor();
      const whiteRow = page.locator('[data-player="white"]');
      await whiteRow.getByText('Ada Lovelace').waitFor();
      const whiteDetails = whiteRow.getByText(`White · ${white.username} · ${white.rating}`);
      await whiteDetails.waitFor();
      // The username and rating are read in full, never cut off.
      await expect(whiteDetails.evaluate((line) => line.scrollWidth <= line.clientWidth)).resolves.toBe(true);
      // The moves arriving scroll their own list, not the page away from its top.
      await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
      await shoot(page, 'room-players', viewport);

      // The server turns the socket away as it would a page built for an older protocol.
      await black.context.routeWebSocket(/\/ws(\?|$)/, (socket) => {
        void socket.close({ code: WS_CLOSE.clientOutdated, reason: 'This page is out of date: reload it' });
      });
      await page.reload();
      await page
        .getByRole('alert')
        .filter({ hasText: 'ChessChat has been updated. Reload the page to keep playing.' })
        .getByRole('button', { name: 'Reload' })
        .waitFor();
      await waitForPiece(page, 'f3', 'N');
      await page.getByTestId('video-chat-panel').waitFor();
      await shoot(page, 'room-reload-banner', viewport);
      expect(black.errors).toEqual([]);
      await black.context.close();
    });

    it(`a signed-out visitor watching a game, with its Spectators tab, at ${size}`, async () => {
      const white = await buildUser(app.ctx.db, { displayName: 'Ada Lovelace' });
      const black = await buildUser(app.ctx.db, { displayName: 'Sam Spassky' });
      const cookies = {
        white: await signIn(app.ctx.db, white.id),
        black: await signIn(app.ctx.db, black.id),
      };
      const gameId = await createGameOverApi(app, cookies);
      await playOverApi(app, gameId, cookies, ['e2-e4', 'c7-c5', 'g1-f3', 'd7-d6']);
      const visitor = await openPage(browser, app.url, { viewport });
      const { page } = visitor;
      await page.goto(`/game/${gameId}`);
      await waitForMoves(page, ['e4', 'c5', 'Nf3', 'd6']);
      await page.getByRole('tab', { name: 'Spectators', exact: true }).click();
      await page.getByTestId('sign-in-to-chat').getByRole('link', { name: 'Sign in to chat' }).waitFor();
      await shoot(page, 'room-signed-out-spectator', viewport);
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    });

    it(`a waiting game whose seat is held for an invited player, seen by a third at ${size}`, async () => {
      const host = await buildUser(app.ctx.db, { displayName: 'Hannah Host', subscriptionTier: 'premium' });
      const guest = await buildUser(app.ctx.db);
      const created = await app.request('POST', '/api/games', {
        cookie: await signIn(app.ctx.db, host.id),
        body: { timeControl: 600, inviteUsername: guest.username },
      });
      expect(created.status, created.text).toBe(200);
      const stranger = await openSignedInPage(browser, app, { viewport });
      const { page } = stranger;
      await page.goto(`/game/${String(created.json.id)}`);
      const notice = page.getByTestId('seat-reserved');
      await notice.getByText(`This seat is reserved for ${guest.username}`).waitFor();
      await notice.getByText(`${guest.username} was invited to this game.`, { exact: false }).waitFor();
      expect(await page.getByRole('button', { name: 'Join Game' }).count()).toBe(0);
      await shoot(page, 'room-seat-reserved', viewport);
      expect(stranger.errors).toEqual([]);
      await stranger.context.close();
    });

    it(`a host with no games left, the joiner and host told, the create screen without its button, at ${size}`, async () => {
      // Host pays (decision 200): the Free host's own games run out after their game was created.
      const host = await openSignedInPage(browser, app, { viewport, user: { subscriptionTier: 'free' } });
      const joiner = await openSignedInPage(browser, app, {
        viewport,
        user: { subscriptionTier: 'pro', displayName: 'Sam Spent' },
      });
      const created = await app.request('POST', '/api/games', {
        cookie: host.cookie,
        body: { timeControl: 300 },
      });
      expect(created.status, created.text).toBe(200);
      const gameId = String(created.json.id);
      for (let i = 0; i < 3; i += 1)
        await createGameOverApi(app, { white: host.cookie, black: joiner.cookie });
      await host.page.goto(`/game/${gameId}`);
      await host.page
        .getByTestId('turn-indicator')
        .filter({ hasText: 'Waiting for Second Player' })
        .waitFor();

      await joiner.page.goto(`/game/${gameId}?join=true`);
      await joiner.page
        .getByTestId('join-refused')
        .getByRole('heading', { name: 'No games left this month' })
        .waitFor();
      await shoot(joiner.page, 'join-refused-allowance', viewport);
      await host.page
        .getByTestId('join-refused-notice')
        .filter({ hasText: 'Sam Spent could not join' })
        .waitFor();
      await shoot(host.page, 'room-host-told-join-refused', viewport);
      await host.page.goto('/play');
      await host.page.getByTestId('games-left').filter({ hasText: 'no games left this month' }).waitFor();
      await shoot(host.page, 'create-no-games-left', viewport);
      expect(host.errors).toEqual([]);
      for (const tracked of [host, joiner]) await tracked.context.close();
    });
  }
});
