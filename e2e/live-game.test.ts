import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testDatabases } from '../src/server/test/databases';
import type { TestApp } from '../src/server/test/harness';
import {
  confirmThroughUi,
  createAccountThroughUi,
  openSignedInPage,
  signInThroughUi,
  signUpThroughUi,
  uniqueAccount,
} from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser, openPage } from './support/browser';
import { clickMove, dragMove, movesShown, square, waitForMoves, waitForPiece } from './support/game';

describeBrowser.each(testDatabases())(
  'a live game between two people who just signed up (%s)',
  (database) => {
    let app: TestApp;
    let browser: Browser;
    beforeAll(async () => {
      // On PostgreSQL the events also cross Redis when it is configured, as with several instances.
      [app, browser] = await Promise.all([
        startE2eApp({ database, redis: database === 'postgres' }),
        launchBrowser(),
      ]);
    });
    afterAll(async () => {
      await browser?.close();
      await app?.close();
    });

    it('creates, shares, joins, plays a mate by clicking and dragging, resumes after a reload, and is watched live', async () => {
      const white = await openPage(browser, app.url);
      const black = await openPage(browser, app.url);

      // White signs up and creates a game with the default ten minutes.
      await createAccountThroughUi(white.page, app);
      await white.page.goto('/play');
      await white.page.getByLabel('Time control').waitFor();
      await expect(white.page.getByLabel('Time control').inputValue()).resolves.toBe('10');
      await white.page.getByRole('button', { name: 'Create Game' }).click();
      await white.page.getByRole('heading', { name: 'Chess Game Created!' }).waitFor();
      await white.page.getByText('You play White').waitFor();
      const shareLink = await white.page.getByLabel('Share link').inputValue();
      const gameId = /\/game\/([^/?]+)\?join=true$/.exec(shareLink)?.[1];
      expect(gameId).toBeTruthy();
      await white.page.getByRole('link', { name: 'Enter Game' }).click();
      await white.page
        .getByTestId('turn-indicator')
        .filter({ hasText: 'Waiting for Second Player' })
        .waitFor();
      await white.page.getByText('No moves yet - Make the first move!').waitFor();
      await expect(white.page.locator('[data-clock="black"]').textContent()).resolves.toBe('--:--');
      await expect(white.page.locator('[data-clock="white"]').textContent()).resolves.toBe('10:00');

      // Black opens the share link signed out and chooses an account over a guest seat (decision 287):
      // sign-up first, then straight back into the game. Toasts last a few seconds: each is awaited from
      // before what brings it, never looked for after.
      const playerJoined = white.page.getByText('Player Joined', { exact: true }).waitFor();
      await black.page.goto(shareLink);
      await black.page.getByRole('link', { name: 'Create an account' }).click();
      await black.page.waitForURL('**/signup');
      const account = uniqueAccount();
      await signUpThroughUi(black.page, app, account);
      await confirmThroughUi(black.page, app, account.email);
      await signInThroughUi(black.page, app, account.email, account.password);
      await black.page.getByText('Game Joined!', { exact: true }).waitFor();
      await black.page.waitForURL((url) => url.pathname === `/game/${gameId}` && url.search === '');
      await black.page.getByTestId('player-color').filter({ hasText: 'You: Black' }).waitFor();
      await playerJoined;
      await white.page.getByTestId('turn-indicator').filter({ hasText: 'Your Turn (White)' }).waitFor();

      // A spectator watches along.
      const watcher = await openSignedInPage(browser, app);
      await watcher.page.goto(`/game/${gameId}`);
      await watcher.page.getByTestId('turn-indicator').filter({ hasText: "White's Turn" }).waitFor();
      await white.page.getByTestId('watchers').filter({ hasText: '1 watching' }).waitFor();

      // 1. f3 by clicking; the legal targets show once the pawn is picked up.
      await square(white.page, 'f2').click();
      await white.page
        .locator('[data-square="f3"][data-target], [data-square="f4"][data-target]')
        .nth(1)
        .waitFor();
      await square(white.page, 'f3').click();
      await waitForPiece(black.page, 'f3', 'P');
      // The move is told by the sound, the move list and the board; no toast covers them (decision 170).
      await waitForMoves(black.page, ['f3']);
      expect(await black.page.getByText('Opponent Moved', { exact: true }).count()).toBe(0);
      await waitForPiece(watcher.page, 'f3', 'P');

      // 1... e5 by dragging.
      await black.page.getByTestId('turn-indicator').filter({ hasText: 'Your Turn (Black)' }).waitFor();
      await dragMove(black.page, 'e7', 'e5');
      await waitForPiece(white.page, 'e5', 'p');
      await waitForMoves(watcher.page, ['f3', 'e5']);

      // White reloads mid-game and finds the game as it was.
      await white.page.reload();
      await waitForMoves(white.page, ['f3', 'e5']);
      await waitForPiece(white.page, 'e5', 'p');
      await white.page.getByTestId('turn-indicator').filter({ hasText: 'Your Turn (White)' }).waitFor();

      // 2. g4 by clicking, 2... Qh4# by dragging.
      await clickMove(white.page, 'g2', 'g4');
      await waitForPiece(black.page, 'g4', 'P');
      await dragMove(black.page, 'd8', 'h4');

      for (const page of [white.page, black.page, watcher.page]) {
        await page.getByText('CHECKMATE - BLACK WINS!', { exact: true }).waitFor();
        await page.getByText('Game Over - Black Wins!', { exact: true }).waitFor();
        await page.getByTestId('game-status').filter({ hasText: 'Completed' }).waitFor();
      }
      await white.page.getByText('Your result: Loss').waitFor();
      await black.page.getByText('Your result: Win').waitFor();
      await expect(square(white.page, 'e1').getAttribute('data-check')).resolves.toBe('true');
      await expect(movesShown(watcher.page)).resolves.toEqual(['f3', 'e5', 'g4', 'Qh4#']);

      const { json } = await app.request('GET', `/api/games/${gameId}`);
      expect(json.game).toMatchObject({ result: 'black_wins', termination: 'checkmate' });
      for (const tracked of [white, black, watcher]) {
        expect(tracked.errors).toEqual([]);
        await tracked.context.close();
      }
    });
  },
);
