import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../src/server/test/harness';
import type { SignedInPage } from './support/accounts';
import { openSignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { seriousViolations } from './support/axe';
import { describeBrowser, launchBrowser } from './support/browser';
import { clickMove, square } from './support/game';
import { expectMediaFlowing, instrument } from './support/video';

/**
 * A study board (issue 16): Alice, a coach, opens one from a FEN on the dashboard, a bad FEN first; she
 * invites her friend Bob, who joins; in the call they see each other, Alice plays a move and draws an
 * arrow, and Bob sees both.
 */

const SCREENS_DIR = process.env.SCREENS_DIR ?? path.join(os.tmpdir(), 'chesschat-screens');
const ITALIAN = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
const NO_BLACK_KING = 'r1bq1bnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQ - 2 3';

async function drawArrow(page: Page, from: string, to: string): Promise<void> {
  const a = await square(page, from).boundingBox();
  const b = await square(page, to).boundingBox();
  if (!a || !b) throw new Error('square not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 4 });
  await page.mouse.up({ button: 'right' });
}

const moveButton = (page: Page, san: string) =>
  page.getByTestId('review-moves').getByRole('button', { name: san, exact: true });
const call = (page: Page) => page.getByTestId('study-call');

async function shoot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  if (!size) throw new Error('no viewport');
  await page.screenshot({
    path: path.join(SCREENS_DIR, `${name}-${size.width}x${size.height}.png`),
    animations: 'disabled',
  });
}

describeBrowser('a study board for a coach and a student', () => {
  let app: TestApp;
  let browser: Browser;
  let alice: SignedInPage;
  let bob: SignedInPage;

  beforeAll(async () => {
    mkdirSync(SCREENS_DIR, { recursive: true });
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser({ media: true })]);
    alice = await openSignedInPage(browser, app, {
      user: { subscriptionTier: 'premium' },
      viewport: { width: 1440, height: 900 },
    });
    bob = await openSignedInPage(browser, app, { viewport: { width: 390, height: 844 } });
    await Promise.all([instrument(alice.context), instrument(bob.context)]);
    const sent = await app.request('POST', '/api/friends/requests', {
      cookie: alice.cookie,
      body: { username: bob.user.username },
    });
    const requestId = (sent.json.request as { id: string }).id;
    await app.request('POST', `/api/friends/requests/${requestId}/accept`, { cookie: bob.cookie });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('refuses a bad FEN in place, opens the board from a good one, and Bob joins on invitation', async () => {
    await alice.page.goto('/dashboard');
    await alice.page.getByRole('link', { name: 'Study board' }).click();
    await alice.page.getByRole('radio', { name: /A position \(FEN\)/ }).check();
    const fen = alice.page.getByLabel('FEN', { exact: true });
    await fen.fill(NO_BLACK_KING);
    await alice.page.getByRole('button', { name: 'Open the study board' }).click();
    const refusal = alice.page.getByRole('alert').filter({ hasText: 'That FEN is not a legal position' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/black king/);
    expect(await fen.inputValue()).toBe(NO_BLACK_KING);
    // The refusal is the browser's one logged error so far: the 400 it answered with, nothing else.
    expect(alice.errors).toEqual([expect.stringContaining('status of 400')]);
    alice.errors.length = 0;
    await shoot(alice.page, 'study-new-refused');
    expect(await seriousViolations(alice.page)).toEqual([]);

    await fen.fill(ITALIAN);
    await alice.page.getByRole('button', { name: 'Open the study board' }).click();
    await alice.page.waitForURL((url) => /^\/study\/(?!new$)[^/]+$/.test(url.pathname));
    const studyPath = new URL(alice.page.url()).pathname;
    await alice.page.getByRole('button', { name: `Invite ${bob.user.username}` }).click();
    await alice.page.getByTestId('study-partner').filter({ hasText: 'Studying with' }).waitFor();

    await bob.page.goto('/dashboard');
    await bob.page.getByRole('button', { name: /^Notifications/ }).click();
    await bob.page.getByRole('link', { name: /invited you to a study board/ }).click();
    await bob.page.waitForURL(`**${studyPath}`);
    await bob.page.getByTestId('review-panel').waitFor();
    expect(await bob.page.getByTestId('study-partner').textContent()).toContain(
      alice.user.displayName ?? alice.user.username,
    );
  });

  it('puts the two in a call, and shares Alice’s move and arrow with Bob', async () => {
    await Promise.all([
      call(alice.page).getByRole('button', { name: 'Join' }).click(),
      call(bob.page).getByRole('button', { name: 'Join' }).click(),
    ]);
    const [aliceSees, bobSees] = await Promise.all([
      expectMediaFlowing(alice.page, 20_000),
      expectMediaFlowing(bob.page, 20_000),
    ]);
    expect(aliceSees.framesDecoded).toBeGreaterThan(0);
    expect(bobSees.framesDecoded).toBeGreaterThan(0);

    await clickMove(alice.page, 'f1', 'c4');
    await moveButton(bob.page, 'Bc4').waitFor();
    await drawArrow(alice.page, 'c4', 'f7');
    await moveButton(bob.page, 'Bc4').click();
    await expect.poll(() => bob.page.getByTestId('review-shapes').locator('line').count()).toBe(1);
    await expect.poll(() => alice.page.getByTestId('engine-upsell').count()).toBe(0);

    await shoot(alice.page, 'study-board-call');
    await shoot(bob.page, 'study-board-call');
    await bob.page.setViewportSize({ width: 1440, height: 900 });
    await alice.page.setViewportSize({ width: 390, height: 844 });
    await shoot(alice.page, 'study-board-call');
    await shoot(bob.page, 'study-board-call-guest');
    expect(await seriousViolations(alice.page)).toEqual([]);
    expect(await seriousViolations(bob.page)).toEqual([]);

    // Alice finds the study again from the New study board page.
    await alice.page.goto('/study/new');
    await alice.page
      .getByRole('link', { name: `With ${bob.user.displayName ?? bob.user.username}` })
      .waitFor();
    expect([...alice.errors, ...bob.errors]).toEqual([]);
  });

  it('lets Alice delete the study from her list, after a confirm; Bob’s open room says so', async () => {
    const list = alice.page.getByRole('region', { name: 'Your study boards' });
    await list.getByRole('button', { name: 'Delete study' }).click();
    const confirm = alice.page.getByRole('dialog', { name: 'Delete this study board?' });
    await confirm.waitFor();
    await shoot(alice.page, 'study-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete study' }).click();
    await bob.page.getByText('This study board was deleted.').waitFor();
    await list.waitFor({ state: 'detached' });
    await shoot(bob.page, 'study-deleted-guest');
    expect(await seriousViolations(bob.page)).toEqual([]);
    expect([...alice.errors, ...bob.errors]).toEqual([]);
  });
});
