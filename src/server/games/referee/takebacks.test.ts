import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Position } from '../../../core/chess/position';
import { TAKEBACK_REQUESTS_PER_PLAYER } from '../../../core/chess/takeback';
import type { Game, TakebackAction } from '../../../core/protocol';
import { TestSocket } from '../../live/test/test-socket';
import { YOU_BLOCKED_TEXT } from '../../safety/contact-policy';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { PositionCache } from '../record/positions';
import { loadGame } from '../record/store';
import { type Player, playMoves, type StartedGame, startedGame } from '../test/helpers';
import { TAKEBACK_REFUSED } from './takebacks';

const START_FEN = Position.initial().fen;

describe.each(testDatabases())('takebacks on %s', (database) => {
  let app: TestApp;
  const sockets: TestSocket[] = [];
  let refs = 0;

  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await app?.close();
  });

  async function inRoom(player: Player | null, gameId: string): Promise<TestSocket> {
    const socket = await TestSocket.open(app.url, player ? { cookie: player.cookie } : {});
    sockets.push(socket);
    socket.send({ type: 'join_game', gameId, ref: 'join' });
    await socket.next('game');
    return socket;
  }

  /** Sends a takeback frame and answers the game snapshot it caused, or the refusal naming its ref. */
  async function takeback(
    socket: TestSocket,
    gameId: string,
    action: TakebackAction,
  ): Promise<{ game: Game } | { code: string; message: string }> {
    refs += 1;
    const ref = `takeback:${refs}`;
    const version = (await loadGame(app.ctx.db.kysely, gameId))?.version ?? 0;
    socket.send({ type: 'takeback', gameId, action, ref });
    for (let waited = 0; waited < 5000; waited += 20) {
      const refused = socket.all('error').find((m) => m.ref === ref);
      if (refused) return { code: refused.code, message: refused.message };
      const changed = socket.all('game').find((m) => m.game.id === gameId && m.game.version > version);
      if (changed) return { game: changed.game };
      await socket.settle(20);
    }
    throw new Error(`No answer to ${ref}`);
  }

  async function rooms(game: StartedGame) {
    return {
      white: await inRoom(game.white, game.id),
      black: await inRoom(game.black, game.id),
      watcher: await inRoom(null, game.id),
    };
  }

  it('undoes the requester’s move once the opponent accepts, for players and spectators alike', async () => {
    const game = await startedGame(app);
    await playMoves(app, game, ['e2-e4']);
    const room = await rooms(game);

    const asked = await takeback(room.white, game.id, 'request');
    expect(asked).toMatchObject({ game: { takebackOffer: 'white', takebacksAsked: { white: 1, black: 0 } } });
    const prompt = await room.black.next('game', (m) => m.game.takebackOffer === 'white');
    expect(prompt.game.moves).toEqual(['e2-e4']);

    const accepted = await takeback(room.black, game.id, 'accept');
    expect(accepted).toMatchObject({
      game: { moves: [], san: [], fen: START_FEN, currentTurn: 'white', takebackOffer: null },
    });
    for (const socket of [room.white, room.watcher]) {
      const seen = await socket.next('game', (m) => m.game.moves.length === 0);
      expect(seen.game).toMatchObject({ fen: START_FEN, takebackOffer: null, clockRunning: null });
    }
    const stored = await loadGame(app.ctx.db.kysely, game.id);
    expect(stored).toMatchObject({
      moves: [],
      san: [],
      clockHistory: [],
      takebacksAsked: { white: 1, black: 0 },
    });

    // The game goes on from the restored position: White may play a different first move.
    await playMoves(app, game, ['d2-d4', 'd7-d5']);
    expect((await loadGame(app.ctx.db.kysely, game.id))?.moves).toEqual(['d2-d4', 'd7-d5']);
  });

  it('takes back two plies when the opponent has replied, keeping the time each side has left', async () => {
    const game = await startedGame(app);
    await playMoves(app, game, ['e2-e4', 'e7-e5', 'g1-f3', 'b8-c6']);
    const before = await loadGame(app.ctx.db.kysely, game.id);
    const room = await rooms(game);

    await takeback(room.white, game.id, 'request');
    const accepted = await takeback(room.black, game.id, 'accept');
    if (!('game' in accepted)) throw new Error(accepted.message);
    expect(accepted.game).toMatchObject({
      moves: ['e2-e4', 'e7-e5'],
      currentTurn: 'white',
      clockRunning: 'white',
    });

    const stored = await loadGame(app.ctx.db.kysely, game.id);
    if (!before || !stored) throw new Error('game missing');
    expect(stored.san).toEqual(['e4', 'e5']);
    expect(stored.clockHistory).toEqual(before.clockHistory.slice(0, 2));
    expect(stored.fen).toBe((Position.fromMoves(['e2-e4', 'e7-e5']) as { value: Position }).value.fen);
    // No time handed back: each side has what it had left when the takeback was accepted, or less.
    expect(stored.clock.whiteMs).toBeLessThanOrEqual(before.clock.whiteMs);
    expect(stored.clock.blackMs).toBe(before.clock.blackMs);
    expect(stored.deadlineAt).toBe((stored.clock.turnStartedAt ?? 0) + stored.clock.whiteMs);

    await playMoves(app, game, ['f1-c4'], 2);
  });

  it('refuses what the rules do not allow, each refusal naming its frame', async () => {
    const game = await startedGame(app);
    const room = await rooms(game);
    expect(await takeback(room.white, game.id, 'request')).toEqual({
      code: 'takeback_nothing',
      message: TAKEBACK_REFUSED.takeback_nothing,
    });
    await playMoves(app, game, ['e2-e4']);
    expect(await takeback(room.black, game.id, 'request')).toMatchObject({ code: 'takeback_nothing' });
    expect(await takeback(room.black, game.id, 'accept')).toMatchObject({ code: 'no_takeback_request' });

    await takeback(room.white, game.id, 'request');
    // Asking again while waiting changes nothing; the opponent cannot ask over it nor answer their own.
    expect(await takeback(room.white, game.id, 'accept')).toMatchObject({ code: 'no_takeback_request' });
    await playMoves(app, game, ['e7-e5'], 1);
    expect(await takeback(room.black, game.id, 'accept')).toMatchObject({ code: 'no_takeback_request' });
    const afterMove = await loadGame(app.ctx.db.kysely, game.id);
    expect(afterMove?.moves).toEqual(['e2-e4', 'e7-e5']);

    // Black asks; White may not ask over a pending request.
    expect(await takeback(room.black, game.id, 'request')).toMatchObject({
      game: { takebackOffer: 'black' },
    });
    expect(await takeback(room.white, game.id, 'request')).toMatchObject({ code: 'takeback_pending' });
    expect(await takeback(room.white, game.id, 'decline')).toMatchObject({ game: { takebackOffer: null } });

    // Declined requests count: White has one left after two more declines, then none.
    for (let asked = 1; asked < TAKEBACK_REQUESTS_PER_PLAYER; asked++) {
      await takeback(room.white, game.id, 'request');
      expect(await takeback(room.black, game.id, 'decline')).toMatchObject({ game: { takebackOffer: null } });
    }
    expect(await takeback(room.white, game.id, 'request')).toMatchObject({ code: 'takeback_limit' });

    const resigned = await app.request('POST', `/api/games/${game.id}/resign`, { cookie: game.black.cookie });
    expect(resigned.status).toBe(200);
    expect(await takeback(room.black, game.id, 'request')).toMatchObject({ code: 'game_over' });
    const watcher = await inRoom(null, game.id);
    expect(await takeback(watcher, game.id, 'request')).toMatchObject({ code: 'auth_required' });
  });

  it('withdraws a standing request when one player blocks the other, and refuses new ones', async () => {
    const game = await startedGame(app);
    await playMoves(app, game, ['e2-e4']);
    const room = await rooms(game);
    expect(await takeback(room.white, game.id, 'request')).toMatchObject({
      game: { takebackOffer: 'white' },
    });
    const blocked = await app.request('POST', '/api/blocks', {
      cookie: game.white.cookie,
      body: { username: game.black.user.username },
    });
    expect(blocked.status, blocked.text).toBe(200);
    const withdrawn = await room.black.next('game', (m) => m.game.takebackOffer === null);
    expect(withdrawn.game.moves).toEqual(['e2-e4']);
    expect(await takeback(room.white, game.id, 'request')).toEqual({
      code: 'conflict',
      message: YOU_BLOCKED_TEXT,
    });
    expect((await loadGame(app.ctx.db.kysely, game.id))?.takeback).toBeNull();
  });

  it('lets exactly one of an accept and a racing move land, and the game stays whole', async () => {
    const games = app.server.services.games;
    for (let round = 0; round < 6; round++) {
      const game = await startedGame(app);
      await playMoves(app, game, ['e2-e4', 'e7-e5', 'g1-f3']);
      await games.takeback(game.id, game.white.user.id, 'request');
      const [accept, reply] = await Promise.allSettled([
        games.takeback(game.id, game.black.user.id, 'accept'),
        games.play({ gameId: game.id, userId: game.black.user.id, move: 'b8-c6', ply: 3 }),
      ]);
      const stored = await loadGame(app.ctx.db.kysely, game.id);
      if (!stored) throw new Error('game missing');
      const replied = reply.status === 'fulfilled' && reply.value.kind === 'played';
      expect(accept.status === 'fulfilled').toBe(!replied);
      expect(stored.moves).toEqual(replied ? ['e2-e4', 'e7-e5', 'g1-f3', 'b8-c6'] : ['e2-e4', 'e7-e5']);
      expect([stored.san.length, stored.clockHistory.length]).toEqual([
        stored.moves.length,
        stored.moves.length,
      ]);
      // The next move is decided on the stored line, whatever this instance had cached.
      const next = replied ? 'f1-c4' : 'g1-f3';
      const played = await games.play({
        gameId: game.id,
        userId: game.white.user.id,
        move: next,
        ply: stored.moves.length,
      });
      expect(played.kind).toBe('played');
    }
  });
});

describe('the position cache after a takeback elsewhere', () => {
  it('does not trust a cached position on a line the game no longer has', () => {
    const cache = new PositionCache();
    const game = { id: 'g', moves: ['e2-e4', 'e7-e5'], fen: '', startFen: null };
    cache.positionOf({ ...game, fen: (Position.fromMoves(game.moves) as { value: Position }).value.fen });
    // Another instance took both plies back and the game went on with other moves.
    const other = ['d2-d4', 'd7-d5'];
    const otherFen = (Position.fromMoves(other) as { value: Position }).value.fen;
    expect(cache.positionOf({ id: 'g', moves: other, fen: otherFen, startFen: null }).fen).toBe(otherFen);
  });
});
