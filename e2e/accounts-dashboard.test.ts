import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildUser } from '../src/server/test/factories';
import type { TestApp } from '../src/server/test/harness';
import { signInAs } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser, openPage } from './support/browser';

describeBrowser('the dashboard shows what the server knows', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows the games count and recent games the server reports, with an empty state', async () => {
    const user = await buildUser(app.ctx.db, { subscriptionTier: 'premium' });
    const { page, context } = await openPage(browser, app.url);
    await signInAs(context, app, user.id);
    const now = Date.now();
    const game = (id: string, status: string, result: string | null, minutesAgo: number) => ({
      id,
      status,
      result,
      whitePlayerId: user.id,
      blackPlayerId: 'opponent-1',
      white: {
        id: user.id,
        username: user.username,
        displayName: null,
        rating: 1200,
      },
      black: {
        id: 'opponent-1',
        username: 'magnus_fan',
        displayName: null,
        rating: 1300,
      },
      timeControl: 600,
      createdAt: new Date(now - minutesAgo * 60_000).toISOString(),
    });
    // The players' statistics endpoints answer with what the server would know.
    await page.route(`**/api/users/${user.id}/stats`, (route) =>
      route.fulfill({
        json: { totalGames: 9, completed: 7, wins: 4, losses: 2, draws: 1, rating: 1234, rank: 'Beginner' },
      }),
    );
    await page.route(`**/api/users/${user.id}/games`, (route) =>
      route.fulfill({
        json: [game('g-old', 'completed', 'white_wins', 60), game('g-new', 'active', null, 5)],
      }),
    );
    await page.goto('/dashboard');
    await page.getByText('7', { exact: true }).waitFor();
    await page.getByText('9 in your history').waitFor();
    await page.getByText('Premium', { exact: true }).waitFor();
    const rows = page.getByRole('listitem').filter({ hasText: 'vs magnus_fan' });
    await expect(rows.count()).resolves.toBe(2);
    await expect(rows.first().textContent()).resolves.toContain('In Progress');
    await rows.first().getByRole('link', { name: 'Join Game' }).waitFor();
    await rows.nth(1).getByText('Win', { exact: true }).waitFor();

    await page.unrouteAll();
    await page.route(`**/api/users/${user.id}/stats`, (route) =>
      route.fulfill({ json: { totalGames: 0, completed: 0 } }),
    );
    await page.route(`**/api/users/${user.id}/games`, (route) => route.fulfill({ json: [] }));
    await page.reload();
    await page.getByText('No games played yet').waitFor();
    await page.getByText('0', { exact: true }).waitFor();
    await context.close();
  });
});
