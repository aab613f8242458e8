import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, it, vi } from 'vitest';
import type { TestApp } from '../src/server/test/harness';
import { openSignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser } from './support/browser';
import { clickMove, createGameOverApi, waitForMoves, waitForPiece } from './support/game';

const HOUR = 60 * 60 * 1000;
const laptop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

describeBrowser('a correspondence game over simulated days, with a conditional move', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    // The server runs in this process: its days move with the faked Date, its timers stay real.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    vi.useRealTimers();
  });
  const jump = (ms: number) => vi.setSystemTime(Date.now() + ms);

  it('counts each move’s days down as they pass, and answers a conditional move at once', async () => {
    const white = await openSignedInPage(browser, app, { viewport: laptop });
    const black = await openSignedInPage(browser, app, { viewport: laptop });
    const gameId = await createGameOverApi(
      app,
      { white: white.cookie, black: black.cookie },
      { daysPerMove: 2 },
    );
    await white.page.goto(`/game/${gameId}`);
    await black.page.goto(`/game/${gameId}`);
    await clickMove(white.page, 'e2', 'e4');
    await waitForPiece(black.page, 'e4', 'P');

    // A day and a half later Black opens the room: half a day of the two is left.
    jump(36 * HOUR);
    await black.page.reload();
    const deadline = black.page.getByTestId('correspondence-deadline');
    await deadline.getByText(/Your move by .*/).waitFor();
    await deadline.getByText(/1[12] hours?, \d+ minutes? left|12 hours left/).waitFor();
    await clickMove(black.page, 'e7', 'e5');
    await waitForPiece(white.page, 'e5', 'p');

    // A day later White moves, and has the whole of the next move's days again.
    jump(24 * HOUR);
    await white.page.reload();
    await white.page
      .getByTestId('correspondence-deadline')
      .getByText(/23 hours, \d+ minutes left|1 day left/)
      .waitFor();
    await clickMove(white.page, 'g1', 'f3');
    await waitForMoves(white.page, ['e4', 'e5', 'Nf3']);

    // While Black is to move White writes "if Nc6, then Bb5" and saves it.
    const panel = white.page.getByTestId('conditional-moves');
    await panel.getByRole('heading', { name: 'Conditional moves' }).waitFor();
    await panel.getByLabel('New line').fill('Nc6 Bb5');
    await panel.getByRole('button', { name: 'Add line' }).click();
    await panel.getByLabel('New line').fill('Nf6 Qe2 Nxe4');
    await panel.getByRole('button', { name: 'Add line' }).click();
    await panel.getByRole('button', { name: 'Save lines' }).click();
    await panel.getByText('Line 2 must end with your answer', { exact: false }).waitFor();
    await panel.getByRole('button', { name: 'Remove line 2' }).click();
    await panel.getByRole('button', { name: 'Save lines' }).click();
    await panel.getByText('1 line saved').waitFor();
    await white.page.screenshot({ path: 'docs/screens/correspondence-conditional-1440.png' });

    // Black plays Nc6 two days later… and White's Bb5 is on the board at once.
    jump(40 * HOUR);
    await clickMove(black.page, 'b8', 'c6');
    await waitForMoves(black.page, ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
    await waitForMoves(white.page, ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
    await black.page
      .getByTestId('correspondence-deadline')
      .getByText(/Your move by/)
      .waitFor();
    await black.page.setViewportSize(phone);
    await waitForMoves(black.page, ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
    await black.page.screenshot({ path: 'docs/screens/correspondence-conditional-390.png' });
  }, 60_000);
});
