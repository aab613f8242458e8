import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../src/server/test/harness';
import { type SignedInPage, uniqueAccount } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser, openPage, type TrackedPage } from './support/browser';
import { clickMove, createGameOverApi, waitForMoves } from './support/game';
import { expectMediaFlowing, instrument, openSignedIn, panel } from './support/video';

/**
 * Guest seats (issue 29, decision 287): a signed-out person opens an invitation link, plays as a guest with
 * the call on, makes an account after the game and finds the game in their history. The screens it passes
 * through are photographed at a laptop's and a phone's size for a person to look at (docs/screens).
 */
const SCREENS_DIR = process.env.SCREENS_DIR ?? path.join(os.tmpdir(), 'chesschat-screens');
const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  const file = path.join(SCREENS_DIR, `${name}-${size?.width}x${size?.height}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
}

const historyCard = (page: Page, gameId: string) =>
  page.locator(`[data-testid="history-game"][data-game-id="${gameId}"]`);

describeBrowser('a guest seat from an invitation link', () => {
  let app: TestApp;
  let browser: Browser;
  let host: SignedInPage;
  beforeAll(async () => {
    mkdirSync(SCREENS_DIR, { recursive: true });
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser({ media: true })]);
    host = await openSignedIn(app, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** A signed-out person at the link, choosing to play as a guest; the page in the room as Black. */
  async function takeGuestSeat(guest: TrackedPage, gameId: string, name: string, shots: string | null) {
    await guest.page.goto(`/game/${gameId}?join=true`);
    const form = guest.page.getByRole('form', { name: 'Play as a guest' });
    await form.waitFor();
    await guest.page.getByRole('link', { name: 'Create an account' }).waitFor();
    if (shots) await shoot(guest.page, `${shots}-choice`);
    await form.getByLabel('Your name').fill(name);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Play as a guest' }).click();
    await guest.page.waitForURL((url) => url.pathname === `/game/${gameId}` && url.search === '');
    // The seat is the guest's: the board turned to Black (on a phone the turn hides "You: Black").
    await guest.page.locator('[data-board-orientation="black"]').first().waitFor();
  }

  it('plays as a guest with the call on, makes an account afterwards and finds the game in history', async () => {
    const gameId = await createGameOverApi(app, { white: host.cookie });
    const guest = await openPage(browser, app.url, { viewport: LAPTOP });
    await instrument(guest.context);
    await takeGuestSeat(guest, gameId, 'Gran Rose', 'guest-invitation');

    // The host sees the guest marked as one wherever the name shows.
    await host.page.goto(`/game/${gameId}`);
    await host.page.getByText('Gran Rose (Guest)').first().waitFor();
    await clickMove(host.page, 'e2', 'e4');
    await waitForMoves(guest.page, ['e4']);
    await clickMove(guest.page, 'e7', 'e5');
    await waitForMoves(host.page, ['e4', 'e5']);

    // "Play as a guest" opened the room in the call: the guest presses nothing more (two clicks from the
    // link, the terms and that button). The host presses Join as usual, and each sees and hears the other.
    await panel(guest.page).getByRole('button', { name: 'Leave' }).waitFor();
    await panel(host.page).getByRole('button', { name: 'Join' }).click();
    await Promise.all([expectMediaFlowing(host.page), expectMediaFlowing(guest.page)]);
    await panel(guest.page).getByRole('tab', { name: /^Chat/ }).click();
    const box = panel(guest.page).getByLabel('Message', { exact: true }).filter({ visible: true });
    await box.fill('Hello darling!');
    await panel(guest.page).getByRole('button', { name: 'Send' }).filter({ visible: true }).click();
    await panel(host.page).getByRole('tab', { name: /^Chat/ }).click();
    await panel(host.page).getByRole('log').getByText('Hello darling!').waitFor();
    await panel(host.page).getByRole('log').getByText('Gran Rose (Guest):').first().waitFor();
    // Both joins are in the chat: the guest's, chosen on the invitation page, as well as the host's Join.
    await expect
      .poll(() =>
        panel(host.page)
          .getByRole('log')
          .getByText(/joined the video call/)
          .count(),
      )
      .toBe(2);
    await shoot(guest.page, 'guest-room-call');

    // The game ends; the guest is offered to keep it.
    const resigned = await app.request('POST', `/api/games/${gameId}/resign`, { cookie: host.cookie });
    expect(resigned.status).toBe(200);
    const keep = guest.page.getByTestId('keep-this-game');
    await keep.waitFor();
    await keep.scrollIntoViewIfNeeded();
    await shoot(guest.page, 'guest-keep-game');
    const { username } = uniqueAccount();
    await keep.getByLabel('Full name').fill('Rose Grandmother');
    await keep.getByLabel('Email').fill(`${username}@example.test`);
    await keep.getByLabel('Username').fill(username);
    await keep.getByLabel('Password', { exact: true }).fill('checkmate with love 1948');
    await keep.getByRole('button', { name: 'Create my account' }).click();
    await guest.page.getByTestId('guest-account-made').waitFor();
    await guest.page.getByRole('button', { name: 'See your games in your history' }).click();
    await guest.page.waitForURL('**/history');
    await historyCard(guest.page, gameId).waitFor();
    await shoot(guest.page, 'guest-history');
    expect(guest.errors).toEqual([]);
    await guest.context.close();
  });

  it('on a phone: the two ways in, the room, and a members-only page asking for an account', async () => {
    const gameId = await createGameOverApi(app, { white: host.cookie });
    const guest = await openPage(browser, app.url, { viewport: PHONE });
    await takeGuestSeat(guest, gameId, 'Grandpa Joe', 'guest-invitation');
    await shoot(guest.page, 'guest-room');
    // A guest returning on the same device is back in the seat.
    await guest.page.goto(`/game/${gameId}`);
    await guest.page.getByTestId('player-color').filter({ hasText: 'You: Black' }).waitFor();
    await guest.page.goto('/lobby');
    await guest.page.getByTestId('account-required').waitFor();
    await guest.page.getByRole('heading', { name: 'Make an account to open this page' }).waitFor();
    await shoot(guest.page, 'guest-account-required');
    expect(guest.errors).toEqual([]);
    await guest.context.close();
  });
});
