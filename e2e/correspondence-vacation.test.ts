import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../src/server/test/harness';
import { openSignedInPage, type SignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser } from './support/browser';

/**
 * Vacation in correspondence games (decision 325): a player starts one from the dashboard, and their opponent's
 * room says until when.
 */
const SHOTS = process.env.SCREENS_DIR ?? path.join(os.tmpdir(), 'chesschat-screens');

/** Viewport-sized pictures at a laptop's and a phone's size, `shown` scrolled into view in each. */
async function shootBoth(page: Page, name: string, shown: Locator): Promise<void> {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await shown.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: path.join(SHOTS, `${name}-${viewport.width}x${viewport.height}.png`),
      animations: 'disabled',
    });
  }
}

describeBrowser('vacation in correspondence games', () => {
  let app: TestApp;
  let browser: Browser;
  let away: SignedInPage;
  let opponent: SignedInPage;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
    [away, opponent] = await Promise.all([openSignedInPage(browser, app), openSignedInPage(browser, app)]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('starts a vacation on the dashboard, and the opponent’s room says until when', {
    timeout: 120_000,
  }, async () => {
    const created = await app.request('POST', '/api/games', {
      cookie: away.cookie,
      body: { daysPerMove: 3 },
    });
    expect(created.status, created.text).toBe(200);
    const gameId = created.json.id as string;
    const joined = await app.request('POST', `/api/games/${gameId}/join`, { cookie: opponent.cookie });
    expect(joined.status, joined.text).toBe(200);

    await away.page.goto('/dashboard');
    const card = away.page.getByRole('region', { name: 'Vacation' });
    await card.getByText('7 of 7 vacation days left this year').waitFor();
    await card.getByLabel('Length').selectOption('3');
    await card.getByRole('button', { name: 'Start vacation' }).click();
    await card.getByText(/^You are on vacation until /).waitFor();
    await shootBoth(away.page, 'vacation-dashboard', card);

    await opponent.page.goto(`/game/${gameId}`);
    const note = opponent.page.getByTestId('vacation-note').first();
    await note.waitFor();
    expect(await note.textContent()).toMatch(/^On vacation until /);
    await shootBoth(opponent.page, 'vacation-room', note);
  });
});
