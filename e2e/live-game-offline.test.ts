import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PROTOCOL_VERSION, WS_CLOSE } from '../src/core/limits';
import type { TestApp } from '../src/server/test/harness';
import { openSignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser } from './support/browser';
import { clickMove, createGameOverApi, waitForMoves } from './support/game';

describeBrowser('a player whose live socket cannot connect', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('still plays: moves go over HTTP and the game is polled until the socket is back', async () => {
    const white = await openSignedInPage(browser, app);
    const black = await openSignedInPage(browser, app);
    const gameId = await createGameOverApi(app, { white: white.cookie, black: black.cookie });

    // Every socket Black opens is closed at once, as behind a proxy that drops WebSockets.
    let refused = 0;
    let reachable = false;
    await black.context.routeWebSocket(/\/ws(\?|$)/, (socket) => {
      if (reachable) {
        socket.connectToServer();
        return;
      }
      refused += 1;
      void socket.close({ code: 1011, reason: 'unavailable' });
    });
    await white.page.goto(`/game/${gameId}`);
    await black.page.goto(`/game/${gameId}`);
    await black.page.locator('[data-connection="closed"], [data-connection="connecting"]').first().waitFor();
    await white.page.locator('[data-connection="open"]').waitFor();

    await clickMove(white.page, 'e2', 'e4');
    await waitForMoves(black.page, ['e4']);
    await clickMove(black.page, 'c7', 'c5');
    await waitForMoves(white.page, ['e4', 'c5']);
    await clickMove(white.page, 'g1', 'f3');
    await waitForMoves(black.page, ['e4', 'c5', 'Nf3']);
    expect(refused).toBeGreaterThan(0);

    // The socket comes back: polling stops and moves arrive live again.
    reachable = true;
    await black.page.locator('[data-connection="open"]').waitFor({ timeout: 30_000 });
    const polls: string[] = [];
    black.page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/games/${gameId}`) polls.push(request.url());
    });
    await clickMove(black.page, 'd7', 'd6');
    await waitForMoves(white.page, ['e4', 'c5', 'Nf3', 'd6']);
    await clickMove(white.page, 'd2', 'd4');
    await waitForMoves(black.page, ['e4', 'c5', 'Nf3', 'd6', 'd4']);
    expect(polls).toEqual([]);
    for (const tracked of [white, black]) await tracked.context.close();
  });

  it('offers a reload when the server no longer serves the page, and tries the socket no more', async () => {
    const white = await openSignedInPage(browser, app);
    const black = await openSignedInPage(browser, app);
    const gameId = await createGameOverApi(app, { white: white.cookie, black: black.cookie });
    let attempts = 0;
    let outdated = true;
    const addresses: string[] = [];
    await white.context.routeWebSocket(/\/ws(\?|$)/, (socket) => {
      addresses.push(socket.url());
      if (!outdated) {
        socket.connectToServer();
        return;
      }
      attempts += 1;
      void socket.close({ code: WS_CLOSE.clientOutdated, reason: 'This page is out of date: reload it' });
    });
    await white.page.goto(`/game/${gameId}`);
    const banner = white.page.getByRole('alert').filter({ hasText: 'Reload the page' });
    await banner.waitFor();
    expect(addresses[0]).toMatch(new RegExp(`/ws\\?protocol=${PROTOCOL_VERSION}$`));
    await white.page.waitForTimeout(1500);
    expect(attempts).toBe(1);

    outdated = false;
    await banner.getByRole('button', { name: 'Reload' }).click();
    await white.page.locator('[data-connection="open"]').waitFor();
    await expect(banner.count()).resolves.toBe(0);
    for (const tracked of [white, black]) await tracked.context.close();
  });
});
