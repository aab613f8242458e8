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
    // Black plays the whole game on a phone held upright.
    const black = await openSignedInPage(browser, app, { viewport: phone });
    const gameId = await createGameOverApi(
      app,
      { white: white.cookie, black: black.cookie },
      { daysPerMove: 2 },
    );
    await white.page.goto(`/game/${gameId}`);
    await black.page.goto(`/game/${gameId}`);
    await clickMove(white.page, 'e2', 'e4');
    await waitForPiece(black.page, 'e4', 'P');

    // A day and a half later Black opens the room: half a day of the two is left, shown in Black's own strip.
    jump(36 * HOUR);
    await black.page.reload();
    const blackDue = black.page.locator('[data-player="black"]').getByTestId('correspondence-deadline');
    await blackDue.getByText(/^by .+/).waitFor();
    await blackDue.getByText(/1[12] hours?, \d+ minutes? left|12 hours left/).waitFor();
    await clickMove(black.page, 'e7', 'e5');
    await waitForPiece(white.page, 'e5', 'p');
    // Now White's strip counts down, on Black's phone too.
    await black.page
      .locator('[data-player="white"]')
      .getByTestId('correspondence-deadline')
      .getByText(/2 days left|1 day, 23 hours left/)
      .waitFor();

    // A day later White moves, and has the whole of the next move's days again.
    jump(24 * HOUR);
    await white.page.reload();
    await white.page
      .getByTestId('correspondence-deadline')
      .getByText(/23 hours, \d+ minutes left|1 day left/)
      .waitFor();
    await clickMove(white.page, 'g1', 'f3');
    await waitForMoves(white.page, ['e4', 'e5', 'Nf3']);

    // While Black is to move White writes "if Nc6, then Bb5" in the room's Conditional tab and saves it.
    await white.page.getByRole('tab', { name: 'Conditional' }).click();
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
    await blackDue.getByText(/2 days left|1 day, 23 hours left/).waitFor();

    // On the phone Black answers a6, then writes a line of their own in the same tab, in the room's bottom sheet.
    await clickMove(black.page, 'a7', 'a6');
    await waitForMoves(white.page, ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']);
    await black.page.getByRole('tab', { name: 'Conditional' }).click();
    const phonePanel = black.page.getByTestId('conditional-moves');
    await phonePanel.getByLabel('New line').fill('Ba4 Nf6');
    await phonePanel.getByRole('button', { name: 'Add line' }).click();
    await phonePanel.getByRole('button', { name: 'Save lines' }).click();
    await phonePanel.getByText('1 line saved').waitFor();
    await black.page.getByTestId('correspondence-deadline').waitFor();
    await black.page.screenshot({ path: 'docs/screens/correspondence-conditional-390.png' });
  }, 60_000);
});
