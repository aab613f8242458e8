import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentPage } from '../../core/tournament/schemas';
import { befriend, person, type TestPerson } from '../friends/test/people';
import type { TestSocket } from '../live/test/test-socket';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { present, tournamentApi, waitUntil } from './test/helpers';

// A private arena among three friends through the real server (issue 30): pairing by itself after each game,
// berserk, scoring, the standings over /ws, the end with a game still in play, and no allowance used.
describe.each(testDatabases())('a private arena on %s', (database) => {
  let app: TestApp;
  let api: ReturnType<typeof tournamentApi>;
  const open: TestSocket[] = [];
  beforeAll(async () => {
    app = await startTestApp({ database });
    api = tournamentApi(app);
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await app?.close();
  });

  const move = (p: TestPerson, gameId: string, move: string, ply: number) =>
    app.request('POST', `/api/games/${gameId}/move`, { cookie: p.cookie, body: { move, ply } });

  /** The tournament's games in the order they were paired, once there are `count`. */
  async function pairingsOf(tournamentId: string, count: number): Promise<string[]> {
    let ids: string[] = [];
    await waitUntil(async () => {
      const rows = await app.ctx.db.kysely
        .selectFrom('tournamentGames')
        .select('gameId')
        .where('tournamentId', '=', tournamentId)
        .orderBy('pairedAt')
        .execute();
      ids = rows.map((r) => r.gameId);
      return ids.length >= count;
    });
    return ids;
  }

  it('pairs, scores, pushes standings and ends', async () => {
    const ann = await person(app, 'pro');
    const bob = await person(app, 'free');
    const cat = await person(app, 'free');
    await befriend(app, ann, bob);
    await befriend(app, ann, cat);
    const created = await api.create(ann, { invite: [bob.username, cat.username], clock: '5+0' });
    expect(created.status, created.text).toBe(201);
    const id = (created.json as unknown as TournamentPage).tournament.id;
    const sockets = new Map<string, TestSocket>();
    for (const p of [ann, bob, cat]) sockets.set(p.id, await present(app, p, open));
    expect((await api.act(bob, id, 'join')).status).toBe(200);
    expect((await api.act(cat, id, 'join')).status).toBe(200);

    // A watcher (signed out may not see a private one; Ann's own socket does) hears the standings at once.
    const annSocket = sockets.get(ann.id) as TestSocket;
    annSocket.send({ type: 'tournament', tournamentId: id, watch: true });
    const first = await annSocket.next('tournament_standings');
    expect(first.standings.players).toBe(3);
    expect(first.standings.me?.player.id).toBe(ann.id);

    expect(((await api.act(ann, id, 'start')).json as unknown as TournamentPage).tournament.status).toBe(
      'started',
    );
    await annSocket.next('tournament_state', (m) => m.status === 'started');

    // Within a tick two of the three are paired, each told the game, its colour and when it starts.
    const gameId = (await pairingsOf(id, 1))[0];
    await waitUntil(
      async () => (await app.request('GET', `/api/games/${gameId}`, { cookie: ann.cookie })).status === 200,
    );
    const first2 = (await app.request('GET', `/api/games/${gameId}`, { cookie: ann.cookie })).json.game as {
      whitePlayerId: string;
      blackPlayerId: string;
      origin: string;
      firstMoveDeadline: number;
      tournamentId?: string;
    };
    expect(first2.origin).toBe('tournament');
    // The game names its arena, so a room opened from anywhere finds Berserk and the standings.
    expect(first2.tournamentId).toBe(id);
    const nextFrame = await (sockets.get(first2.whitePlayerId) as TestSocket).next('tournament_next_game');
    expect(nextFrame).toMatchObject({ gameId, color: 'white', opponent: { id: first2.blackPlayerId } });
    // The first-move window opens after the countdown.
    expect(first2.firstMoveDeadline - nextFrame.startsAt).toBe(30_000);
    expect(nextFrame.startsAt - Date.now()).toBeGreaterThan(5_000);
    const people = [ann, bob, cat];
    const white = people.find((p) => p.id === first2.whitePlayerId) as TestPerson;
    const black = people.find((p) => p.id === first2.blackPlayerId) as TestPerson;
    const third = people.find((p) => p !== white && p !== black) as TestPerson;

    // Black goes berserk before moving: half the clock; a second berserk is refused, as is one after a move.
    const berserk = await api.act(black, id, 'berserk', { gameId });
    expect(berserk.status, berserk.text).toBe(200);
    expect(berserk.json).toMatchObject({ color: 'black', blackTimeRemaining: 150, whiteTimeRemaining: 300 });
    expect((await api.act(black, id, 'berserk', { gameId })).json.code).toBe('already_berserk');
    expect((await api.act(third, id, 'berserk', { gameId })).json.code).toBe('not_a_player');
    expect((await move(white, gameId, 'f2-f3', 0)).status).toBe(200);
    expect((await api.act(white, id, 'berserk', { gameId })).json.code).toBe('berserk_too_late');
    // A tournament game cannot be aborted.
    const abort = await app.request('POST', `/api/games/${gameId}/abort`, { cookie: black.cookie });
    expect(abort.json.code).toBe('too_late_to_abort');
    // Nor has it takebacks: White's request is refused with the tournament's reason, and nothing changes.
    const room = sockets.get(white.id) as TestSocket;
    room.send({ type: 'join_game', gameId, ref: 'room' });
    await room.next('game', (m) => m.game.id === gameId);
    room.send({ type: 'takeback', gameId, action: 'request', ref: 'takeback' });
    expect(await room.next('error', (m) => m.ref === 'takeback')).toMatchObject({
      code: 'takeback_tournament',
    });
    for (const [ply, m] of [
      [1, 'e7-e5'],
      [2, 'g2-g4'],
      [3, 'd8-h4'],
    ] as const) {
      expect((await move(ply % 2 === 0 ? white : black, gameId, m, ply)).status).toBe(200);
    }

    // Scored: black wins 2 (a berserk win needs 7 moves for its extra point), white 0.
    await waitUntil(async () => {
      const lines = (await api.page(ann, id)).standings.top;
      return lines.some((l) => l.score > 0);
    });
    const scored = await api.page(ann, id);
    const line = (p: TestPerson) => scored.standings.top.find((l) => l.player.id === p.id);
    expect(line(black)).toMatchObject({ rank: 1, score: 2 });
    expect(line(black)?.sheet).toEqual([{ gameId, outcome: 'win', points: 2, onFire: false, berserk: true }]);
    expect(line(white)?.sheet).toEqual([
      { gameId, outcome: 'loss', points: 0, onFire: false, berserk: false },
    ]);
    // The watcher heard the new table.
    await annSocket.next('tournament_standings', (m) => m.standings.top.some((l) => l.score === 2), 5_000);

    // Next: the third player waited; they meet one of the two, never the same two again straight away.
    const secondId = (await pairingsOf(id, 2))[1];
    await waitUntil(async () => {
      const mine = (await api.page(third, id)).me;
      return mine?.nextGame?.gameId === secondId || mine?.gameId === secondId;
    });
    const secondGame = (await app.request('GET', `/api/games/${secondId}`, { cookie: third.cookie })).json
      .game as {
      whitePlayerId: string;
      blackPlayerId: string;
    };
    const seated = [secondGame.whitePlayerId, secondGame.blackPlayerId];
    expect(seated).toContain(third.id);
    const second = { gameId: secondId, opponent: { id: seated.find((p) => p !== third.id) as string } };
    expect([white.id, black.id]).toContain(second.opponent.id);

    // The end: no new pairing, the game in play still counts when it ends.
    await app.ctx.db.kysely
      .updateTable('tournaments')
      .set({ endsAt: Date.now() - 1 })
      .where('id', '=', id)
      .execute();
    await waitUntil(async () => (await api.page(ann, id)).tournament.status === 'finished');
    const opponent = people.find((p) => p.id === second.opponent.id) as TestPerson;
    const resign = await app.request('POST', `/api/games/${second.gameId}/resign`, {
      cookie: opponent.cookie,
    });
    expect(resign.status, resign.text).toBe(200);
    await waitUntil(async () => {
      const final = await api.page(ann, id);
      return final.finalTable?.find((l) => l.player.id === third.id)?.score === 2;
    });
    const final = await api.page(ann, id);
    expect(final.podium?.map((l) => l.rank)).toEqual([1, 2, 3]);
    expect(final.finalTable).toHaveLength(3);

    // Tournament games used nobody's monthly games.
    for (const p of [bob, cat]) {
      const allowance = await app.request('GET', '/api/billing/allowance', { cookie: p.cookie });
      expect(allowance.json).toMatchObject({ used: 0, remaining: 3 });
    }
    const played = await app.request('GET', `/api/users/${third.username}/tournaments`, {
      cookie: third.cookie,
    });
    expect(played.status, played.text).toBe(200);
    expect(played.json.tournaments).toEqual([expect.objectContaining({ score: 2, games: 1 })]);
    // Someone else does not see a private tournament on the profile.
    const other = await app.request('GET', `/api/users/${third.username}/tournaments`, {
      cookie: white.cookie,
    });
    expect(other.json.tournaments).toEqual([]);
  }, 60_000);

  it('never pairs two a block keeps apart, and refuses an invitation across a block', async () => {
    const ann = await person(app, 'pro');
    const bob = await person(app, 'pro');
    const cat = await person(app, 'pro');
    const dan = await person(app, 'free');
    const created = (await api.create(ann, {})).json as unknown as TournamentPage;
    const id = created.tournament.id;
    const token = created.inviteToken as string;
    for (const p of [bob, cat]) expect((await api.act(p, id, 'join', { token })).status).toBe(200);
    const blocked = await app.request('POST', '/api/blocks', {
      cookie: bob.cookie,
      body: { username: cat.username },
    });
    expect(blocked.status, blocked.text).toBe(200);
    // Ann steps out: only Bob and Cat wait, and Bob blocked Cat.
    expect((await api.act(ann, id, 'withdraw')).status).toBe(200);
    for (const p of [bob, cat]) await present(app, p, open);
    expect((await api.act(ann, id, 'start')).status).toBe(200);
    // Three ticks of the runner pass; nobody is paired.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    const rows = await app.ctx.db.kysely
      .selectFrom('tournamentGames')
      .select('gameId')
      .where('tournamentId', '=', id)
      .execute();
    expect(rows).toEqual([]);
    // Ann comes back: she is paired with one of the two, never the two together.
    await present(app, ann, open);
    expect((await api.act(ann, id, 'join')).status).toBe(200);
    const [gameId] = await pairingsOf(id, 1);
    // The pairing is recorded a moment before its game starts.
    await waitUntil(
      async () => (await app.request('GET', `/api/games/${gameId}`, { cookie: ann.cookie })).status === 200,
    );
    const game = (await app.request('GET', `/api/games/${gameId}`, { cookie: ann.cookie })).json.game as {
      whitePlayerId: string;
      blackPlayerId: string;
    };
    expect([game.whitePlayerId, game.blackPlayerId]).toContain(ann.id);

    // Dan blocked Ann: her invitation to him is refused, with the contact check's code, and nothing written.
    expect(
      (await app.request('POST', '/api/blocks', { cookie: dan.cookie, body: { username: ann.username } }))
        .status,
    ).toBe(200);
    const invited = await api.act(ann, id, 'invite', { usernames: [dan.username] });
    expect(invited.json.invited).toEqual([]);
    expect(invited.json.refused).toEqual([expect.objectContaining({ code: 'contact_refused' })]);
    expect((await app.request('GET', `/api/tournaments/${id}`, { cookie: dan.cookie })).status).toBe(404);
  }, 40_000);
});
