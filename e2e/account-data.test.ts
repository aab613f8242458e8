import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testDatabases } from '../src/server/test/databases';
import { signIn, TEST_PASSWORD } from '../src/server/test/factories';
import type { TestApp } from '../src/server/test/harness';
import { openSignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser } from './support/browser';
import { createGameOverApi, playOverApi } from './support/game';

const FOOLS_MATE = ['f2-f3', 'e7-e5', 'g2-g4', 'd8-h4'];

/**
 * A player takes a copy of their data from the profile, then deletes the account with the password:
 * they are signed out, and their opponent still has the game, with them shown as "deleted player".
 */
describeBrowser.each(testDatabases())('Your data on the profile, on %s', (database) => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp({ database }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('exports a zip, then deletes the account; the opponent keeps the game with "deleted player"', async () => {
    const leaving = await openSignedInPage(browser, app, { user: { displayName: 'Lena Leaving' } });
    const opponent = await openSignedInPage(browser, app, { user: { displayName: 'Otto Opponent' } });
    const cookies = { white: leaving.cookie, black: await signIn(app.ctx.db, opponent.user.id) };
    const gameId = await createGameOverApi(app, cookies, { timeControl: 300 });
    await playOverApi(app, gameId, cookies, FOOLS_MATE);

    // Export: the download is a zip holding the game, in JSON and in PGN.
    const { page } = leaving;
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Your data' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Export my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^chesschat-${leaving.user.username}-.*\\.zip$`));
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const games = JSON.parse(strFromU8(files['games.json'] as Uint8Array)) as Array<{ id: string }>;
    expect(games.map((game) => game.id)).toEqual([gameId]);
    expect(strFromU8(files[`games/${gameId}.pgn`] as Uint8Array)).toContain('Qh4#');

    // Delete: a wrong password is refused in the dialog; the right one signs out.
    await section.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Your password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('That password is not right.', { exact: false }).waitFor();
    await dialog.getByLabel('Your password').fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Your account has been deleted.', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await app.request('GET', '/api/user', { cookie: leaving.cookie })).status).toBe(401);
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/signin');

    // The opponent still has the game, in the history and in the room, against "deleted player".
    await opponent.page.goto('/history');
    const card = opponent.page.locator(`[data-testid="history-game"][data-game-id="${gameId}"]`);
    await card.getByText('deleted player').waitFor();
    expect(await card.textContent()).not.toContain('Lena Leaving');
    await opponent.page.goto(`/game/${gameId}`);
    await opponent.page.getByText('deleted player').first().waitFor();
    expect(await opponent.page.content()).not.toContain('Lena Leaving');
  });
});
