import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../src/server/test/harness';
import { openSignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser } from './support/browser';
import { createGameOverApi, dragMove, playOverApi, square, waitForMoves, waitForPiece } from './support/game';

describeBrowser('promotion, premove, keyboard and refused moves on the 2D board', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('promotes through the picker while the opponent’s premove waits, then plays it at once', async () => {
    const white = await openSignedInPage(browser, app);
    const black = await openSignedInPage(browser, app);
    const cookies = { white: white.cookie, black: black.cookie };
    const gameId = await createGameOverApi(app, cookies, { timeControl: 300 });
    // White's h-pawn runs through to g7; Black's knight leaves g8.
    await playOverApi(app, gameId, cookies, [
      'h2-h4',
      'g7-g5',
      'h4-g5',
      'h7-h6',
      'g5-h6',
      'f8-g7',
      'h6-g7',
      'g8-f6',
    ]);
    await white.page.goto(`/game/${gameId}`);
    await black.page.goto(`/game/${gameId}`);
    await waitForPiece(white.page, 'g7', 'P');
    await waitForPiece(black.page, 'g7', 'P');

    // Black, waiting, premoves the knight b8-c6.
    await square(black.page, 'b8').click();
    await square(black.page, 'c6').click();
    await square(black.page, 'c6').and(black.page.locator('[data-premove]')).waitFor();

    // A refused target shakes and rings red for half a second, and nothing is sent.
    await square(white.page, 'a2').click();
    await square(white.page, 'a5').click();
    await square(white.page, 'a5').and(white.page.locator('[data-rejected]')).waitFor();
    await white.page.locator('[data-rejected]').waitFor({ state: 'detached', timeout: 2000 });

    // White drags the pawn onto h8 and picks a knight.
    await dragMove(white.page, 'g7', 'h8');
    await white.page.getByRole('dialog', { name: 'Choose a piece to promote to' }).waitFor();
    await white.page.getByRole('button', { name: 'Promote to knight' }).click();
    await waitForPiece(white.page, 'h8', 'N');
    await waitForPiece(black.page, 'h8', 'N');

    // Black's premove went off the moment it became legal.
    const expected = ['h4', 'g5', 'hxg5', 'h6', 'gxh6', 'Bg7', 'hxg7', 'Nf6', 'gxh8=N', 'Nc6'];
    await waitForMoves(white.page, expected);
    await waitForMoves(black.page, expected);
    await waitForPiece(white.page, 'c6', 'n');

    // White answers from the keyboard: e2, Enter, up twice, Enter.
    await square(white.page, 'e2').focus();
    await white.page.keyboard.press('Enter');
    await white.page.keyboard.press('ArrowUp');
    await white.page.keyboard.press('ArrowUp');
    await white.page.keyboard.press('Enter');
    await waitForMoves(black.page, [...expected, 'e4']);

    // Stepping back through the history shows the earlier position; the live one comes back.
    await white.page.getByRole('button', { name: 'Previous move' }).click();
    await waitForPiece(white.page, 'e2', 'P');
    await white.page.getByText('Viewing move 10 of 11.').waitFor();
    await white.page.getByRole('button', { name: 'Latest position' }).click();
    await waitForPiece(white.page, 'e4', 'P');

    // F flips the board.
    await white.page.locator('[data-board-orientation="white"]').waitFor();
    await white.page.locator('body').press('f');
    await white.page.locator('[data-board-orientation="black"]').waitFor();

    const { json } = await app.request('GET', `/api/games/${gameId}`);
    expect((json.game as { moves: string[] }).moves.slice(8)).toEqual(['g7-h8n', 'b8-c6', 'e2-e4']);
    for (const tracked of [white, black]) {
      expect(tracked.errors).toEqual([]);
      await tracked.context.close();
    }
  });
});
