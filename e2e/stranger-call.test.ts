import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { declareAdult } from '../src/server/accounts/stranger-call-columns';
import type { TestApp } from '../src/server/test/harness';
import call from '../src/web/i18n/catalogues/call/en.json';
import type { SignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser } from './support/browser';
import {
  connected,
  hideButton,
  joinButton,
  ownCameraOpen,
  remotePicture,
  showButton,
} from './support/stranger-call';
import { openSignedIn, panel } from './support/video';

/** The stranger-call gate's words, as an English reader sees them. */
const STRANGER_CALL_TEXT = {
  declarePrompt: call['call.stranger.declarePrompt'],
  declare: call['call.stranger.declare'],
  otherNotDeclared: call['call.stranger.otherNotDeclared'],
  youTurnedOff: call['call.stranger.youTurnedOff'],
};

/**
 * Issue 28's calls with strangers (decision 284): in a game the lobby paired, both join with cameras
 * and microphones off; one shows their camera and the other sees it only then, and no longer once it is
 * hidden. A player who has not declared they are 18 or over has no call until they do, in the room.
 */
const SCREENS_DIR = process.env.SCREENS_DIR ?? path.join(os.tmpdir(), 'chesschat-screens');
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const before = page.viewportSize();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    await page.screenshot({
      path: path.join(SCREENS_DIR, `${name}-${viewport.width}x${viewport.height}.png`),
    });
  }
  if (before) await page.setViewportSize(before);
}

describeBrowser('calls with strangers', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser({ media: true })]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** Two signed-in people the lobby paired, in the room of their game. */
  async function lobbyGame(declared: { white: boolean; black: boolean }) {
    const [white, black] = await Promise.all([openSignedIn(app, browser), openSignedIn(app, browser)]);
    const now = Date.now();
    if (declared.white) await declareAdult(app.ctx.db.kysely, white.user.id, now);
    if (declared.black) await declareAdult(app.ctx.db.kysely, black.user.id, now);
    const game = await app.server.services.games.startAgreed({
      hostId: white.user.id,
      whitePlayerId: white.user.id,
      blackPlayerId: black.user.id,
      timeControl: 600,
      increment: 0,
      actorId: white.user.id,
      origin: 'lobby',
    });
    await Promise.all([white, black].map(({ page }) => page.goto(`/game/${game.id}`)));
    await Promise.all([panel(white.page).waitFor(), panel(black.page).waitFor()]);
    return { white, black, gameId: game.id };
  }

  async function joinBoth(a: SignedInPage, b: SignedInPage): Promise<void> {
    for (const { page } of [a, b]) await expect.poll(() => joinButton(page).isEnabled()).toBe(true);
    await Promise.all([joinButton(a.page).click(), joinButton(b.page).click()]);
    await Promise.all([showButton(a.page).waitFor(), showButton(b.page).waitFor()]);
    await Promise.all([connected(a.page), connected(b.page)]);
  }

  it('starts with both cameras off; one shows theirs and the other sees it only then, until it is hidden', async () => {
    const { white: a, black: b } = await lobbyGame({ white: true, black: true });
    await joinBoth(a, b);
    // Connected, and nothing on: no camera opened, no picture either way.
    await a.page.waitForTimeout(1000);
    for (const { page } of [a, b]) {
      expect(await ownCameraOpen(page)).toBe(false);
      expect(await remotePicture(page)).toEqual({ videoTracks: 0, videoWidth: 0, cameraOff: true });
      expect(
        await panel(page).getByRole('button', { name: 'Unmute microphone' }).getAttribute('aria-pressed'),
      ).toBe('false');
    }
    await shoot(b.page, 'stranger-call-cameras-off');

    await showButton(a.page).click();
    await hideButton(a.page).waitFor();
    expect(await ownCameraOpen(a.page)).toBe(true);
    await b.page.waitForFunction(
      () =>
        (document.querySelector<HTMLVideoElement>('[data-testid="remote-video-tile"] video')?.videoWidth ??
          0) > 0,
      null,
      { timeout: 15_000 },
    );
    expect((await remotePicture(b.page)).cameraOff).toBe(false);
    // B chose nothing: A still sees no picture of B.
    expect(await remotePicture(a.page)).toMatchObject({ videoTracks: 0, videoWidth: 0, cameraOff: true });
    await shoot(b.page, 'stranger-call-camera-shown');

    await hideButton(a.page).click();
    await showButton(a.page).waitFor();
    expect(await ownCameraOpen(a.page)).toBe(false);
    await expect
      .poll(() => remotePicture(b.page), { timeout: 5_000 })
      .toEqual({
        videoTracks: 0,
        videoWidth: 0,
        cameraOff: true,
      });
    // The chat works throughout (text chat is not part of the call).
    expect([...a.errors, ...b.errors]).toEqual([]);
  });

  it('offers the 18+ declaration in the room to a player who has not made it, and then the call', async () => {
    const { white: undeclared, black: other } = await lobbyGame({ white: false, black: true });
    const gate = undeclared.page.getByTestId('stranger-call-gate');
    await gate.getByText(STRANGER_CALL_TEXT.declarePrompt).waitFor();
    expect(await joinButton(undeclared.page).isDisabled()).toBe(true);
    await other.page
      .getByTestId('stranger-call-gate')
      .getByText(STRANGER_CALL_TEXT.otherNotDeclared)
      .waitFor();
    await shoot(undeclared.page, 'stranger-call-declaration');

    await gate.getByRole('button', { name: STRANGER_CALL_TEXT.declare }).click();
    await gate.waitFor({ state: 'detached' });
    await expect.poll(() => joinButton(undeclared.page).isEnabled()).toBe(true);
    // The other page reads the answer again by itself; a reload reads it at once.
    await other.page.reload();
    await panel(other.page).waitFor();
    await joinBoth(undeclared, other);
    expect(await remotePicture(other.page)).toMatchObject({ videoTracks: 0, cameraOff: true });
    expect([...undeclared.errors, ...other.errors]).toEqual([]);
  });

  it('shows the declaration and the switch on the profile; switched off, a lobby game has no call', async () => {
    const { white: player, gameId } = await lobbyGame({ white: true, black: true });
    await player.page.goto('/profile');
    const card = player.page.getByRole('region', { name: 'Calls with strangers' });
    await card.getByTestId('adult-declared').waitFor();
    const toggle = card.getByRole('switch', { name: 'Take calls with strangers' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await card.getByText(/the lobby shows your seeks as “no call”/).waitFor();
    mkdirSync(SCREENS_DIR, { recursive: true });
    await card.screenshot({ path: path.join(SCREENS_DIR, 'stranger-calls-profile-card.png') });

    await player.page.goto(`/game/${gameId}`);
    await player.page.getByTestId('stranger-call-gate').getByText(STRANGER_CALL_TEXT.youTurnedOff).waitFor();
    expect(await joinButton(player.page).isDisabled()).toBe(true);
    expect(player.errors).toEqual([]);
  });
});
