import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { ServerMessage } from '../../core/protocol';
import type { TournamentPage } from '../../core/tournament/schemas';
import { activateLocale } from '../i18n/i18n';
import TournamentScreen from '../pages/Tournament';
import { fakeServer } from '../test/fake-server';
import { ScriptedSocket } from '../test/scripted-socket';
import { member, renderSignedIn } from '../test/signed-in';
import {
  ANN,
  BOB,
  CAT,
  line,
  loss,
  PRO_ONLY,
  RULES,
  summary,
  tournamentPage,
  win,
} from './test/tournament-fixtures';

beforeEach(() => {
  ScriptedSocket.userId = ANN.id;
  ScriptedSocket.sent = [];
  vi.stubGlobal('WebSocket', ScriptedSocket);
  window.history.pushState(null, '', '/tournaments/t1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const live = (message: ServerMessage) => act(() => ScriptedSocket.opened.at(-1)?.deliver(message));
const watchFrames = () => ScriptedSocket.sent.filter((frame) => frame.type === 'tournament');
const renderPage = (tier: 'free' | 'pro' = 'pro') =>
  renderSignedIn(
    member(tier, { id: ANN.id, username: ANN.username }),
    <Route path="/tournaments/:id">
      <TournamentScreen />
    </Route>,
  );
const rows = () =>
  screen.queryAllByTestId('standing-row').map((row) => ({
    player: row.getAttribute('data-player'),
    score: within(row).getByTestId('score').textContent,
    mine: row.hasAttribute('data-mine'),
  }));

const started = (overrides: Partial<TournamentPage> = {}) =>
  tournamentPage({
    tournament: summary({
      kind: 'private',
      name: 'Friday Blitz',
      status: 'started',
      createdBy: ANN,
      startsAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      endsAt: new Date(Date.now() + 25 * 60_000).toISOString(),
      myStatus: 'active',
      maxPlayers: 8,
      players: 3,
    }),
    standings: {
      players: 3,
      top: [
        line({
          player: CAT,
          rank: 1,
          score: 4,
          sheet: [win('g1'), win('g3')],
          onFire: true,
          performance: 1900,
        }),
        line({ player: BOB, rank: 2, score: 2, sheet: [win('g2')] }),
      ],
      me: line({ player: ANN, rank: 3, score: 0, sheet: [loss('g1'), loss('g2')] }),
      games: [
        {
          gameId: 'g4',
          white: { player: CAT, rank: 1, berserk: true },
          black: { player: ANN, rank: 3, berserk: false },
          fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
        },
      ],
    },
    me: { status: 'active', gameId: 'g4', nextGame: null },
    ...overrides,
  });

describe('the tournament page', () => {
  it('writes the rules, counts down to the start, and gives the creator Start now, Cancel and the link', async () => {
    const server = fakeServer({
      'GET /api/tournaments/t1': {
        status: 200,
        body: tournamentPage({
          isCreator: true,
          inviteToken: 'tok123',
          standings: { players: 1, top: [line({ player: ANN })], me: null, games: [] },
        }),
      },
      'POST /api/tournaments/t1/cancel': {
        status: 200,
        body: tournamentPage({ tournament: summary({ status: 'cancelled', kind: 'private' }) }),
      },
    });
    const view = renderPage();
    await screen.findByRole('heading', { name: 'Friday Blitz', level: 1 });
    const rules = screen.getByRole('region', { name: 'Rules' });
    for (const rule of RULES) expect(rules.textContent).toContain(rule);
    expect(screen.getByTestId('tournament-countdown').textContent).toMatch(/^Starts in(9:5\d|10:00)$/);
    expect(screen.getByRole('heading', { name: 'Players' })).toBeTruthy();
    expect((screen.getByLabelText('Invite link') as HTMLInputElement).value).toBe(
      `${window.location.origin}/tournaments/t1?token=tok123`,
    );
    expect(screen.getByRole('button', { name: 'Start now' })).toBeTruthy();
    await waitFor(() =>
      expect(watchFrames().at(-1)).toEqual({ type: 'tournament', tournamentId: 't1', watch: true }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the tournament' }));
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await screen.findByText('Cancelled');
    expect(screen.queryByRole('button', { name: 'Start now' })).toBeNull();
    view.unmount();
    expect(watchFrames().at(-1)).toEqual({ type: 'tournament', tournamentId: 't1', watch: false });
  });

  it('keeps the standings live: each game’s points, the flame, the reader’s own line, the games in play', async () => {
    fakeServer({ 'GET /api/tournaments/t1': { status: 200, body: started() } });
    renderPage();
    await screen.findByRole('heading', { name: 'Standings' });
    expect(rows()).toEqual([
      { player: 'cat', score: '4', mine: false },
      { player: 'bob', score: '2', mine: false },
      { player: 'ann', score: '0', mine: true },
    ]);
    const cat = screen.getAllByTestId('standing-row')[0] as HTMLElement;
    expect(within(cat).getByText('On fire')).toBeTruthy();
    expect(within(cat).getByTestId('score-sheet').textContent).toContain('Win, 2 points');
    expect(screen.getByRole('link', { name: 'Go to your game' }).getAttribute('href')).toBe(
      '/game/g4?tournament=t1',
    );
    const board = screen.getByRole('img', { name: 'cat vs Ann Lee' });
    expect(board.getAttribute('data-fen')).toContain('4P3');
    expect(screen.getByRole('link', { name: 'Watch cat vs Ann Lee' }).textContent).toContain('#1');
    // The small board follows its game: joined on the socket, moved by each move.
    await waitFor(() =>
      expect(ScriptedSocket.sent).toContainEqual(
        expect.objectContaining({ type: 'join_game', gameId: 'g4' }),
      ),
    );
    live({
      type: 'move',
      gameId: 'g4',
      version: 2,
      move: 'e7-e5',
      san: 'e5',
      ply: 1,
      currentTurn: 'white',
      playerColor: 'black',
      isCheck: false,
      isCheckmate: false,
      captured: null,
      whiteTimeRemaining: 90,
      blackTimeRemaining: 180,
      serverNow: Date.now(),
      firstMoveDeadline: null,
    });
    await waitFor(() => expect(board.getAttribute('data-fen')).toContain('4p3/4P3'));

    const base = started().standings;
    live({
      type: 'tournament_standings',
      tournamentId: 't1',
      status: 'started',
      version: 5,
      podium: null,
      standings: {
        ...base,
        top: [
          line({ player: ANN, rank: 1, score: 4, sheet: [loss('g1'), loss('g2'), win('g4', 4, true)] }),
          line({ player: CAT, rank: 2, score: 4, sheet: [win('g1'), win('g3'), loss('g4')] }),
        ],
        me: line({ player: ANN, rank: 1, score: 4, sheet: [loss('g1'), loss('g2'), win('g4', 4, true)] }),
        games: [],
      },
    });
    await waitFor(() =>
      expect(rows()).toEqual([
        { player: 'ann', score: '4', mine: true },
        { player: 'cat', score: '4', mine: false },
      ]),
    );
    expect(screen.getByText('No game in play at this moment.')).toBeTruthy();
    // An older frame that arrives late changes nothing.
    live({
      type: 'tournament_standings',
      tournamentId: 't1',
      status: 'started',
      version: 4,
      podium: null,
      standings: base,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rows()[0]).toEqual({ player: 'ann', score: '4', mine: true });
  });

  it('sends a player the tournament pairs straight to the game’s room', async () => {
    fakeServer({
      'GET /api/tournaments/t1': {
        status: 200,
        body: started({ me: { status: 'active', gameId: null, nextGame: null } }),
      },
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Standings' });
    live({
      type: 'tournament_next_game',
      tournamentId: 't1',
      gameId: 'g7',
      startsAt: Date.now() + 10_000,
      color: 'white',
      opponent: BOB,
    });
    await waitFor(() => expect(window.location.pathname).toBe('/game/g7'));
    expect(window.location.search).toBe('?tournament=t1');
  });

  it('pauses and withdraws, and shows a refusal with its message', async () => {
    const paused = started({ me: { status: 'paused', gameId: null, nextGame: null } });
    fakeServer({
      'GET /api/tournaments/t1': {
        status: 200,
        body: started({ me: { status: 'active', gameId: null, nextGame: null } }),
      },
      'POST /api/tournaments/t1/pause': { status: 200, body: paused },
      'POST /api/tournaments/t1/withdraw': {
        status: 409,
        body: { code: 'already_withdrawn', message: 'You have withdrawn from this tournament' },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    await screen.findByRole('button', { name: 'Join again' });
    expect(screen.getByText('You are paused: you get no new game until you join again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have withdrawn from this tournament');
  });

  it('shows a Free member the upsell on a Pro arena in place of Join', async () => {
    fakeServer({
      'GET /api/tournaments/t1': {
        status: 200,
        body: tournamentPage({ tournament: summary({ joinRefusal: PRO_ONLY }) }),
      },
    });
    renderPage('free');
    await screen.findByRole('heading', { name: 'Hourly Blitz Arena', level: 1 });
    expect(screen.getByTestId('pro-upsell')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
    // Not a player: no games of theirs to list.
    expect(screen.queryByRole('link', { name: 'My games in this tournament' })).toBeNull();
  });

  it('says a lobby bar in place of Join, paused or not, and links a player to their games (decision 300)', async () => {
    const barred = {
      code: 'lobby_barred' as const,
      message:
        'A moderator has barred you from the lobby until 2026-11-29 08:00 UTC. Pro arenas are closed to you while the bar holds.',
      // The bar's end as fields, which the page words in the reader's language and time zone (decision 322).
      hold: 'dated' as const,
      until: Date.parse('2026-11-29T08:00:00Z'),
    };
    fakeServer({
      'GET /api/tournaments/t1': {
        status: 200,
        body: tournamentPage({
          tournament: summary({ status: 'started', myStatus: 'paused', joinRefusal: barred }),
          me: { status: 'paused', gameId: null, nextGame: null },
        }),
      },
    });
    renderPage('pro');
    expect((await screen.findByTestId('join-refusal')).textContent).toMatch(
      /^A moderator has barred you from the lobby until Nov 29, 2026, \d{1,2}:\d\d [AP]M\. Pro arenas are closed to you while the bar holds\.$/,
    );
    expect(screen.queryByRole('button', { name: /^Join/ })).toBeNull();
    expect(screen.queryByTestId('pro-upsell')).toBeNull();
    expect(screen.queryByText('You are paused: you get no new game until you join again.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My games in this tournament' }).getAttribute('href')).toBe(
      '/history?tournament=t1',
    );
  });

  it('ends with the podium, first to third, and the whole final table', async () => {
    const table = [
      line({ player: CAT, rank: 1, score: 9, performance: 1850 }),
      line({ player: ANN, rank: 2, score: 6 }),
      line({ player: BOB, rank: 3, score: 2 }),
    ];
    fakeServer({
      'GET /api/tournaments/t1': {
        status: 200,
        body: started({
          tournament: summary({ kind: 'private', name: 'Friday Blitz', status: 'finished' }),
          podium: table,
          finalTable: table,
          me: null,
        }),
      },
    });
    renderPage();
    const podium = await screen.findByRole('list', { name: 'Podium' });
    const places = within(podium).getAllByTestId('podium-place');
    expect(places.map((place) => place.getAttribute('data-place'))).toEqual(['1', '2', '3']);
    expect(places[0]?.textContent).toContain('cat');
    expect(places[0]?.textContent).toContain('9 points · perf. 1850');
    expect(screen.getByRole('heading', { name: 'Final table' })).toBeTruthy();
    expect(rows().map((row) => row.player)).toEqual(['cat', 'ann', 'bob']);
    expect(screen.queryByRole('region', { name: 'Games in play' })).toBeNull();
  });

  it('says so when a tournament is not there or not open to the reader', async () => {
    fakeServer({
      'GET /api/tournaments/t1': { status: 404, body: { code: 'not_found', message: 'Not found' } },
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('This tournament does not exist');
  });

  it('speaks the reader’s language: the rules from the tournament’s fields, the table, the podium', async () => {
    const table = [
      line({ player: CAT, rank: 1, score: 9, performance: 1850 }),
      line({ player: ANN, rank: 2, score: 1 }),
    ];
    fakeServer({
      'GET /api/tournaments/t1': {
        status: 200,
        body: started({
          tournament: summary({ kind: 'private', name: 'Friday Blitz', status: 'finished', minutes: 45 }),
          podium: table,
          finalTable: table,
          me: null,
        }),
      },
    });
    await act(() => activateLocale('de'));
    try {
      renderPage();
      const podium = await screen.findByRole('list', { name: 'Podium' });
      const places = within(podium).getAllByTestId('podium-place');
      expect(places[0]?.textContent).toContain('9 Punkte · Perf. 1850');
      expect(places[0]?.textContent).toContain('1.');
      expect(places[1]?.textContent).toContain('1 Punkt');
      expect(screen.getByRole('heading', { name: 'Endtabelle' })).toBeTruthy();
      expect(screen.getByText('Beendet')).toBeTruthy();
      const rules = screen.getByRole('region', { name: 'Regeln' });
      expect(rules.textContent).toContain('Die Arena dauert 45 Minuten.');
      expect(rules.textContent).toContain('Ein Sieg bringt 2 Punkte, ein Remis 1, eine Niederlage 0.');
      expect(rules.textContent).toContain('Die Partien sind gewertet.');
      expect(rules.textContent).not.toContain('A win scores');
      expect(screen.getByRole('link', { name: '← Turniere' })).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
