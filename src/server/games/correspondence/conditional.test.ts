import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONDITIONAL_LINES_MAX, CONDITIONAL_PLIES_MAX } from '../../../core/limits';
import { TestSocket } from '../../live/test/test-socket';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { sharedData } from '../../test/shared-data';
import {
  buildPlayer,
  getGame,
  move,
  type Player,
  playMoves,
  type StartedGame,
  startedGame,
} from '../test/helpers';

const storedRows = (app: TestApp, gameId: string) =>
  app.ctx.db.kysely.selectFrom('conditionalLines').selectAll().where('gameId', '=', gameId).execute();

const putLines = (app: TestApp, gameId: string, player: Player, lines: unknown) =>
  app.request('PUT', `/api/games/${gameId}/conditional`, { cookie: player.cookie, body: { lines } });

const readLines = (app: TestApp, gameId: string, player: Player) =>
  app.request('GET', `/api/games/${gameId}/conditional`, { cookie: player.cookie });

const ITALIAN = [
  ['e7-e5', 'g1-f3', 'b8-c6', 'f1-c4'],
  ['c7-c5', 'b1-c3'],
];

describe.each(testDatabases())('conditional moves on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app.close();
  });

  /** A correspondence game after White's 1.e4, with White's lines stored. */
  async function afterE4(lines = ITALIAN): Promise<StartedGame> {
    const game = await startedGame(app, { daysPerMove: 3 });
    await playMoves(app, game, ['e2-e4']);
    const put = await putLines(app, game.id, game.white, lines);
    expect(put.status, put.text).toBe(200);
    return game;
  }

  it('stores and reads back the player’s own lines, and shows them to nobody else', async () => {
    const game = await afterE4();
    const own = await readLines(app, game.id, game.white);
    expect(own.status).toBe(200);
    expect(own.json).toEqual({ lines: ITALIAN, ply: 1 });
    // The opponent reads their own (none), never White's; a stranger reads nothing at all.
    expect((await readLines(app, game.id, game.black)).json).toEqual({ lines: [], ply: 1 });
    const stranger = await buildPlayer(app);
    const refused = await readLines(app, game.id, stranger);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('not_a_player');
    expect(JSON.stringify((await app.request('GET', `/api/games/${game.id}`)).json)).not.toContain('g1-f3');
    // Replacing with none clears them.
    expect((await putLines(app, game.id, game.white, [])).json).toEqual({ lines: [], ply: 1 });
    expect(await storedRows(app, game.id)).toHaveLength(0);
  });

  it('refuses bad lines with codes naming the line and move, storing nothing', async () => {
    const game = await startedGame(app, { daysPerMove: 3 });
    await playMoves(app, game, ['e2-e4']);
    const cases: Array<[unknown, number, Record<string, unknown>]> = [
      [
        [
          ['e7-e5', 'g1-f3'],
          ['c7-c5', 'e1-e3'],
        ],
        400,
        { code: 'conditional_illegal', line: 2, ply: 2 },
      ],
      [[['e7-e5']], 400, { code: 'conditional_unpaired', line: 1 }],
      [
        Array.from({ length: CONDITIONAL_LINES_MAX + 1 }, () => ['e7-e5', 'g1-f3']),
        400,
        { code: 'conditional_too_many', max: CONDITIONAL_LINES_MAX },
      ],
      [
        [Array.from({ length: CONDITIONAL_PLIES_MAX + 2 }, (_, i) => (i % 2 ? 'g1-f3' : 'g8-f6'))],
        400,
        { code: 'conditional_too_long', line: 1, max: CONDITIONAL_PLIES_MAX },
      ],
      [
        [
          ['e7-e5', 'g1-f3'],
          ['e7-e5', 'd2-d4'],
        ],
        400,
        { code: 'conditional_ambiguous', line: 2, ply: 2 },
      ],
      [[['e7-e5', 'g1-f3x']], 400, { code: 'invalid_input' }],
    ];
    for (const [lines, status, body] of cases) {
      const refused = await putLines(app, game.id, game.white, lines);
      expect(refused.status, refused.text).toBe(status);
      expect(refused.json).toMatchObject(body);
    }
    // Black is to move: their lines would begin with their own move.
    const ownTurn = await putLines(app, game.id, game.black, [['g1-f3', 'g8-f6']]);
    expect(ownTurn.status).toBe(409);
    expect(ownTurn.json.code).toBe('conditional_your_turn');
    const stranger = await putLines(app, game.id, await buildPlayer(app), ITALIAN);
    expect(stranger.status).toBe(403);
    expect(stranger.json.code).toBe('not_a_player');
    expect(await storedRows(app, game.id)).toHaveLength(0);

    const live = await startedGame(app, { timeControl: 300 });
    await playMoves(app, live, ['e2-e4']);
    const notCorrespondence = await putLines(app, live.id, live.white, ITALIAN);
    expect(notCorrespondence.status).toBe(409);
    expect(notCorrespondence.json.code).toBe('not_correspondence_game');

    await app.request('POST', `/api/games/${game.id}/resign`, { cookie: game.black.cookie });
    const over = await putLines(app, game.id, game.white, ITALIAN);
    expect(over.status).toBe(409);
    expect(over.json.code).toBe('game_over');
    expect(await storedRows(app, game.id)).toHaveLength(0);
  });

  it('plays the answer at once when the opponent’s move begins a line, and keeps the rest', async () => {
    const game = await afterE4();
    const socket = await TestSocket.open(app.url, { cookie: game.black.cookie });
    try {
      socket.send({ type: 'join_game', gameId: game.id });
      await socket.next('game');
      const moved = await move(app, game, game.black, 'e7-e5', 1);
      expect(moved.status, moved.text).toBe(200);
      // By the time Black's move is answered, White's answer is in the game and on Black's socket.
      expect((await getGame(app, game.id)).moves).toEqual(['e2-e4', 'e7-e5', 'g1-f3']);
      expect(await socket.next('move')).toMatchObject({ ply: 1, move: 'e7-e5' });
      expect(await socket.next('move')).toMatchObject({ ply: 2, move: 'g1-f3', playerColor: 'white' });
    } finally {
      await socket.close();
    }
    expect((await readLines(app, game.id, game.white)).json).toEqual({ lines: [['b8-c6', 'f1-c4']], ply: 3 });
    // And again, two plies deeper; the lines are then used up.
    await move(app, game, game.black, 'b8-c6', 3);
    expect((await getGame(app, game.id)).moves).toEqual(['e2-e4', 'e7-e5', 'g1-f3', 'b8-c6', 'f1-c4']);
    expect(await storedRows(app, game.id)).toHaveLength(0);
  });

  it('drops the lines when the opponent plays a move no line begins with', async () => {
    const game = await afterE4();
    await move(app, game, game.black, 'd7-d5', 1);
    expect((await getGame(app, game.id)).moves).toEqual(['e2-e4', 'd7-d5']);
    expect(await storedRows(app, game.id)).toHaveLength(0);
    expect((await readLines(app, game.id, game.white)).json).toEqual({ lines: [], ply: 2 });
  });

  it('drops the lines when the game ends or a takeback goes back past them', async () => {
    const ended = await afterE4();
    await app.request('POST', `/api/games/${ended.id}/resign`, { cookie: ended.black.cookie });
    expect(await storedRows(app, ended.id)).toHaveLength(0);

    const takenBack = await afterE4();
    // The live channel's takeback frames reach this same door.
    const games = app.server.services.games;
    await games.takeback(takenBack.id, takenBack.white.user.id, 'request');
    expect(await storedRows(app, takenBack.id)).toHaveLength(1);
    const after = await games.takeback(takenBack.id, takenBack.black.user.id, 'accept');
    expect(after.moves).toEqual([]);
    expect(await storedRows(app, takenBack.id)).toHaveLength(0);
  });
});

describe.each(testDatabases())('conditional moves across instances and restarts on %s', (database) => {
  it('answers on the instance the opponent moves on, and on start-up a move a stopped instance left unanswered', async () => {
    const data = await sharedData(database, 'conditional');
    const first = await startTestApp(data.options);
    let second: TestApp | null = null;
    try {
      second = await startTestApp(data.options);
      const game = await startedGame(first, { daysPerMove: 1 });
      await playMoves(first, game, ['e2-e4']);
      expect((await putLines(first, game.id, game.white, ITALIAN)).status).toBe(200);
      await move(second, game, game.black, 'e7-e5', 1);
      expect((await getGame(first, game.id)).moves).toEqual(['e2-e4', 'e7-e5', 'g1-f3']);
      await second.close();
      second = null;

      // Black's move is committed, then the instance stops before White's stored answer is played.
      await move(first, game, game.black, 'g8-f6', 3);
      await first.ctx.db.kysely
        .insertInto('conditionalLines')
        .values({
          gameId: game.id,
          userId: game.white.user.id,
          ply: 3,
          lines: JSON.stringify([['g8-f6', 'b1-c3']]),
          updatedAt: Date.now(),
        })
        .execute();
      await first.close();
      second = await startTestApp(data.options);
      expect((await getGame(second, game.id)).moves).toEqual(['e2-e4', 'e7-e5', 'g1-f3', 'g8-f6', 'b1-c3']);
      expect(await storedRows(second, game.id)).toHaveLength(0);
    } finally {
      await second?.close();
      await first.close().catch(() => undefined);
      await data.remove();
    }
  });
});
