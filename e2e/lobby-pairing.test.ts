import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadGame } from '../src/server/games/record/store';
import type { TestApp } from '../src/server/test/harness';
import { openSignedInPage, type SignedInPage } from './support/accounts';
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
import { instrument, panel } from './support/video';

/**
 * Issue 28's quick pairing in the browser: two strangers press Play in the same pool and land in one game's
 * room, whose call starts with both cameras off; one shows their camera and the other sees it only then.
 * And a person who blocked another is never paired with them, however long both wait.
 */
const SCREENS_DIR = process.env.SCREENS_DIR ?? path.join(os.tmpdir(), 'chesschat-screens');

const playTile = (page: Page, pool: string) => page.getByRole('button', { name: `Play ${pool}` });
const waitingPanel = (page: Page) => page.getByRole('button', { name: 'Cancel', exact: true });
const gameIdOf = (page: Page) => new URL(page.url()).pathname.split('/').pop() ?? '';

describeBrowser('quick pairing', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser({ media: true })]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** A signed-in person who declared they are 18 or over, on the lobby page, its socket watching. */
  async function inLobby(viewport = { width: 1440, height: 900 }): Promise<SignedInPage> {
    const person = await openSignedInPage(browser, app, { viewport, user: { adultDeclaredAt: Date.now() } });
    await instrument(person.context);
    await person.page.goto('/lobby');
    await playTile(person.page, '5+0 Blitz').waitFor();
    return person;
  }

  it('two strangers press Play and meet in the room, cameras off until one shows theirs', async () => {
    const ann = await inLobby();
    const bob = await inLobby({ width: 390, height: 844 });
    await playTile(ann.page, '5+0 Blitz').click();
    await waitingPanel(ann.page).waitFor();
    await ann.page.getByText(/Looking for an opponent/).waitFor();
    await playTile(bob.page, '5+0 Blitz').click();
    await Promise.all([ann.page.waitForURL(/\/game\/\w+/), bob.page.waitForURL(/\/game\/\w+/)]);
    expect(gameIdOf(ann.page)).toBe(gameIdOf(bob.page));
    const game = await loadGame(app.ctx.db.kysely, gameIdOf(ann.page));
    expect(game).toMatchObject({ origin: 'lobby', status: 'active', timeControl: 300, rated: true });
    expect([game?.whitePlayerId, game?.blackPlayerId].sort()).toEqual([ann.user.id, bob.user.id].sort());

    await Promise.all([panel(ann.page).waitFor(), panel(bob.page).waitFor()]);
    for (const { page } of [ann, bob]) await expect.poll(() => joinButton(page).isEnabled()).toBe(true);
    await Promise.all([joinButton(ann.page).click(), joinButton(bob.page).click()]);
    await Promise.all([showButton(ann.page).waitFor(), showButton(bob.page).waitFor()]);
    await Promise.all([connected(ann.page), connected(bob.page)]);
    for (const { page } of [ann, bob]) {
      expect(await ownCameraOpen(page)).toBe(false);
      expect(await remotePicture(page)).toEqual({ videoTracks: 0, videoWidth: 0, cameraOff: true });
    }
    mkdirSync(SCREENS_DIR, { recursive: true });
    await bob.page.screenshot({ path: path.join(SCREENS_DIR, 'lobby-paired-room-390x844.png') });

    await showButton(bob.page).click();
    await hideButton(bob.page).waitFor();
    await ann.page.waitForFunction(
      () =>
        (document.querySelector<HTMLVideoElement>('[data-testid="remote-video-tile"] video')?.videoWidth ??
          0) > 0,
      null,
      { timeout: 15_000 },
    );
    expect(await remotePicture(bob.page)).toMatchObject({ videoTracks: 0, cameraOff: true });
    await ann.page.screenshot({ path: path.join(SCREENS_DIR, 'lobby-paired-camera-shown-1440x900.png') });
    expect([...ann.errors, ...bob.errors]).toEqual([]);
  });

  it('never pairs a person with someone they blocked; a third person meets one of them', async () => {
    const cat = await inLobby();
    const dan = await inLobby();
    const blocked = await app.request('POST', '/api/blocks', {
      cookie: cat.cookie,
      body: { username: dan.user.username },
    });
    expect(blocked.status, blocked.text).toBe(200);
    await playTile(cat.page, '3+2 Blitz').click();
    await playTile(dan.page, '3+2 Blitz').click();
    await Promise.all([waitingPanel(cat.page).waitFor(), waitingPanel(dan.page).waitFor()]);
    // Waves run every 3 s: two beats pass with both waiting, and neither leaves the lobby.
    await cat.page.waitForTimeout(7_000);
    for (const { page } of [cat, dan]) {
      expect(new URL(page.url()).pathname).toBe('/lobby');
      expect(await waitingPanel(page).isVisible()).toBe(true);
    }

    const eve = await inLobby();
    await playTile(eve.page, '3+2 Blitz').click();
    await eve.page.waitForURL(/\/game\/\w+/, { timeout: 15_000 });
    const game = await loadGame(app.ctx.db.kysely, gameIdOf(eve.page));
    const players = [game?.whitePlayerId, game?.blackPlayerId];
    expect(players).toContain(eve.user.id);
    expect(players.filter((id) => id === cat.user.id || id === dan.user.id)).toHaveLength(1);
    // The one left is still waiting, never sent to a game with the other.
    const left = players.includes(cat.user.id) ? dan : cat;
    expect(new URL(left.page.url()).pathname).toBe('/lobby');
    await waitingPanel(left.page).waitFor();
    expect([...cat.errors, ...dan.errors, ...eve.errors]).toEqual([]);
  });
});
