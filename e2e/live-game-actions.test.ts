import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../src/server/test/harness';
import { openSignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser } from './support/browser';
import { clickMove, createGameOverApi, waitForMoves } from './support/game';

/** Where the journeys write screenshots for a person to look at (as e2e/screens.test.ts). */
const SCREENS_DIR = process.env.SCREENS_DIR ?? path.join(os.tmpdir(), 'chesschat-screens');
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

describeBrowser('game actions in the room: draw agreement, rematch, takebacks, resignation, abort', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const signedIn = () => openSignedInPage(browser, app);
  const turn = (page: Page, text: string) =>
    page.getByTestId('turn-indicator').filter({ hasText: text }).waitFor();

  it('agrees a draw, swaps colours in the rematch, and resigns it', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const gameId = await createGameOverApi(app, { white: alice.cookie }, { timeControl: 180, increment: 2 });

    // Bob takes Black from the join box in the room.
    await alice.page.goto(`/game/${gameId}`);
    await bob.page.goto(`/game/${gameId}`);
    await bob.page.getByRole('heading', { name: 'Join Game as Black Player' }).waitFor();
    await bob.page.getByRole('button', { name: 'Join Game' }).click();
    await bob.page.getByText('Game Joined!', { exact: true }).waitFor();
    await turn(alice.page, 'Your Turn (White)');

    await clickMove(alice.page, 'e2', 'e4');
    await turn(bob.page, 'Your Turn (Black)');
    await clickMove(bob.page, 'e7', 'e5');
    await waitForMoves(alice.page, ['e4', 'e5']);

    // Alice offers a draw; Bob accepts.
    await alice.page.getByRole('button', { name: 'Offer Draw' }).click();
    await alice.page.getByRole('button', { name: 'Draw offered' }).waitFor();
    await bob.page.getByText('Your opponent offers a draw.').waitFor();
    await bob.page.getByRole('button', { name: 'Accept Draw' }).click();
    for (const page of [alice.page, bob.page]) {
      await page.getByTestId('game-over').getByText('Game Over - Draw!', { exact: true }).waitFor();
      await page.getByTestId('game-over').getByText('Draw by agreement.').waitFor();
    }

    // Rematch: asked by one, accepted by the other; both land in the new game with colours swapped.
    await alice.page.getByRole('button', { name: 'Rematch', exact: true }).click();
    await alice.page.getByRole('button', { name: 'Rematch offered' }).waitFor();
    await bob.page.getByRole('button', { name: 'Accept Rematch' }).click();
    for (const page of [alice.page, bob.page]) {
      await page.waitForURL((url) => /^\/game\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(gameId));
    }
    expect(new URL(alice.page.url()).pathname).toBe(new URL(bob.page.url()).pathname);
    await bob.page.getByTestId('player-color').filter({ hasText: 'You: White' }).waitFor();
    await alice.page.getByTestId('player-color').filter({ hasText: 'You: Black' }).waitFor();

    await clickMove(bob.page, 'd2', 'd4');
    await turn(alice.page, 'Your Turn (Black)');
    await clickMove(alice.page, 'd7', 'd5');
    await waitForMoves(bob.page, ['d4', 'd5']);

    // Bob resigns (after confirming).
    await bob.page.getByRole('button', { name: 'Resign' }).click();
    await bob.page
      .getByRole('dialog', { name: 'Resign this game?' })
      .getByRole('button', { name: 'Resign' })
      .click();
    for (const page of [alice.page, bob.page]) {
      await page.getByTestId('game-over').getByText('Game Over - Black Wins!', { exact: true }).waitFor();
    }
    await alice.page.getByText('Your result: Win').waitFor();
    await alice.page.getByTestId('game-over').getByText('Game Over - Black Wins!', { exact: true }).waitFor();
    for (const tracked of [alice, bob]) {
      expect(tracked.errors).toEqual([]);
      await tracked.context.close();
    }
  });

  it('takes back a move once the opponent accepts, after a declined request', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const gameId = await createGameOverApi(app, { white: alice.cookie, black: bob.cookie });
    await alice.page.goto(`/game/${gameId}`);
    await bob.page.goto(`/game/${gameId}`);
    const takeback = (page: Page) => page.getByTestId('takeback-button');
    await turn(alice.page, 'Your Turn (White)');
    expect(await takeback(alice.page).isDisabled()).toBe(true);

    await clickMove(alice.page, 'e2', 'e4');
    await turn(bob.page, 'Your Turn (Black)');
    await clickMove(bob.page, 'e7', 'e5');
    await turn(alice.page, 'Your Turn (White)');
    await clickMove(alice.page, 'g1', 'f3');
    await waitForMoves(bob.page, ['e4', 'e5', 'Nf3']);

    // Alice asks; Bob declines, and Alice is told.
    await takeback(alice.page).click();
    await takeback(alice.page).filter({ hasText: 'Takeback requested…' }).waitFor();
    const prompt = bob.page.getByTestId('takeback-prompt');
    await prompt.getByText('Your opponent asks to take back their last move.').waitFor();
    mkdirSync(SCREENS_DIR, { recursive: true });
    for (const viewport of VIEWPORTS) {
      await bob.page.setViewportSize(viewport);
      await prompt.scrollIntoViewIfNeeded();
      const file = path.join(SCREENS_DIR, `takeback-prompt-${viewport.width}x${viewport.height}.png`);
      await bob.page.screenshot({ path: file, animations: 'disabled' });
    }
    await prompt.getByRole('button', { name: 'Decline' }).click();
    await alice.page.getByText('Takeback declined', { exact: true }).waitFor();
    await takeback(alice.page).filter({ hasNotText: 'requested' }).waitFor();

    // Asked again and accepted: Nf3 is gone on both boards, and it is Alice's move once more.
    await takeback(alice.page).click();
    await prompt.getByRole('button', { name: 'Accept' }).click();
    for (const page of [alice.page, bob.page]) await waitForMoves(page, ['e4', 'e5']);
    await alice.page.getByText('Takeback accepted', { exact: true }).waitFor();
    await turn(alice.page, 'Your Turn (White)');
    await clickMove(alice.page, 'b1', 'c3');
    await waitForMoves(bob.page, ['e4', 'e5', 'Nc3']);
    for (const tracked of [alice, bob]) {
      expect(tracked.errors).toEqual([]);
      await tracked.context.close();
    }
  });

  it('aborts a game before both sides have moved', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const gameId = await createGameOverApi(app, { white: alice.cookie, black: bob.cookie });
    await alice.page.goto(`/game/${gameId}`);
    await bob.page.goto(`/game/${gameId}`);
    await clickMove(alice.page, 'g1', 'f3');
    await bob.page.getByRole('button', { name: 'Abort Game' }).click();
    for (const page of [alice.page, bob.page]) {
      await page.getByTestId('game-over').getByText('Game Over - Game Abandoned', { exact: true }).waitFor();
      await page.getByTestId('game-status').filter({ hasText: 'Abandoned' }).waitFor();
    }
    for (const tracked of [alice, bob]) {
      expect(tracked.errors).toEqual([]);
      await tracked.context.close();
    }
  });
});
