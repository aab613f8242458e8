import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PublicUser } from '../src/core/protocol';
import { tournamentRules } from '../src/core/tournament/rules';
import type {
  SheetEntry,
  StandingLine,
  TournamentList,
  TournamentPage,
  TournamentSummary,
} from '../src/core/tournament/schemas';
import { buildUser, signIn } from '../src/server/test/factories';
import type { TestApp } from '../src/server/test/harness';
import { openSignedInPage } from './support/accounts';
import { startE2eApp } from './support/app';
import { seriousViolations } from './support/axe';
import { describeBrowser, launchBrowser } from './support/browser';
import { createGameOverApi, playOverApi } from './support/game';
import { overflowingElements } from './support/overflow';

/**
 * The tournament pages' layout at both screen sizes, with the tournaments API answered here (page.route): a
 * busy list, a tournament in play with a full table and its games, and a finished one's podium, states a test
 * server reaches only after many games. The journey on the real server (three friends play) is tournament.test.ts.
 */
const SCREENS_DIR = process.env.SCREENS_DIR ?? path.join(os.tmpdir(), 'chesschat-screens');
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const NAMES = [
  ['Magnus Fairweather', 2011],
  ['ann', 1874],
  ['Rajesh Kumar', 1790],
  ['marguerite_dv', 1702],
  ['Tom', 1655],
  ['Lena Okafor', 1610],
  ['bob_b', 1544],
  ['Chidi', 1502],
  ['Yuki Tanaka', 1477],
  ['sam', 1420],
] as const;
const PEOPLE: PublicUser[] = NAMES.map(([name, rating], index) => ({
  id: `u${index}`,
  username: name.toLowerCase().replace(/ /g, '_'),
  displayName: name.includes(' ') || name === 'Tom' || name === 'Chidi' ? name : null,
  rating,
  avatarUrl: null,
}));
const ME: PublicUser = { id: 'me', username: 'alice', displayName: 'Alice', rating: 1388, avatarUrl: null };

const sheet = (points: number[]): SheetEntry[] =>
  points.map((p, index) => ({
    gameId: `g${index}-${p}`,
    outcome: p === 0 ? 'loss' : p === 1 || (p === 2 && index > 2 && points[index - 1] === 4) ? 'draw' : 'win',
    points: p,
    onFire: p >= 4 || (p === 2 && index > 1 && points[index - 1] === 4),
    berserk: p === 3 || p === 5,
  }));

function standing(player: PublicUser, rank: number, points: number[], onFire = false): StandingLine {
  return {
    rank,
    player,
    ratingAtStart: Math.round(player.rating ?? 1500),
    score: points.reduce((a, b) => a + b, 0),
    sheet: sheet(points),
    onFire,
    performance: 1400 + 60 * (10 - rank),
    status: 'active',
  };
}

const SHEETS = [
  [2, 2, 4, 4, 5, 0, 2],
  [2, 0, 2, 2, 4, 4],
  [2, 2, 4, 0, 2, 1],
  [1, 2, 2, 4, 0],
  [2, 0, 2, 2, 0, 1],
  [0, 2, 2, 1, 1],
  [2, 1, 0, 2],
  [0, 2, 0, 2],
  [1, 0, 2],
  [0, 1, 0, 1],
];
const TOP = PEOPLE.map((person, index) => standing(person, index + 1, SHEETS[index] ?? [], index === 1));
const MY_LINE = standing(ME, 14, [0, 2, 1]);

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

function summary(overrides: Partial<TournamentSummary>): TournamentSummary {
  return {
    id: 't-blitz',
    name: 'Hourly Blitz Arena',
    slot: 'hourly-blitz',
    kind: 'pro_arena',
    status: 'scheduled',
    timeControl: 180,
    increment: 2,
    minutes: 45,
    startsAt: minutes(12),
    endsAt: minutes(57),
    rated: true,
    players: 37,
    maxPlayers: 1000,
    createdBy: null,
    myStatus: null,
    joinRefusal: null,
    ...overrides,
  };
}

const PRO_ONLY = { code: 'tournament_pro_only' as const, message: 'Pro arenas are for Pro members.' };

const LIST: TournamentList = {
  arenas: [
    summary({
      id: 't-bullet',
      name: 'Hourly Bullet Arena',
      status: 'started',
      timeControl: 60,
      increment: 0,
      minutes: 30,
      startsAt: minutes(-18),
      endsAt: minutes(12),
      players: 112,
      joinRefusal: PRO_ONLY,
    }),
    summary({ joinRefusal: PRO_ONLY }),
    summary({
      id: 't-rapid',
      name: 'Daily Rapid Arena',
      timeControl: 600,
      increment: 0,
      minutes: 120,
      startsAt: minutes(150),
      endsAt: minutes(270),
      players: 8,
      joinRefusal: PRO_ONLY,
    }),
  ],
  mine: [
    summary({
      id: 't-friday',
      name: 'Friday night blitz with the chess club',
      kind: 'private',
      timeControl: 300,
      increment: 0,
      minutes: 60,
      startsAt: minutes(95),
      endsAt: minutes(155),
      players: 5,
      maxPlayers: 20,
      createdBy: PEOPLE[4] as PublicUser,
      myStatus: 'active',
    }),
  ],
};

const START_FEN = 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';
const LIVE_PAGE: TournamentPage = {
  tournament: summary({
    status: 'started',
    startsAt: minutes(-21),
    endsAt: minutes(24),
    players: 37,
    myStatus: 'active',
  }),
  rules: tournamentRules({ minutes: 45, rated: true }),
  standings: {
    players: 37,
    top: TOP,
    me: MY_LINE,
    games: [0, 2, 4, 6].map((index) => ({
      gameId: `live${index}`,
      white: { player: PEOPLE[index] as PublicUser, rank: index + 1, berserk: index === 2 },
      black: { player: PEOPLE[index + 1] as PublicUser, rank: index + 2, berserk: false },
      fen: START_FEN,
    })),
  },
  me: { status: 'active', gameId: null, nextGame: null },
  podium: null,
  finalTable: null,
  inviteToken: null,
  isCreator: false,
};
const FINAL = TOP.slice(0, 6);
const FINISHED_PAGE: TournamentPage = {
  ...LIVE_PAGE,
  tournament: { ...LIVE_PAGE.tournament, status: 'finished', startsAt: minutes(-60), endsAt: minutes(-15) },
  standings: { ...LIVE_PAGE.standings, games: [] },
  podium: FINAL.slice(0, 3),
  finalTable: FINAL,
};

async function shoot(page: Page, name: string, viewport: { width: number; height: number }): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${viewport.width}x${viewport.height}.png`) });
}

describeBrowser('the tournament pages', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  for (const viewport of VIEWPORTS) {
    it(`the list, a tournament in play and a podium fit and read well at ${viewport.width}x${viewport.height}`, async () => {
      const { page, context, errors } = await openSignedInPage(browser, app, {
        viewport,
        user: { displayName: 'Alice' },
      });
      let tournament: TournamentPage = LIVE_PAGE;
      await page.route('**/api/tournaments', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(LIST) }),
      );
      await page.route('**/api/tournaments/t-blitz*', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(tournament) }),
      );

      await page.goto('/tournaments');
      await page.getByRole('heading', { name: 'Pro arenas' }).waitFor();
      expect(await page.getByTestId('pro-upsell').count()).toBe(3);
      expect(await overflowingElements(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, 'tournaments-list', viewport);

      await page.goto('/tournaments/t-blitz');
      await page.getByRole('heading', { name: 'Standings' }).waitFor();
      await page.getByRole('img', { name: 'Magnus Fairweather vs ann' }).waitFor();
      expect(await page.getByTestId('standing-row').count()).toBe(11);
      expect(await overflowingElements(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, 'tournament-in-play', viewport);
      if (viewport.width < 768) {
        await page.getByRole('heading', { name: 'Games in play' }).evaluate((h) => h.scrollIntoView());
        await shoot(page, 'tournament-games', viewport);
      }

      tournament = FINISHED_PAGE;
      await page.reload();
      await page.getByRole('list', { name: 'Podium' }).waitFor();
      await page.getByRole('heading', { name: 'Final table' }).waitFor();
      expect(await overflowingElements(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, 'tournament-podium', viewport);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('leads a player from a tournament to their games in it, a filter kept in the address', async () => {
    const { page, context, errors, user, cookie } = await openSignedInPage(browser, app, {
      viewport: VIEWPORTS[0],
      user: { displayName: 'Alice' },
    });
    const opponent = await buildUser(app.ctx.db, { displayName: 'Oscar Opponent' });
    const cookies = { white: cookie, black: await signIn(app.ctx.db, opponent.id) };
    const gameIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const gameId = await createGameOverApi(app, cookies, { timeControl: 300 });
      await playOverApi(app, gameId, cookies, ['f2-f3', 'e7-e5', 'g2-g4', 'd8-h4']);
      gameIds.push(gameId);
    }
    const [before, arenaGame, after] = gameIds as [string, string, string];
    // The arena paired the middle game: the games feature stores its tournament when the pairing starts it.
    await app.ctx.db.kysely
      .updateTable('games')
      .set({ tournamentId: LIVE_PAGE.tournament.id })
      .where('id', '=', arenaGame)
      .execute();
    await page.route('**/api/tournaments/t-blitz*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(LIVE_PAGE) }),
    );
    const played = { tournaments: [{ tournament: LIVE_PAGE.tournament, rank: 14, score: 3, games: 1 }] };
    await page.route(`**/api/users/${user.username}/tournaments`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(played) }),
    );
    const cards = page.locator('[data-testid="history-game"]');
    const shownIds = () => cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-game-id')));

    await page.goto('/tournaments/t-blitz');
    await page.getByRole('link', { name: 'My games in this tournament' }).click();
    await page.waitForURL('**/history?tournament=t-blitz');
    await page.getByText('Showing 1 of 1 game').waitFor();
    expect(await shownIds()).toEqual([arenaGame]);
    const select = page.getByLabel('Tournament');
    expect(await select.inputValue()).toBe('t-blitz');
    expect(await select.locator('option:checked').textContent()).toMatch(/^Hourly Blitz Arena · /);
    expect(await overflowingElements(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'history-tournament', VIEWPORTS[0]);

    // All games again, then Back: the address holds the filter, so a reload or a shared link shows the same.
    await select.selectOption('');
    await page.getByText('Showing 3 of 3 games').waitFor();
    expect(await shownIds()).toEqual([after, arenaGame, before]);
    await page.goBack();
    await page.getByText('Showing 1 of 1 game').waitFor();
    await page.setViewportSize(VIEWPORTS[1]);
    await page.reload();
    await page.getByText('Showing 1 of 1 game').waitFor();
    expect(await overflowingElements(page)).toEqual([]);
    await shoot(page, 'history-tournament', VIEWPORTS[1]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('rings the bell of a friend invited by name, whose click opens the tournament', async () => {
    const host = await buildUser(app.ctx.db, { subscriptionTier: 'pro', displayName: 'Hana Host' });
    const hostCookie = await signIn(app.ctx.db, host.id);
    const { page, context, errors, user, cookie } = await openSignedInPage(browser, app, {
      viewport: VIEWPORTS[1],
      user: { displayName: 'Ivy Invited' },
    });
    const asked = await app.request('POST', '/api/friends/requests', {
      cookie: hostCookie,
      body: { username: user.username },
    });
    const requestId = (asked.json.request as { id: string }).id;
    expect((await app.request('POST', `/api/friends/requests/${requestId}/accept`, { cookie })).status).toBe(
      200,
    );
    await page.goto('/dashboard');
    const bell = page.getByTestId('notification-bell');
    await bell.waitFor();
    const unreadBefore = (await app.request('GET', '/api/notifications', { cookie })).json.unread as number;

    const created = await app.request('POST', '/api/tournaments', {
      cookie: hostCookie,
      body: {
        name: 'Sunday club arena',
        clock: '3+2',
        minutes: 30,
        startsAt: new Date(Date.now() + 3_600_000).toISOString(),
        invite: [user.username],
      },
    });
    expect(created.status, created.text).toBe(201);
    const id = (created.json as unknown as TournamentPage).tournament.id;
    // Live: the count rises without a reload.
    await page
      .getByTestId('unread-count')
      .filter({ hasText: String(unreadBefore + 1) })
      .waitFor();
    await bell.click();
    const line = page.getByRole('link', {
      name: `${host.username} invited you to the tournament “Sunday club arena”`,
    });
    expect(await line.getAttribute('href')).toBe(`/tournaments/${id}`);
    await line.click();
    await page.waitForURL(`**/tournaments/${id}`);
    await page.getByRole('heading', { name: 'Sunday club arena', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Join' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
