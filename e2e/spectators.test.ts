import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildUser, signIn } from '../src/server/test/factories';
import type { TestApp } from '../src/server/test/harness';
import { openSignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser, openPage } from './support/browser';
import { createGameOverApi, playOverApi, waitForMoves } from './support/game';

const WAIT = { timeout: 30_000 };
/** A room's first drawing, on a machine as busy as a shared test runner. */
const LOAD = { timeout: 60_000 };

async function openRoom(page: Page, gameId: string): Promise<void> {
  await page.goto(`/game/${gameId}`);
  await page.getByTestId('turn-indicator').waitFor(LOAD);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const spectatorsChat = (page: Page) => page.getByRole('region', { name: 'Spectators’ chat', exact: true });

/**
 * People watching a game (decisions 274 and 275): a signed-out visitor with the link sees it live and is
 * asked to sign in to chat; signed-in spectators chat among themselves, unseen by the players until the
 * game is over.
 */
describeBrowser('watching a game', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows a signed-out visitor the game live; spectators chat, the players read it only after', async () => {
    const white = await buildUser(app.ctx.db);
    const black = await openSignedInPage(browser, app);
    const cookies = { white: await signIn(app.ctx.db, white.id), black: black.cookie };
    const gameId = await createGameOverApi(app, cookies);
    // Both first moves at once: past them no first-move deadline can end the game while pages load.
    await playOverApi(app, gameId, cookies, ['e2-e4', 'e7-e5']);

    // A visitor who is signed out opens the game's link and watches, asked to sign in to chat.
    const visitor = await openPage(browser, app.url);
    await openRoom(visitor.page, gameId);
    await waitForMoves(visitor.page, ['e4', 'e5']);
    expect(new URL(visitor.page.url()).pathname).toBe(`/game/${gameId}`);
    await tab(visitor.page, 'Spectators').click();
    await visitor.page
      .getByTestId('sign-in-to-chat')
      .getByRole('link', { name: 'Sign in to chat' })
      .waitFor(WAIT);
    expect(await visitor.page.getByTestId('video-chat-panel').count()).toBe(0);
    // A move played now reaches the visitor live.
    await tab(visitor.page, 'Moves').click();
    await playOverApi(app, gameId, cookies, ['g1-f3'], 2);
    await waitForMoves(visitor.page, ['e4', 'e5', 'Nf3']);

    // Two signed-in spectators: one's line reaches the other, and neither player.
    const ann = await openSignedInPage(browser, app);
    const bob = await openSignedInPage(browser, app);
    for (const { page } of [ann, bob, black]) {
      await openRoom(page, gameId);
      await waitForMoves(page, ['e4', 'e5', 'Nf3']);
    }
    for (const { page } of [ann, bob]) await tab(page, 'Spectators').click();
    await spectatorsChat(ann.page).getByText('No messages yet').waitFor(WAIT);
    await spectatorsChat(ann.page).getByLabel('Message', { exact: true }).fill('A quiet opening so far');
    await spectatorsChat(ann.page).getByRole('button', { name: 'Send' }).click();
    await spectatorsChat(bob.page).getByText('A quiet opening so far').waitFor(WAIT);
    await spectatorsChat(ann.page).getByText('A quiet opening so far').waitFor(WAIT);
    await tab(black.page, 'Chat').click();
    await black.page
      .getByRole('region', { name: 'Chat', exact: true })
      .getByText('No messages yet')
      .waitFor(WAIT);
    expect(await tab(black.page, 'Spectators').count()).toBe(0);
    expect(await black.page.getByText('A quiet opening so far').count()).toBe(0);

    // The game ends: the players may read what the spectators said.
    const resigned = await app.request('POST', `/api/games/${gameId}/resign`, { cookie: cookies.white });
    expect(resigned.status).toBe(200);
    await tab(black.page, 'Spectators').click(WAIT);
    await spectatorsChat(black.page).getByText('A quiet opening so far').waitFor(WAIT);
    expect(await spectatorsChat(black.page).getByRole('button', { name: 'Send' }).isVisible()).toBe(false);

    for (const tracked of [black, visitor, ann, bob]) {
      expect(tracked.errors).toEqual([]);
      await tracked.context.close();
    }
  }, 180_000);
});
