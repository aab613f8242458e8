import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computerPlayerId } from '../../../core/computer-levels';
import type { Game, PlayerGame } from '../../../core/protocol';
import { TestSocket } from '../../live/test/test-socket';
import { testDatabases } from '../../test/databases';
import { TEST_PASSWORD } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { loadGame } from '../record/store';
import { buildPlayer, getGame, type Player, startedGame } from '../test/helpers';

/**
 * Games against the computer (decision 286): the person's browser sends both sides' moves, the server
 * referees both, and nothing meant for a person reaches the computer's seat.
 */
describe.each(testDatabases())('games against the computer on %s', (database) => {
  let app: TestApp;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await app?.close();
  });

  async function start(player: Player, body: Record<string, unknown>): Promise<Game> {
    const created = await app.request('POST', '/api/games/computer', { cookie: player.cookie, body });
    expect(created.status, created.text).toBe(200);
    return (await getGame(app, created.json.id as string)) as unknown as Game;
  }

  const humanMove = (player: Player, gameId: string, move: string, ply: number) =>
    app.request('POST', `/api/games/${gameId}/move`, { cookie: player.cookie, body: { move, ply } });
  const computerMove = (player: Player, gameId: string, move: string, ply?: number) =>
    app.request('POST', `/api/games/${gameId}/computer-move`, {
      cookie: player.cookie,
      body: ply === undefined ? { move } : { move, ply },
    });
  const allowanceLeft = async (player: Player) =>
    (await app.request('GET', '/api/billing/allowance', { cookie: player.cookie })).json.remaining;

  it('starts at once, unrated, origin computer, with no host and no allowance used', async () => {
    const ann = await buildPlayer(app);
    const before = await allowanceLeft(ann);
    const game = await start(ann, { level: 3, timeControl: 600, increment: 5, color: 'white' });
    expect(game).toMatchObject({
      status: 'active',
      origin: 'computer',
      rated: false,
      whitePlayerId: ann.user.id,
      blackPlayerId: computerPlayerId(3),
      black: { id: computerPlayerId(3), displayName: 'Computer (level 3)' },
      timeControl: 600,
      increment: 5,
      currentTurn: 'white',
    });
    expect((await loadGame(app.ctx.db.kysely, game.id))?.hostId).toBeNull();
    expect(await allowanceLeft(ann)).toBe(before);
  });

  it('plays both sides for the person, refereed, to a mate that rates nobody', async () => {
    const ann = await buildPlayer(app);
    const game = await start(ann, { level: 1, timeControl: 300, color: 'white' });
    const line = ['e2-e4', 'e7-e5', 'f1-c4', 'b8-c6', 'd1-h5', 'g8-f6', 'h5-f7'];
    let last = null as Awaited<ReturnType<typeof humanMove>> | null;
    for (const [ply, move] of line.entries()) {
      last =
        ply % 2 === 0
          ? await humanMove(ann, game.id, move, ply)
          : await computerMove(ann, game.id, move, ply);
      expect(last.status, `${move}: ${last.text}`).toBe(200);
    }
    expect(last?.json).toMatchObject({ isCheckmate: true, playerColor: 'white' });
    const over = await getGame(app, game.id);
    expect(over).toMatchObject({ status: 'completed', result: 'white_wins', termination: 'checkmate' });
    const ratings = await app.ctx.db.kysely
      .selectFrom('gameRatings')
      .select('userId')
      .where('gameId', '=', game.id)
      .execute();
    expect(ratings).toEqual([]);
    const stored = await app.ctx.db.kysely
      .selectFrom('users')
      .select(['id', 'rating'])
      .where('id', 'in', [ann.user.id, computerPlayerId(1)])
      .execute();
    for (const row of stored) expect(row.rating).toBe(1200);

    // The person's history lists it, against "Computer (level 1)".
    const history = await app.request('GET', `/api/users/${ann.user.id}/games`, { cookie: ann.cookie });
    const listed = (history.body as PlayerGame[]).find((entry) => entry.id === game.id);
    expect(JSON.stringify(listed)).toContain('Computer (level 1)');
    // The game can be reviewed like any other: its PGN names the computer's seat.
    const pgn = await app.request('GET', `/api/games/${game.id}/pgn`);
    expect(pgn.text).toContain('[Black "computer-level-1"]');
    // Nothing was sent to the computer's seat.
    const notices = await app.ctx.db.kysely
      .selectFrom('notifications')
      .select('id')
      .where('userId', 'like', 'computer-level-%')
      .execute();
    expect(notices).toEqual([]);
  });

  it('lets the computer open as White, the person playing Black', async () => {
    const ann = await buildPlayer(app);
    const game = await start(ann, { level: 8, timeControl: 180, color: 'black' });
    expect(game).toMatchObject({ whitePlayerId: computerPlayerId(8), blackPlayerId: ann.user.id });
    expect((await humanMove(ann, game.id, 'e7-e5', 0)).json.code).toBe('not_your_turn');
    expect((await computerMove(ann, game.id, 'd2-d4', 0)).status).toBe(200);
    expect((await humanMove(ann, game.id, 'd7-d5', 1)).status).toBe(200);
  });

  it('refuses the computer’s move from anyone but its opponent, out of turn, or illegal, changing nothing', async () => {
    const ann = await buildPlayer(app);
    const stranger = await buildPlayer(app);
    const game = await start(ann, { level: 2, timeControl: 300, color: 'white' });
    const version = async () => (await loadGame(app.ctx.db.kysely, game.id))?.version;
    const at = await version();

    const outOfTurn = await computerMove(ann, game.id, 'e2-e4', 0);
    expect([outOfTurn.status, outOfTurn.json.code]).toEqual([409, 'not_your_turn']);
    expect((await humanMove(ann, game.id, 'e2-e4', 0)).status).toBe(200);
    const afterMove = await version();
    expect(afterMove).toBe((at ?? 0) + 1);

    const byStranger = await computerMove(stranger, game.id, 'e7-e5', 1);
    expect([byStranger.status, byStranger.json.code]).toEqual([403, 'not_a_player']);
    const wrongSide = await computerMove(ann, game.id, 'd2-d4', 1);
    expect([wrongSide.status, wrongSide.json.code]).toEqual([400, 'illegal_move']);
    const illegal = await computerMove(ann, game.id, 'e7-e4', 1);
    expect([illegal.status, illegal.json.code]).toEqual([400, 'illegal_move']);
    const humanForComputer = await humanMove(ann, game.id, 'e7-e5', 1);
    expect([humanForComputer.status, humanForComputer.json.code]).toEqual([409, 'not_your_turn']);
    const unknown = await computerMove(ann, 'zzzzzzzzzzzz', 'e7-e5', 1);
    expect(unknown.status).toBe(404);
    const signedOut = await app.request('POST', `/api/games/${game.id}/computer-move`, {
      body: { move: 'e7-e5', ply: 1 },
    });
    expect(signedOut.status).toBe(401);
    expect(await version()).toBe(afterMove);
    expect((await getGame(app, game.id)).moves).toEqual(['e2-e4']);
  });

  it('refuses the computer’s move in a game between two people', async () => {
    const people = await startedGame(app);
    const asPlayer = await computerMove(people.white, people.id, 'e2-e4', 0);
    expect([asPlayer.status, asPlayer.json.code]).toEqual([409, 'not_computer_game']);
    const asStranger = await computerMove(await buildPlayer(app), people.id, 'e2-e4', 0);
    expect(asStranger.json.code).toBe('not_a_player');
    expect((await getGame(app, people.id)).moves).toEqual([]);
  });

  it('refuses a level or clock outside the table', async () => {
    const ann = await buildPlayer(app);
    for (const body of [
      { level: 0, timeControl: 300 },
      { level: 9, timeControl: 300 },
      { level: 4, timeControl: 5 },
      { timeControl: 300 },
    ]) {
      const refused = await app.request('POST', '/api/games/computer', { cookie: ann.cookie, body });
      expect([refused.status, refused.json.code]).toEqual([400, 'invalid_input']);
    }
    const signedOut = await app.request('POST', '/api/games/computer', {
      body: { level: 1, timeControl: 300 },
    });
    expect(signedOut.status).toBe(401);
  });

  it('takes back the person’s move and the computer’s reply at once, unasked and uncounted', async () => {
    const ann = await buildPlayer(app);
    const game = await start(ann, { level: 5, timeControl: 300, color: 'white' });
    await humanMove(ann, game.id, 'e2-e4', 0);
    await computerMove(ann, game.id, 'e7-e5', 1);
    await humanMove(ann, game.id, 'g1-f3', 2);
    await computerMove(ann, game.id, 'b8-c6', 3);
    const socket = await TestSocket.open(app.url, { cookie: ann.cookie });
    sockets.push(socket);
    socket.send({ type: 'join_game', gameId: game.id, ref: 'join' });
    await socket.next('game');
    socket.send({ type: 'takeback', gameId: game.id, action: 'request', ref: 'takeback' });
    const back = await socket.next('game', (m) => m.game.moves.length === 2);
    expect(back.game).toMatchObject({
      moves: ['e2-e4', 'e7-e5'],
      currentTurn: 'white',
      takebackOffer: null,
      takebacksAsked: { white: 0, black: 0 },
    });
    // The computer thinking on its move: only the person's own move goes.
    await humanMove(ann, game.id, 'd2-d4', 2);
    socket.send({ type: 'takeback', gameId: game.id, action: 'request', ref: 'again' });
    const again = await socket.next(
      'game',
      (m) => m.game.moves.length === 2 && m.game.version > back.game.version,
    );
    expect(again.game.moves).toEqual(['e2-e4', 'e7-e5']);
  });

  it('never lets the computer be claimed absent, and takes a rematch at once, free and unrated', async () => {
    const ann = await buildPlayer(app);
    const game = await start(ann, { level: 4, timeControl: 300, color: 'white' });
    await humanMove(ann, game.id, 'e2-e4', 0);
    await computerMove(ann, game.id, 'e7-e5', 1);
    const claim = await app.request('POST', `/api/games/${game.id}/claim-victory`, {
      cookie: ann.cookie,
      body: { result: 'win' },
    });
    expect([claim.status, claim.json.code]).toEqual([409, 'opponent_present']);
    const before = await allowanceLeft(ann);
    const resigned = await app.request('POST', `/api/games/${game.id}/resign`, { cookie: ann.cookie });
    expect(resigned.json.game).toMatchObject({ status: 'completed', result: 'black_wins' });

    const rematch = await app.request('POST', `/api/games/${game.id}/rematch`, { cookie: ann.cookie });
    expect(rematch.status, rematch.text).toBe(200);
    const next = (rematch.json.game as Game).rematchGameId;
    if (!next) throw new Error('no rematch started');
    expect(await getGame(app, next)).toMatchObject({
      status: 'active',
      origin: 'computer',
      rated: false,
      whitePlayerId: computerPlayerId(4),
      blackPlayerId: ann.user.id,
    });
    expect((await loadGame(app.ctx.db.kysely, next))?.hostId).toBeNull();
    expect(await allowanceLeft(ann)).toBe(before);
  });

  it('keeps the computer’s seat out of reach: no sign-in, no invitation, no profile', async () => {
    const ann = await buildPlayer(app);
    const login = await app.request('POST', '/api/login', {
      body: { email: 'computer-level-1@computer.invalid', password: TEST_PASSWORD },
    });
    expect(login.status).toBe(401);
    const invite = await app.request('POST', '/api/games', {
      cookie: ann.cookie,
      body: { timeControl: 300, inviteUsername: 'computer-level-1' },
    });
    expect(invite.status).toBe(400);
    const profile = await app.request('GET', '/api/profiles/computer-level-1', { cookie: ann.cookie });
    expect(profile.status).toBe(404);
  });
});
