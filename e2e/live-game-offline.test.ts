import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
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
    await black.context.routeWebSocket(/\/ws$/, (socket) => {
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
});
