import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../src/server/test/harness';
import { openSignedInPage, type SignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { seriousViolations } from './support/axe';
import { describeBrowser, launchBrowser } from './support/browser';
import { clickMove, createGameOverApi, playOverApi, waitForPiece } from './support/game';

const SCHOLARS_MATE = ['e2-e4', 'e7-e5', 'f1-c4', 'b8-c6', 'd1-h5', 'g8-f6', 'h5-f7'];
/** The stored report: Black's 3...Nf6?? (ply 5) walks into mate; the engine preferred 3...g6. */
const SCORES = [15, 20, 30, 25, 40, 30, 9_000, 10_000];
const BEST = ['e2-e4', 'e7-e5', 'g1-f3', 'b8-c6', 'd2-d3', 'g7-g6', 'h5-f7', null];

const SCREENS_DIR = process.env.SCREENS_DIR ?? path.join(os.tmpdir(), 'chesschat-screens');
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

async function shoot(page: Page, name: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(100);
    const file = path.join(SCREENS_DIR, `${name}-${viewport.width}x${viewport.height}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

describeBrowser('training on one’s own mistakes (Pro)', () => {
  let app: TestApp;
  let browser: Browser;
  let alice: SignedInPage;
  let bob: SignedInPage;

  beforeAll(async () => {
    mkdirSync(SCREENS_DIR, { recursive: true });
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
    alice = await openSignedInPage(browser, app, { user: { subscriptionTier: 'free' } });
    bob = await openSignedInPage(browser, app, { user: { subscriptionTier: 'pro' } });
    const gameId = await createGameOverApi(app, { white: alice.cookie, black: bob.cookie });
    await playOverApi(app, gameId, { white: alice.cookie, black: bob.cookie }, SCHOLARS_MATE);
    const stored = await app.request('POST', `/api/games/${gameId}/report`, {
      cookie: bob.cookie,
      body: { depth: 12, entries: SCORES.map((cp, ply) => ({ score: { cp }, best: BEST[ply] ?? null })) },
    });
    expect(stored.status, stored.text).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows a Pro player their blunder; the best move is accepted, a wrong one brings a hint', async () => {
    const page = bob.page;
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Training' }).click();
    await page.getByTestId('training-session').waitFor();
    await expect.poll(() => page.getByTestId('training-session').textContent()).toContain('3… Nf6');
    await waitForPiece(page, 'g7', 'p');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'training-position');

    // The engine's own move needs no engine: accepted at once.
    await clickMove(page, 'g7', 'g6');
    await page.getByTestId('training-solved').waitFor();
    await expect.poll(() => page.getByTestId('training-solved').textContent()).toContain('Solved 1 of 2');
    await shoot(page, 'training-solved');

    // Again, with a move that loses at once: the page's engine scores it, the server refuses it, and the
    // piece to move is circled.
    await page.getByRole('button', { name: 'Next position' }).click();
    await page.getByTestId('training-status').filter({ hasText: 'Your move' }).waitFor();
    const started = Date.now();
    await clickMove(page, 'a7', 'a6');
    await page.getByTestId('training-wrong').waitFor({ timeout: 30_000 });
    console.log(`training: a wrong move judged by the engine in ${Date.now() - started} ms`);
    await expect.poll(() => page.getByTestId('review-shapes').locator('circle').count()).toBe(1);
    await page.getByRole('button', { name: 'Hint: the square' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'training-hint');

    // The answer, then playing it: accepted, but not clean, so the streak starts again.
    await page.getByRole('button', { name: 'Hint: the square' }).click();
    await page.getByRole('button', { name: 'Show the answer' }).click();
    await expect.poll(() => page.getByTestId('training-answer').textContent()).toContain('g6');
    await clickMove(page, 'g7', 'g6');
    await expect.poll(() => page.getByTestId('training-solved').textContent()).toContain('with a hint');
    const progress = await app.ctx.db.kysely
      .selectFrom('trainingProgress')
      .select(['streak', 'attempts'])
      .where('userId', '=', bob.user.id)
      .executeTakeFirst();
    expect(progress).toEqual({ streak: 0, attempts: 3 });
    expect(bob.errors).toEqual([]);
  });

  it('shows a Free player what training adds, with the plans', async () => {
    await alice.page.goto('/training');
    const upsell = alice.page.getByTestId('training-upsell');
    await upsell.getByRole('link', { name: 'See the plans' }).waitFor();
    expect(await upsell.textContent()).toContain('Training comes with Pro');
    await expect.poll(() => alice.page.locator('script[src*="stockfish"]').count()).toBe(0);
    expect(await seriousViolations(alice.page)).toEqual([]);
    await shoot(alice.page, 'training-upsell');
    expect(alice.errors).toEqual([]);
  });
});
