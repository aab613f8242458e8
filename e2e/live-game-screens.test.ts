import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../src/server/test/harness';
import { openSignedInPage, type SignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser, openPage } from './support/browser';
import { createGameOverApi, playOverApi, square, waitForPiece } from './support/game';
import { overflowingElements } from './support/overflow';

describeBrowser('the create screen and the room’s other screens', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const signedIn = () => openSignedInPage(browser, app);

  const waitingGame = (creator: SignedInPage) =>
    createGameOverApi(app, { white: creator.cookie }, { timeControl: 300 });

  it('asks signed-out visitors to sign in, checks a custom clock, and says when creating fails', async () => {
    const visitor = await openPage(browser, app.url);
    await visitor.page.goto('/game/new');
    await visitor.page.getByRole('heading', { name: 'Sign in to create a game' }).waitFor();
    await visitor.context.close();

    const player = await signedIn();
    const { page } = player;
    await page.goto('/play');
    await page.getByLabel('Time control').selectOption('custom');
    await page.getByLabel('Minutes').fill('0');
    await page.getByLabel('Seconds').fill('10');
    await page.getByRole('button', { name: 'Create Game' }).click();
    await page.getByText('Choose an initial time between 15 seconds and 3 hours').waitFor();

    await page.getByLabel('Seconds').fill('45');
    await page.getByLabel('Increment (s)').fill('3');
    await page.route('**/api/games', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Database unavailable"}',
      }),
    );
    await page.getByRole('button', { name: 'Create Game' }).click();
    await page.getByText('Failed to create game', { exact: true }).waitFor();
    await page.unroute('**/api/games');

    await page.getByRole('button', { name: 'Create Game' }).click();
    await page.getByRole('heading', { name: 'Chess Game Created!' }).waitFor();
    const link = await page.getByLabel('Share link').inputValue();
    const id = /\/game\/([^/?]+)\?join=true$/.exec(link)?.[1];
    const { json } = await app.request('GET', `/api/games/${id}`);
    expect(json.game).toMatchObject({ timeControl: 45, increment: 3, status: 'waiting' });
    await page.getByRole('button', { name: 'Create Another' }).click();
    await page.getByRole('heading', { name: 'Create a New Game' }).waitFor();
    await player.context.close();
  });

  /** Serious and critical axe violations (WCAG 2.1 A and AA). */
  async function seriousViolations(page: Page): Promise<string[]> {
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      // The video chat panel belongs to the video journeys.
      .exclude('[data-testid="video-chat-panel"]')
      .analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  }

  it('has no serious accessibility violation on the create screen and in a game, on desktop and phone', async () => {
    const white = await signedIn();
    const black = await signedIn();
    const cookies = { white: white.cookie, black: black.cookie };
    const gameId = await createGameOverApi(app, cookies, { timeControl: 300 });
    await playOverApi(app, gameId, cookies, ['e2-e4', 'e7-e5', 'd1-h5', 'b8-c6']);
    for (const viewport of [
      { width: 1280, height: 860 },
      { width: 360, height: 780 },
    ]) {
      await white.page.setViewportSize(viewport);
      await white.page.goto('/play');
      await white.page.getByRole('button', { name: 'Create Game' }).waitFor();
      await expect(seriousViolations(white.page)).resolves.toEqual([]);
      await white.page.goto(`/game/${gameId}`);
      await square(white.page, 'h5').click();
      await square(white.page, 'f7').and(white.page.locator('[data-target]')).waitFor();
      await expect(seriousViolations(white.page)).resolves.toEqual([]);
    }
    for (const tracked of [white, black]) await tracked.context.close();
  });

  it('keeps the whole board on screen and in one place as the game goes on, on a laptop and a phone', async () => {
    const laptop = { width: 1440, height: 900 };
    const phone = { width: 390, height: 844 };
    // White's long name, shown to Black, must be cut short and not widen the phone's page.
    const white = await openSignedInPage(browser, app, {
      viewport: laptop,
      user: { displayName: 'Maximilian Alexander von Schachbrett-Übermeister' },
    });
    const black = await openSignedInPage(browser, app, { viewport: phone });
    const cookies = { white: white.cookie, black: black.cookie };
    const gameId = await createGameOverApi(app, cookies);
    const boardBox = (page: Page) =>
      page.locator('[data-board-orientation]').evaluate((board) => {
        const box = board.getBoundingClientRect();
        return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height };
      });
    await Promise.all([white.page.goto(`/game/${gameId}`), black.page.goto(`/game/${gameId}`)]);
    await Promise.all([waitForPiece(white.page, 'e2', 'P'), waitForPiece(black.page, 'e2', 'P')]);
    // The room has finished arriving (the call panel beside or above the board is drawn) before the first
    // measure: what follows is about the game going on, not the page loading.
    await Promise.all(
      [white, black].map(({ page }) =>
        page.getByTestId('video-chat-panel').getByRole('button', { name: 'Join' }).waitFor(),
      ),
    );
    const start = { white: await boardBox(white.page), black: await boardBox(black.page) };
    expect(start.white.y + start.white.height).toBeLessThanOrEqual(laptop.height);
    expect(start.black.x).toBeGreaterThanOrEqual(0);
    expect(start.black.x + start.black.width).toBeLessThanOrEqual(phone.width);
    const phoneWidth = await black.page.evaluate(() => document.documentElement.scrollWidth);
    expect(phoneWidth, (await overflowingElements(black.page)).join('\n')).toBe(phone.width);

    // Turns change, a first-move countdown comes and goes, a check is announced: the board stays put.
    const moves: [move: string, to: string, piece: string][] = [
      ['e2-e4', 'e4', 'P'],
      ['e7-e5', 'e5', 'p'],
      ['f1-c4', 'c4', 'B'],
      ['b8-c6', 'c6', 'n'],
      ['c4-f7', 'f7', 'B'],
    ];
    for (const [ply, [move, to, piece]] of moves.entries()) {
      await playOverApi(app, gameId, cookies, [move], ply);
      for (const side of [white, black]) {
        await waitForPiece(side.page, to, piece);
        await expect(boardBox(side.page)).resolves.toEqual(side === white ? start.white : start.black);
      }
    }
    await black.page
      .getByTestId('board-banner')
      .filter({ hasText: 'CHECK - BLACK King in Danger!' })
      .waitFor();

    // Black's clock runs on both screens.
    for (const side of [white, black]) {
      const clock = side.page.locator('[data-clock="black"]');
      const shown = await clock.textContent();
      await side.page.waitForFunction(
        ([text]) => document.querySelector('[data-clock="black"]')?.textContent !== text,
        [shown],
      );
    }
    await expect(black.page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(phone.width);
    for (const side of [white, black]) {
      expect(side.errors).toEqual([]);
      await side.context.close();
    }
  });

  it('keeps the game room out of the public pages: its chunk loads only in a room', async () => {
    const { page, context } = await openPage(browser, app.url);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => /GameRoom|CreateGame/.test(path))).toBe(false);
    // Signed-out visitors may watch (decision 274), so an unknown room answers in the room's own chunk.
    await page.goto('/game/no-such-game');
    await page.getByRole('heading', { name: 'Game Not Found' }).waitFor();
    expect(scripts.some((path) => /GameRoom-/.test(path))).toBe(true);
    await context.close();
  });

  it('offers signed-out visitors a guest seat or sign-up, the way back stored for sign-up', async () => {
    const creator = await signedIn();
    const gameId = await waitingGame(creator);
    const visitor = await openPage(browser, app.url);
    await visitor.page.goto(`/game/${gameId}?join=true`);
    // Two equal ways in (decision 287): the guest's form and the account's buttons, side by side.
    await visitor.page.getByRole('form', { name: 'Play as a guest' }).waitFor();
    await visitor.page.getByRole('link', { name: 'Create an account' }).click();
    await visitor.page.waitForURL('**/signup');
    await expect(visitor.page.evaluate(() => sessionStorage.getItem('chesschat:returnPath'))).resolves.toBe(
      `/game/${gameId}?join=true`,
    );
    await visitor.context.close();
    await creator.context.close();
  });

  it('shows Game Not Found, then Game is Full to a third player who can watch instead', async () => {
    const viewer = await signedIn();
    await viewer.page.goto('/games/no-such-game');
    await viewer.page.getByRole('heading', { name: 'Game Not Found' }).waitFor();
    await viewer.page.getByText("The game you're looking for doesn't exist or has been removed.").waitFor();
    await viewer.page.getByRole('link', { name: 'Go to Home' }).waitFor();

    const creator = await signedIn();
    const gameId = await waitingGame(creator);
    const second = await signedIn();
    await app.request('POST', `/api/games/${gameId}/join`, { cookie: second.cookie });

    await viewer.page.goto(`/game/${gameId}?join=true`);
    await viewer.page.getByRole('heading', { name: 'Game is Full' }).waitFor();
    await viewer.page
      .getByText('This game already has two players. Start your own game to play chess!')
      .waitFor();
    await viewer.page.getByRole('link', { name: 'Create New Game' }).waitFor();
    await viewer.page.getByRole('button', { name: 'Watch the Game' }).click();
    await viewer.page.getByTestId('turn-indicator').filter({ hasText: "White's Turn" }).waitFor();
    expect(new URL(viewer.page.url()).search).toBe('');
    for (const tracked of [viewer, creator, second]) await tracked.context.close();
  });

  it('shows a joiner why a host with no games left cannot start, and tells the host who could not join', async () => {
    // Host pays (decision 200): the Free host's own games run out after their game was created.
    const host = await openSignedInPage(browser, app, { user: { subscriptionTier: 'free' } });
    const joiner = await openSignedInPage(browser, app, {
      user: { subscriptionTier: 'pro', displayName: 'Sam Spent' },
    });
    const gameId = await waitingGame(host);
    for (let i = 0; i < 3; i += 1) await createGameOverApi(app, { white: host.cookie, black: joiner.cookie });
    await host.page.goto(`/game/${gameId}`);
    await host.page.getByTestId('turn-indicator').filter({ hasText: 'Waiting for Second Player' }).waitFor();

    await joiner.page.goto(`/game/${gameId}?join=true`);
    const refused = joiner.page.getByTestId('join-refused');
    await refused.getByRole('heading', { name: 'No games left this month' }).waitFor();
    await refused
      .getByText('Your opponent has used their 3 games for this month on the Free plan', { exact: false })
      .waitFor();

    await host.page
      .getByTestId('join-refused-notice')
      .filter({ hasText: 'Sam Spent could not join: one of you has no games left this month' })
      .waitFor();
    // With no games left, the create screen offers the upgrade instead of a button that would fail.
    await host.page.goto('/play');
    await host.page.getByTestId('games-left').filter({ hasText: 'no games left this month' }).waitFor();
    expect(await host.page.getByRole('button', { name: 'Create Game' }).count()).toBe(0);
    for (const tracked of [host, joiner]) await tracked.context.close();
  });

  it('shows Joining Game..., reports a failed join, and joins with the button', async () => {
    const creator = await signedIn();
    const gameId = await waitingGame(creator);
    const joiner = await signedIn();
    const { page } = joiner;
    await page.route(`**/api/games/${gameId}/join`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"message":"Try again in a moment"}',
      }),
    );
    await page.goto(`/game/${gameId}?join=true`);
    await page.getByRole('heading', { name: 'Joining Game...' }).waitFor();
    await page.getByText('Adding you as black player').waitFor();
    await page.getByText('Join Failed', { exact: true }).waitFor();
    await page.getByText('Try again in a moment', { exact: true }).waitFor();
    await page.unroute(`**/api/games/${gameId}/join`);
    await page.getByRole('button', { name: 'JOIN AS BLACK PLAYER' }).click();
    await page.getByText('Game Joined!', { exact: true }).waitFor();
    await page.getByTestId('player-color').filter({ hasText: 'You: Black' }).waitFor();
    await page.waitForURL((url) => url.search === '');
    for (const tracked of [creator, joiner]) await tracked.context.close();
  });
});
