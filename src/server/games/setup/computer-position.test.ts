import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewState } from '../../../core/review/review-state';
import { TestSocket } from '../../live/test/test-socket';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { buildPlayer, getGame, type Player } from '../test/helpers';

/** Black to move at move 30; after any quiet Black move, White mates with Rd8. */
const BACK_RANK = '6k1/p4ppp/8/8/8/8/5PPP/3R2K1 b - - 0 30';

/**
 * Computer games from a position (decision 288): checked FEN, Black may move first, and the takeback,
 * the PGN, the review and the stored opening all count from that start; bad positions change nothing.
 */
describe.each(testDatabases())('computer games from a position on %s', (database) => {
  let app: TestApp;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await app?.close();
  });

  const start = (player: Player, body: Record<string, unknown>) =>
    app.request('POST', '/api/games/computer', { cookie: player.cookie, body });
  const humanMove = (player: Player, gameId: string, move: string, ply: number) =>
    app.request('POST', `/api/games/${gameId}/move`, { cookie: player.cookie, body: { move, ply } });
  const computerMove = (player: Player, gameId: string, move: string, ply: number) =>
    app.request('POST', `/api/games/${gameId}/computer-move`, { cookie: player.cookie, body: { move, ply } });

  it('starts from the FEN with Black to move, takes back from it, and mates on it', async () => {
    const ann = await buildPlayer(app);
    const created = await start(ann, { level: 1, timeControl: 0, color: 'white', fen: BACK_RANK });
    expect(created.status, created.text).toBe(200);
    const id = created.json.id as string;
    expect(await getGame(app, id)).toMatchObject({
      status: 'active',
      startFen: BACK_RANK,
      fen: BACK_RANK,
      currentTurn: 'black',
      moves: [],
    });
    expect((await humanMove(ann, id, 'h2-h3', 0)).json.code).toBe('not_your_turn');
    expect((await computerMove(ann, id, 'a7-a6', 0)).status).toBe(200);
    expect((await humanMove(ann, id, 'h2-h3', 1)).status).toBe(200);
    expect((await computerMove(ann, id, 'a6-a5', 2)).status).toBe(200);

    const socket = await TestSocket.open(app.url, { cookie: ann.cookie });
    sockets.push(socket);
    socket.send({ type: 'join_game', gameId: id, ref: 'join' });
    await socket.next('game');
    socket.send({ type: 'takeback', gameId: id, action: 'request', ref: 'takeback' });
    const back = await socket.next('game', (m) => m.game.moves.length === 1);
    expect(back.game).toMatchObject({ moves: ['a7-a6'], currentTurn: 'white' });

    const mate = await humanMove(ann, id, 'd1-d8', 1);
    expect(mate.json).toMatchObject({ isCheckmate: true, playerColor: 'white' });
    expect(await getGame(app, id)).toMatchObject({ status: 'completed', result: 'white_wins' });
    const stored = await app.ctx.db.kysely
      .selectFrom('games')
      .select(['startFen', 'openingEco', 'openingMoves'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ startFen: BACK_RANK, openingEco: null, openingMoves: null });

    const pgn = await app.request('GET', `/api/games/${id}/pgn`, { cookie: ann.cookie });
    expect(pgn.status).toBe(200);
    expect(pgn.text).toContain('[SetUp "1"]');
    expect(pgn.text).toContain(`[FEN "${BACK_RANK}"]`);
    expect(pgn.text).toContain('[TimeControl "-"]');
    expect(pgn.text).not.toContain('[ECO');
    expect(pgn.text).toContain('30... a6 31. Rd8#');

    const review = await app.request('GET', `/api/games/${id}/review`, { cookie: ann.cookie });
    expect(review.status, review.text).toBe(200);
    const tree = (review.json.review as ReviewState).tree;
    expect(tree.nodes[tree.root]?.fen).toBe(BACK_RANK);
    expect(
      (review.json.review as ReviewState).tree.nodes[(review.json.review as ReviewState).cursor]?.san,
    ).toBe('Rd8#');

    const rematch = await app.request('POST', `/api/games/${id}/rematch`, { cookie: ann.cookie });
    expect(rematch.status, rematch.text).toBe(200);
    const next = await getGame(app, id);
    expect(await getGame(app, next.rematchGameId as string)).toMatchObject({
      startFen: BACK_RANK,
      fen: BACK_RANK,
      status: 'active',
    });
  });

  it('treats the standard start given as a FEN as no FEN at all', async () => {
    const ann = await buildPlayer(app);
    const created = await start(ann, {
      level: 1,
      timeControl: 300,
      fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    });
    expect(created.status).toBe(200);
    expect((await getGame(app, created.json.id as string)).startFen).toBeNull();
  });

  it('refuses an illegal position or one already over with its code, creating nothing', async () => {
    const ann = await buildPlayer(app);
    const count = async () =>
      Number(
        (
          await app.ctx.db.kysely
            .selectFrom('games')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const [fen, code] of [
      ['not a position', 'invalid_fen'],
      ['8/8/8/8/8/8/8/8 w - - 0 1', 'invalid_fen'],
      ['4k3/4R3/8/8/8/8/8/4K3 w - - 0 1', 'invalid_fen'],
      ['7k/5QQ1/8/8/8/8/8/4K3 b - - 0 1', 'position_over'],
      ['4k3/8/8/8/8/8/8/4K3 w - - 0 1', 'position_over'],
      ['', 'invalid_input'],
    ] as const) {
      const refused = await start(ann, { level: 3, timeControl: 300, fen });
      expect([refused.status, refused.json.code], fen).toEqual([400, code]);
      expect(typeof refused.json.message).toBe('string');
    }
    expect(await count()).toBe(before);
  });
});
