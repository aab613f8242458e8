import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildUser } from '../src/server/test/factories';
import type { TestApp } from '../src/server/test/harness';
import { type SignedInPage, signInAs } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser, openPage } from './support/browser';
import { createGame, expectMediaFlowing, openSignedIn, panel } from './support/video';

/**
 * Upgrading from a game room (decision 272): the plans open over the room, checkout runs in a new tab,
 * and the room keeps its socket and its call while the new plan shows without a reload. Also the
 * create screen's invitation rule, told before Create.
 */
const SHOTS = process.env.SCREENS_DIR ?? path.join(os.tmpdir(), 'chesschat-upgrade-screens');

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' });
}

/** Every socket the page opened, and whether each is still open. */
async function watchSockets(page: Page): Promise<() => { opened: number; closed: number }> {
  let opened = 0;
  let closed = 0;
  page.on('websocket', (socket) => {
    opened += 1;
    socket.on('close', () => {
      closed += 1;
    });
  });
  return () => ({ opened, closed });
}

describeBrowser('upgrading from a game room', () => {
  let app: TestApp;
  let browser: Browser;
  let white: SignedInPage;
  let black: SignedInPage;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser({ media: true })]);
    [white, black] = await Promise.all([openSignedIn(app, browser), openSignedIn(app, browser)]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('buys Premium in a new tab while the call goes on, and the room shows the 3D board at once', {
    timeout: 240_000,
  }, async () => {
    const gameId = await createGame(app, white, black);
    const sockets = await watchSockets(white.page);
    await Promise.all([white.page.goto(`/game/${gameId}`), black.page.goto(`/game/${gameId}`)]);
    await Promise.all([
      panel(white.page).getByRole('button', { name: 'Join' }).click(),
      panel(black.page).getByRole('button', { name: 'Join' }).click(),
    ]);
    await Promise.all([expectMediaFlowing(white.page), expectMediaFlowing(black.page)]);
    // A mark on the window: a reload or a page change would lose it.
    await white.page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    await white.page.getByRole('button', { name: '3D' }).first().click();
    await white.page.getByRole('button', { name: 'Upgrade to Premium' }).click();
    const dialog = white.page.getByRole('dialog', { name: 'Upgrade your plan' });
    await dialog.getByText(/this page \(your game and your call\) stays open/).waitFor();
    await dialog.getByRole('region', { name: 'Premium' }).waitFor();
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await white.page.setViewportSize(viewport);
      await shoot(white.page, `upgrade-dialog-${viewport.width}x${viewport.height}`);
    }
    await white.page.setViewportSize({ width: 1280, height: 860 });

    const [checkout] = await Promise.all([
      white.context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Upgrade to Premium' }).click(),
    ]);
    await checkout.getByRole('heading', { name: 'Payment successful!' }).waitFor();
    await checkout.getByText('Welcome to Premium! Demo amount $9.99.').waitFor();

    // Told by the result tab, the room shows the new plan: the 3D board replaces the card (and its dialog).
    await white.page.getByTestId('upgrade-3d').waitFor({ state: 'detached' });
    await dialog.waitFor({ state: 'detached' });

    expect(
      await white.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(sockets()).toEqual({ opened: 1, closed: 0 });
    const call = await white.page.evaluate(() =>
      (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections.map(
        (pc) => pc.connectionState,
      ),
    );
    expect(call).toEqual(['connected']);
    await expectMediaFlowing(white.page);
    expect(white.page.url()).toContain(`/game/${gameId}`);
    expect(white.errors).toEqual([]);
  });

  it('tells a Free member on the create screen whom they may invite, and refuses a stranger in place', {
    timeout: 240_000,
  }, async () => {
    const me = await buildUser(app.ctx.db, { username: 'creator27' });
    await buildUser(app.ctx.db, { username: 'stranger27' });
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { page, context, errors } = await openPage(browser, app.url, { viewport });
      await signInAs(context, app, me.id);
      await page.goto('/game/new');
      await page
        .getByText('On the Free plan you can invite your friends by username.', { exact: false })
        .waitFor();
      await page.getByLabel('Invite by username (optional)').fill('stranger27');
      await page
        .getByRole('alert')
        .getByText(/Send stranger27 a friend request/)
        .waitFor();
      await page.getByLabel('Your colour').selectOption('black');
      await page.getByRole('radio', { name: 'Casual' }).check({ force: true });
      await shoot(page, `create-game-${viewport.width}x${viewport.height}`);
      await page.getByRole('button', { name: 'Create Game' }).click();
      // Refused in place: nothing was created.
      await page
        .getByRole('alert')
        .getByText(/Send stranger27 a friend request/)
        .waitFor();
      const games = await app.ctx.db.kysely
        .selectFrom('games')
        .select('id')
        .where('hostId', '=', me.id)
        .execute();
      expect(games).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
