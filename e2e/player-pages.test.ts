import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GameRatings } from '../src/core/protocol';
import { formatRatingChange } from '../src/core/ratings';
import { testDatabases } from '../src/server/test/databases';
import { buildUser, signIn } from '../src/server/test/factories';
import type { TestApp } from '../src/server/test/harness';
import { signInAs } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser, openPage } from './support/browser';
import { createGameOverApi, playOverApi, square } from './support/game';

const FOOLS_MATE = ['f2-f3', 'e7-e5', 'g2-g4', 'd8-h4'];
const SCREENS_DIR = process.env.SCREENS_DIR ?? path.join(os.tmpdir(), 'chesschat-screens');

/** The history at a laptop's and a phone's size, viewport-sized, for a person to look at. */
async function shootHistory(page: Page): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    // On a phone the list starts below the figures: the picture starts at the filters.
    if (viewport.width < 640) {
      // Below the sticky header (4rem).
      await page
        .locator('section[aria-labelledby="games-title"]')
        .evaluate((list) => window.scrollTo(0, list.getBoundingClientRect().top + window.scrollY - 72));
    }
    const file = path.join(SCREENS_DIR, `history-reasons-${viewport.width}x${viewport.height}.png`);
    await page.screenshot({ path: file, animations: 'disabled' });
  }
}

/** The profile's two ratings and the correspondence rating's history, at a laptop's and a phone's size. */
async function shootProfile(page: Page): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page
      .getByRole('region', { name: 'Game Statistics' })
      .evaluate((card) => window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY - 72));
    const file = path.join(SCREENS_DIR, `profile-ratings-${viewport.width}x${viewport.height}.png`);
    await page.screenshot({ path: file, animations: 'disabled' });
  }
  // Back to the page's own size for the rest of the journey.
  await page.setViewportSize({ width: 1280, height: 860 });
}

/**
 * Two players finish a game (through the API); each then sees it in their history with the right
 * result and rating change, opens it as a replay and steps through it, and edits their profile.
 */
describeBrowser.each(testDatabases())('player pages after a finished game, on %s', (database) => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp({ database }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function finishedGame() {
    const white = await buildUser(app.ctx.db, { displayName: 'Wendy White' });
    const black = await buildUser(app.ctx.db, { displayName: 'Boris Black' });
    const cookies = { white: await signIn(app.ctx.db, white.id), black: await signIn(app.ctx.db, black.id) };
    const gameId = await createGameOverApi(app, cookies, { timeControl: 300 });
    await playOverApi(app, gameId, cookies, FOOLS_MATE);
    const ratings = (await app.request('GET', `/api/games/${gameId}/ratings`)).body as GameRatings;
    return { white, black, gameId, ratings, cookies };
  }

  const historyCard = (page: Page, gameId: string) =>
    page.locator(`[data-testid="history-game"][data-game-id="${gameId}"]`);

  it('shows the game in both histories with its result and rating change, as a replay, and saves profile edits', async () => {
    const { white, black, gameId, ratings, cookies } = await finishedGame();
    const whiteChange = ratings.white?.change as number;
    const blackChange = ratings.black?.change as number;
    expect(blackChange).toBeGreaterThan(0);
    expect(whiteChange).toBe(-blackChange);

    // Both players see the game in their history, from their own side.
    const sides = [
      { user: white, result: 'Loss', change: whiteChange },
      { user: black, result: 'Win', change: blackChange },
    ];
    const pages: Page[] = [];
    for (const side of sides) {
      const { page, context, errors } = await openPage(browser, app.url);
      await signInAs(context, app, side.user.id);
      await page.goto('/history');
      const card = historyCard(page, gameId);
      await card.waitFor();
      expect(await card.getByTestId('status-badge').textContent()).toBe('Completed');
      expect(await card.getByTestId('result-badge').textContent()).toBe(side.result);
      expect(await card.getByTestId('rating-change').textContent()).toBe(
        `Rating ${formatRatingChange(side.change)}`,
      );
      await card.getByText(gameId).waitFor();
      await card.getByText('5 min').waitFor();
      const totals = page.getByText('Total Games').locator('..');
      await totals.getByText('1', { exact: true }).waitFor();
      expect(errors).toEqual([]);
      pages.push(page);
    }
    const [whitePage, blackPage] = pages as [Page, Page];

    // Filters: Black's win is under Win, not under Loss; a search by opponent name finds it.
    await blackPage.getByLabel('Result').selectOption('loss');
    await blackPage.getByText('No games found').waitFor();
    await blackPage.getByLabel('Result').selectOption('win');
    await historyCard(blackPage, gameId).waitFor();
    await blackPage.getByLabel('Search').fill('wendy');
    await blackPage.getByText('Showing 1 of 1 game').waitFor();
    await blackPage.getByLabel('Search').fill('nobody by this name');
    await blackPage.getByText('No games found').waitFor();

    // White opens the game: it is a replay, at the final position, with the rating change on the banner.
    await historyCard(whitePage, gameId).getByRole('link', { name: 'View Game' }).click();
    await whitePage.waitForURL(`**/game/${gameId}`);
    const replay = whitePage.getByRole('region', { name: 'Replay' });
    const position = replay.getByTestId('replay-position');
    await position.filter({ hasText: 'Move 4 of 4 · 2… Qh4#' }).waitFor();
    await whitePage
      .getByTestId('game-over-ratings')
      .filter({ hasText: `Your rating: ${ratings.white?.after} (${formatRatingChange(whiteChange)})` })
      .waitFor();
    expect(await square(whitePage, 'h4').getAttribute('data-piece')).toBe('q');

    await whitePage.keyboard.press('ArrowLeft');
    await position.filter({ hasText: 'Move 3 of 4 · 2. g4' }).waitFor();
    expect(await square(whitePage, 'h4').getAttribute('data-piece')).toBeNull();
    expect(await square(whitePage, 'g4').getAttribute('data-piece')).toBe('P');
    await replay.getByRole('button', { name: 'First move' }).click();
    await position.filter({ hasText: 'Move 0 of 4 · Start' }).waitFor();
    expect(await replay.locator('[data-replay-clock="white"]').textContent()).toBe('5:00');
    expect(await replay.locator('[data-replay-clock="black"]').textContent()).toBe('5:00');
    await whitePage.keyboard.press('ArrowRight');
    await position.filter({ hasText: 'Move 1 of 4 · 1. f3' }).waitFor();
    await whitePage.keyboard.press('End');
    await position.filter({ hasText: 'Move 4 of 4' }).waitFor();
    const download = replay.getByRole('link', { name: 'Download PGN' });
    expect(await download.getAttribute('href')).toBe(`/api/games/${gameId}/pgn`);
    // The file is the game as lichess writes one: ratings at the game, each move's clock, opening, ending.
    const [file] = await Promise.all([whitePage.waitForEvent('download'), download.click()]);
    const pgn = readFileSync(await file.path(), 'utf8');
    expect(pgn).toContain(`[WhiteElo "${ratings.white?.before}"]\n[BlackElo "${ratings.black?.before}"]`);
    expect(pgn).toContain(`[BlackRatingDiff "+${blackChange}"]`);
    expect(pgn).toMatch(/\[ECO "[A-E]\d\d"\]\n\[Opening "[^?"]+"\]/);
    expect(pgn).toContain('[Termination "Normal"]');
    expect(pgn).toMatch(/^1\. f3 \{ \[%clk 0:05:00\] \} 1\.\.\. e5 \{ \[%clk 0:05:00\] \}/m);

    // Black then resigns a rated correspondence game: it moves White's correspondence rating, not the live one
    // (decision 327), and the profile shows both, with each rating's history on its own.
    const correspondence = await createGameOverApi(app, cookies, { daysPerMove: 3, rated: true });
    await playOverApi(app, correspondence, cookies, ['e2-e4', 'e7-e5']);
    const resigned = await app.request('POST', `/api/games/${correspondence}/resign`, {
      cookie: cookies.black,
    });
    expect(resigned.status, resigned.text).toBe(200);
    const correspondenceAfter = (
      (await app.request('GET', `/api/games/${correspondence}/ratings`)).body as GameRatings
    ).white?.after;
    expect(correspondenceAfter).toBeGreaterThan(1200);

    // White edits the profile; the change is there after a reload, and on the public profile.
    await whitePage.goto('/profile');
    const figures = whitePage.getByRole('region', { name: 'Game Statistics' });
    await figures.locator('[data-stat="Games Played"]').filter({ hasText: '2' }).waitFor();
    expect(await figures.locator('[data-stat="Rating"]').textContent()).toBe(`${ratings.white?.after}?`);
    expect(await figures.locator('[data-stat="Correspondence Rating"]').textContent()).toBe(
      `${correspondenceAfter}?`,
    );
    const chart = whitePage.getByRole('region', { name: 'Rating History' });
    await chart
      .getByRole('img', { name: `Rating over the last rated game: from 1200 to ${ratings.white?.after}` })
      .waitFor();
    await chart.getByRole('button', { name: 'Correspondence' }).click();
    await chart
      .getByRole('img', { name: `Rating over the last rated game: from 1200 to ${correspondenceAfter}` })
      .waitFor();
    await shootProfile(whitePage);
    await whitePage.getByRole('button', { name: 'Edit Profile' }).click();
    await whitePage.getByLabel('Display name').fill('Wendy the Bold');
    await whitePage.getByLabel('Bio').fill('I open with f3 and regret it.');
    await whitePage.getByRole('button', { name: 'Save Changes' }).click();
    await whitePage.getByText('Profile updated successfully!', { exact: true }).waitFor();
    await whitePage.reload();
    await whitePage.getByTestId('profile-name').filter({ hasText: 'Wendy the Bold' }).waitFor();
    await whitePage.getByTestId('profile-bio').filter({ hasText: 'I open with f3 and regret it.' }).waitFor();

    await blackPage.goto(`/profile/${white.username}`);
    await blackPage.getByTestId('profile-name').filter({ hasText: 'Wendy the Bold' }).waitFor();
    await blackPage
      .getByRole('region', { name: 'Recent Games' })
      .getByText('Loss', { exact: true })
      .waitFor();
    expect(await blackPage.content()).not.toContain(white.email);
  });

  it('opens a history address with a filter: only the rows it names, each saying how the game ended', async () => {
    const { black, gameId, cookies } = await finishedGame();
    const { page, context, errors } = await openPage(browser, app.url);
    await signInAs(context, app, black.id);
    // Black resigns a second game at another time control. A history address with a filter shows only
    // the rows it names, each saying how the game ended; a choice writes the address, Back undoes it.
    const resigned = await createGameOverApi(app, cookies, { timeControl: 180, increment: 2 });
    const resign = await app.request('POST', `/api/games/${resigned}/resign`, { cookie: cookies.black });
    expect(resign.status, resign.text).toBe(200);
    const rows = page.getByTestId('history-game');
    await page.goto('/history?result=loss&tc=180%2B2');
    await historyCard(page, resigned).getByTestId('end-reason').filter({ hasText: 'You resigned' }).waitFor();
    expect(await rows.count()).toBe(1);
    expect(await page.getByLabel('Time control').inputValue()).toBe('180+2');
    await page.goto('/history?result=win&tc=300+0');
    await historyCard(page, gameId).getByTestId('end-reason').filter({ hasText: 'Checkmate' }).waitFor();
    expect(await rows.count()).toBe(1);
    await page.getByLabel('Result').selectOption('all');
    await page.getByLabel('Time control').selectOption('');
    await historyCard(page, resigned).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await rows.count()).toBe(2);
    await shootHistory(page);
    await page.goBack();
    await page.waitForURL((url) => url.search === '?tc=300%2B0');
    await historyCard(page, resigned).waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses an invalid profile edit with the reason, and keeps the saved profile', async () => {
    const taken = await buildUser(app.ctx.db);
    const user = await buildUser(app.ctx.db, { bio: 'Kept' });
    const { page, context } = await openPage(browser, app.url);
    await signInAs(context, app, user.id);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Username').fill(taken.username);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('That username is already taken. Please choose another one.').waitFor();
    await page.getByLabel('Username').fill('no spaces allowed');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page
      .getByText(/Username must be/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await page
      .getByTestId('profile-username')
      .filter({ hasText: `@${user.username}` })
      .waitFor();
    await page.getByTestId('profile-bio').filter({ hasText: 'Kept' }).waitFor();
    await context.close();
  });

  it('lists invitations on the dashboard: declining removes one, others find the seat held, accepting joins', async () => {
    const host = await buildUser(app.ctx.db, { displayName: 'Hannah Host', subscriptionTier: 'premium' });
    const guest = await buildUser(app.ctx.db);
    const hostCookie = await signIn(app.ctx.db, host.id);
    const invite = async () => {
      const created = await app.request('POST', '/api/games', {
        cookie: hostCookie,
        body: { timeControl: 600, inviteUsername: guest.username },
      });
      expect(created.status, created.text).toBe(200);
      return created.json.id as string;
    };
    const declined = await invite();
    const { page, context, errors } = await openPage(browser, app.url);
    await signInAs(context, app, guest.id);
    await page.goto('/dashboard');
    const invitations = page.getByRole('region', { name: 'Invitations' });
    await invitations.getByText('Hannah Host').waitFor();
    await invitations.getByRole('button', { name: 'Decline' }).click();
    await invitations.getByText('No pending invitations').waitFor();
    const declinedRow = await app.ctx.db.kysely
      .selectFrom('invitations')
      .select('status')
      .where('gameId', '=', declined)
      .executeTakeFirstOrThrow();
    expect(declinedRow.status).toBe('declined');

    const accepted = await invite();
    // Anyone else with the link finds the seat held for the invitee.
    const stranger = await buildUser(app.ctx.db);
    const other = await openPage(browser, app.url);
    await signInAs(other.context, app, stranger.id);
    await other.page.goto(`/game/${accepted}?join=true`);
    await other.page.getByText(`This seat is reserved for ${guest.username}`).waitFor();
    expect(await other.page.getByRole('button', { name: 'Join Game' }).count()).toBe(0);
    await other.context.close();

    await page.reload();
    await invitations.getByRole('link', { name: 'Accept' }).click();
    await page.waitForURL(`**/game/${accepted}`);
    await page.getByTestId('player-color').filter({ hasText: 'You: Black' }).waitFor();
    const game = await app.request('GET', `/api/games/${accepted}`);
    expect((game.json.game as { blackPlayerId: string }).blackPlayerId).toBe(guest.id);
    expect(errors).toEqual([]);
    await context.close();
  });
});
