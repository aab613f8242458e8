import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../src/server/test/harness';
import { openSignedInPage, type SignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser } from './support/browser';
import { clickMove, createGameOverApi, waitForMoves } from './support/game';
import { overflowingElements } from './support/overflow';

// Issue 32, decision 328: a player of a correspondence game records a message with their move on the fake
// camera, watches it and sends it; the other player, on a phone, plays it in the room's Messages tab, and nobody
// else can. On both screens the board's actions stay in view.
const SCREENS_DIR = process.env.SCREENS_DIR ?? path.join(os.tmpdir(), 'chesschat-screens');
const RECORD_MS = 2_000;

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), animations: 'disabled' });
}

const thread = (page: Page) => page.getByTestId('video-messages');

/** The named button, whole, between the top and the bottom of the screen. */
async function expectOnScreen(page: Page, name: string, height: number): Promise<void> {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  expect(box, name).not.toBeNull();
  const { y, height: tall } = box as { y: number; height: number };
  expect(y).toBeGreaterThanOrEqual(0);
  expect(y + tall, name).toBeLessThanOrEqual(height);
}

describeBrowser('a video message with a correspondence move', () => {
  let app: TestApp;
  let browser: Browser;
  let ada: SignedInPage;
  let ben: SignedInPage;
  let gameId: string;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser({ media: true })]);
    [ada, ben] = await Promise.all([
      openSignedInPage(browser, app, {
        user: { displayName: 'Ada' },
        viewport: { width: 1440, height: 900 },
      }),
      openSignedInPage(browser, app, { user: { displayName: 'Ben' }, viewport: { width: 390, height: 844 } }),
    ]);
    gameId = await createGameOverApi(app, { white: ada.cookie, black: ben.cookie }, { daysPerMove: 3 });
    await Promise.all([ada, ben].map(({ page }) => page.goto(`/game/${gameId}`)));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('records about two seconds with the move, previews and sends it; the opponent plays it', async () => {
    await clickMove(ada.page, 'e2', 'e4');
    await Promise.all([waitForMoves(ada.page, ['e4']), waitForMoves(ben.page, ['e4'])]);

    const composer = ada.page.getByTestId('message-composer');
    await composer.getByText('Add a message to your move 1. e4').waitFor();
    await composer.getByRole('button', { name: 'Record a message' }).click();
    const countdown = composer.getByTestId('message-countdown');
    await countdown.waitFor();
    expect(await countdown.textContent()).toMatch(/^(30|29) seconds left$/);
    await ada.page.waitForTimeout(RECORD_MS);
    await composer.getByRole('button', { name: 'Stop' }).click();

    // The preview plays the recording itself, from the page, before anything is sent.
    const preview = composer.getByTestId('message-preview');
    await preview.waitFor();
    await ada.page.waitForFunction(
      (video) => (video as HTMLVideoElement).readyState >= 2,
      await preview.elementHandle(),
    );
    expect(await overflowingElements(ada.page)).toEqual([]);
    // Above the call on a laptop, the recorder leaves the board's own strip and actions on the screen.
    await expectOnScreen(ada.page, 'Offer Draw', 900);
    await shoot(ada.page, 'correspondence-message-desktop');

    const sent = ada.page.waitForResponse((response) =>
      response.url().includes(`/api/games/${gameId}/messages?ply=1`),
    );
    await composer.getByRole('button', { name: 'Send' }).click();
    expect((await sent).status()).toBe(200);
    await thread(ada.page).getByText('You, with 1. e4').waitFor();
    await composer.waitFor({ state: 'detached' });

    // Ben's room looks for the message again by itself (every 15 s while open): on a phone the Messages tab
    // says it came, and the board keeps the screen, its own strip and actions included.
    const messagesTab = ben.page.getByRole('tab', { name: 'Messages, 1 new' });
    await messagesTab.waitFor({ timeout: 20_000 });
    expect(await thread(ben.page).isVisible()).toBe(false);
    await expectOnScreen(ben.page, 'Offer Draw', 844);
    await shoot(ben.page, 'correspondence-message-phone-badge');
    await messagesTab.click();
    const item = thread(ben.page).getByTestId('video-message');
    await item.getByText('Ada, with 1. e4').waitFor();
    await ben.page.getByRole('tab', { name: 'Messages', exact: true }).waitFor();
    const video = item.locator('video');
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await ben.page.waitForFunction(
      (element) => {
        const played = element as HTMLVideoElement;
        return played.readyState >= 3 && played.currentTime > 0.5 && played.videoWidth > 0;
      },
      await video.elementHandle(),
      { timeout: 10_000 },
    );
    expect(await item.getByRole('button', { name: 'Report this message' }).count()).toBe(1);
    expect(await overflowingElements(ben.page)).toEqual([]);
    await shoot(ben.page, 'correspondence-message-phone');

    // After his own move the tab says a message may go with it, and opens on the recorder.
    await ben.page.getByRole('button', { name: 'Close' }).click();
    await clickMove(ben.page, 'e7', 'e5');
    await waitForMoves(ben.page, ['e4', 'e5']);
    await ben.page.getByRole('tab', { name: 'Messages, 1 to record' }).click();
    await ben.page.getByTestId('message-composer').getByText('Add a message to your move 1… e5').waitFor();

    // The media address answers the two players only: a third signed-in account is told there is nothing.
    const url = await video.evaluate((element: HTMLVideoElement) => element.currentSrc);
    const third = await openSignedInPage(browser, app);
    expect((await third.context.request.get(url)).status()).toBe(404);
    expect((await ben.context.request.get(url)).status()).toBe(200);
    await third.context.close();
  });
});
