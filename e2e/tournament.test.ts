import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../src/server/test/harness';
import { openSignedInPage, type SignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { describeBrowser, launchBrowser } from './support/browser';
import { clickMove, waitForPiece } from './support/game';
import { overflowingElements } from './support/overflow';

/**
 * Issue 30's tournaments in the browser. Three friends in a private arena: the Pro member makes it from the
 * form and invites the other two, all three join, it starts early, and each plays two games, paired by itself
 * and moved from room to room with no click, one of them berserk; a fourth friend watches the standings move
 * live, and at the end everyone sees the podium. And a Free member meets the upsell on a Pro arena.
 */
const SCREENS_DIR = process.env.SCREENS_DIR ?? path.join(os.tmpdir(), 'chesschat-screens');
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const gameIdOf = (page: Page) => {
  const match = /^\/game\/([^/?]+)/.exec(new URL(page.url()).pathname);
  return match ? match[1] : null;
};

/**
 * Brings the tournament's end time to now, as if its length had run out: the next pass pairs no new game, lets
 * the games in play finish and count, then finishes it.
 */
async function endTournamentNow(app: TestApp, tournamentId: string): Promise<void> {
  await sql`update tournaments set ends_at = ${Date.now()} where id = ${tournamentId}`.execute(
    app.ctx.db.kysely,
  );
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: false });
}

describeBrowser('tournaments', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function befriend(a: SignedInPage, b: SignedInPage): Promise<void> {
    const sent = await app.request('POST', '/api/friends/requests', {
      cookie: a.cookie,
      body: { username: b.user.username },
    });
    expect(sent.status, sent.text).toBe(200);
    const id = (sent.json.request as { id: string }).id;
    const accepted = await app.request('POST', `/api/friends/requests/${id}/accept`, { cookie: b.cookie });
    expect(accepted.status, accepted.text).toBe(200);
  }

  /** The game the two players of `pages` were paired into, once two of them are in the same room. */
  async function nextPair(pages: SignedInPage[], played: Set<string>): Promise<[SignedInPage, SignedInPage]> {
    let pair: [SignedInPage, SignedInPage] | null = null;
    await expect
      .poll(
        () => {
          const rooms = new Map<string, SignedInPage[]>();
          for (const person of pages) {
            const id = gameIdOf(person.page);
            if (id && !played.has(id)) rooms.set(id, [...(rooms.get(id) ?? []), person]);
          }
          const found = [...rooms.entries()].find(([, people]) => people.length === 2);
          if (found) {
            played.add(found[0]);
            pair = found[1] as [SignedInPage, SignedInPage];
          }
          return pair !== null;
        },
        { timeout: 45_000, interval: 250 },
      )
      .toBe(true);
    return pair as unknown as [SignedInPage, SignedInPage];
  }

  /** Which of two players in one room plays White (the board is drawn from White's side for White). */
  async function colours(
    pair: [SignedInPage, SignedInPage],
  ): Promise<{ white: SignedInPage; black: SignedInPage }> {
    const [a, b] = pair;
    await a.page.locator('[data-board-orientation]').waitFor();
    const orientation = await a.page
      .locator('[data-board-orientation]')
      .first()
      .getAttribute('data-board-orientation');
    return orientation === 'white' ? { white: a, black: b } : { white: b, black: a };
  }

  /** One quick game: 1. e4 e5, then `loser` resigns; `berserker` halves their clock first. */
  async function playGame(
    pair: [SignedInPage, SignedInPage],
    options: {
      loser: 'white' | 'black';
      berserker?: 'white' | 'black';
      whilePlaying?: (sides: { white: SignedInPage; black: SignedInPage }) => Promise<void>;
    },
  ): Promise<{ white: SignedInPage; black: SignedInPage }> {
    const sides = await colours(pair);
    if (options.berserker) {
      const page = sides[options.berserker].page;
      await page.getByRole('button', { name: 'Berserk' }).click();
      await page.getByTestId('berserk-done').waitFor();
    }
    await waitForPiece(sides.white.page, 'e2', 'P');
    await clickMove(sides.white.page, 'e2', 'e4');
    await waitForPiece(sides.black.page, 'e4', 'P');
    await clickMove(sides.black.page, 'e7', 'e5');
    await waitForPiece(sides.white.page, 'e5', 'p');
    await options.whilePlaying?.(sides);
    const loser = sides[options.loser].page;
    await loser.getByRole('button', { name: 'Resign' }).click();
    await loser.getByRole('dialog').getByRole('button', { name: 'Resign' }).click();
    return sides;
  }

  it('three friends play a private arena, two games each, the standings live, then the podium', async () => {
    const ann = await openSignedInPage(browser, app, {
      viewport: WIDE,
      user: { subscriptionTier: 'pro', displayName: 'Ann' },
    });
    const bob = await openSignedInPage(browser, app, { viewport: WIDE, user: { displayName: 'Bob' } });
    const cat = await openSignedInPage(browser, app, { viewport: PHONE, user: { displayName: 'Cat' } });
    const dan = await openSignedInPage(browser, app, { viewport: WIDE, user: { displayName: 'Dan' } });
    for (const friend of [bob, cat, dan]) await befriend(ann, friend);

    // The list, then the form: a Pro member makes the tournament and picks the friends to invite.
    await ann.page.goto('/tournaments');
    await ann.page.getByRole('heading', { name: 'Pro arenas' }).waitFor();
    await ann.page.getByRole('link', { name: 'Create a tournament' }).click();
    await ann.page.getByLabel('Name', { exact: true }).fill('Friday Blitz');
    await ann.page.getByLabel('Time control').selectOption('5+0');
    await ann.page.getByLabel('Length').selectOption('30');
    for (const friend of ['Bob', 'Cat', 'Dan'])
      await ann.page.getByRole('checkbox', { name: new RegExp(`^${friend}`) }).check();
    await shoot(ann.page, 'tournament-create-1440x900');
    await ann.page.getByRole('button', { name: 'Create tournament' }).click();
    await ann.page.waitForURL(
      (url) => /^\/tournaments\/\w+$/.test(url.pathname) && url.pathname !== '/tournaments/new',
    );
    const tournamentId = new URL(ann.page.url()).pathname.split('/').pop() as string;
    await ann.page.getByRole('heading', { name: 'Friday Blitz', level: 1 }).waitFor();
    expect(await ann.page.getByLabel('Invite link').inputValue()).toContain(
      `/tournaments/${tournamentId}?token=`,
    );

    // The invited friends find it in their list and join; Dan only watches.
    for (const friend of [bob, cat]) {
      await friend.page.goto('/tournaments');
      await friend.page.getByRole('link', { name: 'Friday Blitz' }).click();
      await friend.page.getByRole('button', { name: 'Join' }).click();
      await friend.page.getByRole('button', { name: 'Pause' }).waitFor();
    }
    if (await ann.page.getByRole('button', { name: 'Join' }).isVisible())
      await ann.page.getByRole('button', { name: 'Join' }).click();
    await ann.page.getByRole('button', { name: 'Pause' }).waitFor();
    await dan.page.goto(`/tournaments/${tournamentId}`);
    await dan.page.getByRole('heading', { name: 'Players' }).waitFor();
    await expect.poll(() => dan.page.getByTestId('standing-row').count()).toBe(3);

    // Started early by its creator: two are paired at once and sent to their room with no click.
    await ann.page.getByRole('button', { name: 'Start now' }).click();
    await dan.page.getByRole('heading', { name: 'Standings' }).waitFor();
    const players = [ann, bob, cat];
    const played = new Set<string>();
    const score = (name: string) =>
      dan.page
        .locator(`[data-testid="standing-row"]:has-text("${name}") [data-testid="score"]`)
        .first()
        .textContent();

    const first = await nextPair(players, played);
    const game1 = await playGame(first, { loser: 'black', berserker: 'white' });
    // The standings move on the watcher's page without a reload: the winner's 2 points.
    await expect.poll(() => score(game1.white.user.displayName ?? '')).toBe('2');
    // The finished room counts down to the next game, then opens it by itself.
    const second = await nextPair(players, played);
    const waiting = [game1.white, game1.black].find((p) => !second.includes(p));
    if (waiting) await waiting.page.getByTestId('after-the-game').waitFor();
    await playGame(second, {
      loser: 'white',
      // The watcher sees the game in play as a small board that follows its moves.
      whilePlaying: async (sides) => {
        // The server lists a game once its first-move window is open (10 s after the pairing) and tells the
        // watchers then: the board appears on the watcher's page with no reload.
        await expect
          .poll(() => dan.page.getByTestId('live-game').count(), { timeout: 30_000, interval: 500 })
          .toBeGreaterThan(0);
        const board = dan.page.getByTestId('live-game').first().getByRole('img');
        expect(await board.getAttribute('data-fen')).toContain('4p3/4P3');
        // A move reaches the small board over the socket, with no reload.
        await clickMove(sides.white.page, 'g1', 'f3');
        await expect.poll(() => board.getAttribute('data-fen')).toContain('5N2');
        await shoot(dan.page, 'tournament-live-1440x900');
        await dan.page.setViewportSize(PHONE);
        expect(await overflowingElements(dan.page)).toEqual([]);
        await shoot(dan.page, 'tournament-live-390x844');
        await dan.page.setViewportSize(WIDE);
      },
    });
    const third = await nextPair(players, played);
    for (const person of third) {
      if (person === game1.white || person === game1.black)
        expect(person.page.url()).toContain(`?tournament=${tournamentId}`);
    }
    // The end comes during the last game: no new game is paired, and the game in play still counts.
    await endTournamentNow(app, tournamentId);
    await playGame(third, { loser: 'black' });
    // Six games on the score sheets: two for each player.
    await expect.poll(() => dan.page.locator('[data-points]').count()).toBe(6);

    // The podium and the final table for everyone.
    await dan.page.getByRole('list', { name: 'Podium' }).waitFor({ timeout: 30_000 });
    expect(await dan.page.getByTestId('podium-place').count()).toBe(3);
    await dan.page.getByRole('heading', { name: 'Final table' }).waitFor();
    await shoot(dan.page, 'tournament-podium-1440x900');
    // The last game's room says it is over, with no countdown; its players find the podium on the page.
    for (const person of third)
      await expect
        .poll(() => person.page.getByTestId('after-the-game').textContent())
        .toBe('The tournament is over: see the final table.');
    await cat.page.goto(`/tournaments/${tournamentId}`);
    await cat.page.getByRole('list', { name: 'Podium' }).waitFor();
    expect(await overflowingElements(cat.page)).toEqual([]);
    await shoot(cat.page, 'tournament-podium-390x844');
    for (const person of [ann, bob, cat, dan]) expect(person.errors).toEqual([]);
  }, 240_000);

  it('shows a Free member the Pro arenas with the upsell in place of Join', async () => {
    for (const viewport of [WIDE, PHONE]) {
      const free = await openSignedInPage(browser, app, { viewport });
      await free.page.goto('/tournaments');
      const card = free.page.getByTestId('tournament-card').first();
      await card.waitFor();
      await card.getByTestId('pro-upsell').waitFor();
      expect(await card.getByRole('button', { name: 'Join' }).count()).toBe(0);
      await free.page.getByTestId('create-needs-pro').waitFor();
      await shoot(free.page, `tournaments-list-free-${viewport.width}x${viewport.height}`);
      expect(await overflowingElements(free.page)).toEqual([]);
      await card.getByRole('link', { name: 'Watch' }).click();
      await free.page.getByRole('region', { name: 'Rules' }).waitFor();
      await free.page.getByTestId('pro-upsell').getByRole('button', { name: 'Upgrade to Pro' }).click();
      await free.page.getByRole('dialog').getByText('Pro', { exact: false }).first().waitFor();
      expect(free.errors).toEqual([]);
      await free.context.close();
    }
  });
});
