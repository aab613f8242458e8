import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_RATE } from '../../core/limits';
import type { UserRow } from '../accounts/session';
import { chatPersonalData } from '../chat/personal-data';
import {
  SPECTATOR_CHAT_AFTER_GAME,
  SPECTATOR_CHAT_FOR_SPECTATORS,
  SPECTATOR_CHAT_TOO_FAST,
} from '../chat/spectator-chat';
import { blockRule, createContactPolicy } from '../safety/contact-policy';
import { testDatabases } from '../test/databases';
import { buildUser, signIn } from '../test/factories';
import { type FakeRefereeApp, startFakeRefereeApp } from './test/fake-referee-app';
import { TestSocket } from './test/test-socket';

const AUTH_REQUIRED = { message: 'Authentication required', code: 'auth_required' };

/**
 * Watchers who are not a game's players (decisions 274 and 275): signed-out sockets see the game and
 * nothing private; signed-in spectators have a chat of their own that the players do not hear while the
 * game runs, each line through the contact check to each reader.
 */
describe.each(testDatabases())('spectators on %s', (database) => {
  let live: FakeRefereeApp;
  let white: UserRow;
  let black: UserRow;
  let ann: UserRow;
  let bob: UserRow;
  let cat: UserRow;
  /** Blocks as "blocker blocked": the contact check's rule reads them. */
  const blocks = new Set<string>();
  const cookies = new Map<string, string>();
  const open: TestSocket[] = [];
  let gameSeq = 0;

  async function joined(user: UserRow | null, gameId: string): Promise<TestSocket> {
    const socket = await TestSocket.open(live.url, user ? { cookie: cookies.get(user.id) as string } : {});
    open.push(socket);
    await socket.next('hello');
    socket.send({ type: 'join_game', gameId });
    await socket.next('game');
    await socket.next('presence');
    return socket;
  }

  function newGame(): string {
    gameSeq += 1;
    const id = `spect${gameSeq}`;
    live.referee.create(id, white.id, black.id);
    return id;
  }

  async function spectatorLog(user: UserRow | null, gameId: string) {
    const res = await live.app.inject({
      method: 'GET',
      url: `/api/games/${gameId}/spectator-chat`,
      headers: user ? { cookie: cookies.get(user.id) } : {},
    });
    return { status: res.statusCode, body: res.json() };
  }

  beforeAll(async () => {
    live = await startFakeRefereeApp(database, {
      contacts: createContactPolicy([
        blockRule(async (blocker, blocked) => blocks.has(`${blocker} ${blocked}`)),
      ]),
    });
    white = await buildUser(live.ctx.db);
    black = await buildUser(live.ctx.db);
    ann = await buildUser(live.ctx.db, { username: `ann_${database}` });
    bob = await buildUser(live.ctx.db);
    cat = await buildUser(live.ctx.db);
    for (const user of [white, black, ann, bob, cat])
      cookies.set(user.id, await signIn(live.ctx.db, user.id));
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
    blocks.clear();
  });
  afterAll(async () => {
    await live?.close();
  });

  it('shows a signed-out watcher the moves, but never the chats, signals or recording steps', async () => {
    const gameId = newGame();
    const w = await joined(white, gameId);
    const b = await joined(black, gameId);
    const s = await joined(ann, gameId);
    const watcher = await joined(null, gameId);
    w.send({ type: 'move', gameId, move: 'e2-e4', ply: 0 });
    expect(await watcher.next('move')).toMatchObject({ gameId, move: 'e2-e4', ply: 0 });
    w.send({ type: 'chat', gameId, message: 'good luck' });
    w.send({ type: 'signal', gameId, data: { kind: 'hello' } });
    s.send({ type: 'spectator_chat', gameId, message: 'nice opening' });
    await s.next('spectator_chat');
    await watcher.settle();
    // The frames were sent: the players heard theirs.
    expect(b.all('chat')).toHaveLength(1);
    expect(b.all('signal')).toHaveLength(1);
    expect(watcher.all('chat')).toEqual([]);
    expect(watcher.all('signal')).toEqual([]);
    expect(watcher.all('spectator_chat')).toEqual([]);
    expect(watcher.all('recording')).toEqual([]);
    // The players' presence counts the watcher among the spectators.
    expect(watcher.all('presence').at(-1)).toMatchObject({ white: true, black: true, spectators: 2 });
  });

  it('refuses every action of a signed-out socket with auth_required, and the logs with 401', async () => {
    const gameId = newGame();
    const watcher = await joined(null, gameId);
    const frames = [
      { type: 'move', gameId, move: 'e2-e4', ply: 0 },
      { type: 'chat', gameId, message: 'hi' },
      { type: 'spectator_chat', gameId, message: 'hi' },
      { type: 'signal', gameId, data: { kind: 'hello' } },
      { type: 'review_open', gameId },
      { type: 'review', gameId, action: { type: 'goto', node: 'root' } },
      { type: 'recording', gameId, action: 'request' },
    ];
    for (const [i, frame] of frames.entries()) watcher.send({ ...frame, ref: `r${i}` });
    for (const [i, frame] of frames.entries()) {
      const error = await watcher.next('error', (e) => e.ref === `r${i}`);
      expect(error, frame.type).toMatchObject(AUTH_REQUIRED);
    }
    expect(live.referee.moveCalls.filter((call) => call.gameId === gameId)).toEqual([]);
    expect(await spectatorLog(null, gameId)).toMatchObject({ status: 401, body: AUTH_REQUIRED });
    // Still watching after all that.
    expect(watcher.ws.readyState).toBe(watcher.ws.OPEN);
  });

  it('carries a spectator line to the spectators only while the game runs; the players read it after', async () => {
    const gameId = newGame();
    const w = await joined(white, gameId);
    const b = await joined(black, gameId);
    const a = await joined(ann, gameId);
    const c = await joined(cat, gameId);
    a.send({ type: 'spectator_chat', gameId, message: '  what a move <b>  ', ref: 'line' });
    const entry = (await c.next('spectator_chat')).entry;
    expect(entry).toMatchObject({
      gameId,
      userId: ann.id,
      username: ann.username,
      message: 'what a move <b>',
      isSystem: false,
    });
    expect((await a.next('spectator_chat')).entry).toEqual(entry);
    await w.settle();
    for (const player of [w, b]) {
      expect(player.all('spectator_chat')).toEqual([]);
      expect(player.all('chat')).toEqual([]);
    }
    expect(a.all('error')).toEqual([]);
    expect(await spectatorLog(cat, gameId)).toEqual({ status: 200, body: { messages: [entry] } });
    expect(await spectatorLog(white, gameId)).toEqual({
      status: 403,
      body: { message: SPECTATOR_CHAT_AFTER_GAME, code: 'forbidden' },
    });
    // The players' own chat does not carry it either.
    const players = await live.app.inject({
      method: 'GET',
      url: `/api/games/${gameId}/chat`,
      headers: { cookie: cookies.get(black.id) },
    });
    expect(players.json()).toEqual({ messages: [] });

    // A player cannot write in it.
    w.send({ type: 'spectator_chat', gameId, message: 'hello crowd', ref: 'player' });
    expect(await w.next('error', (e) => e.ref === 'player')).toMatchObject({
      message: SPECTATOR_CHAT_FOR_SPECTATORS,
      code: 'forbidden',
    });

    // Once the game is over the players may read it, and hear new lines.
    const game = live.referee.games.get(gameId);
    if (!game) throw new Error('no game');
    game.status = 'completed';
    expect(await spectatorLog(black, gameId)).toEqual({ status: 200, body: { messages: [entry] } });
    c.send({ type: 'spectator_chat', gameId, message: 'well played both' });
    expect((await w.next('spectator_chat')).entry.message).toBe('well played both');
    expect((await b.next('spectator_chat')).entry.message).toBe('well played both');
  });

  it('keeps a line from each reader a block stands between, both ways, live and in the log', async () => {
    const gameId = newGame();
    const a = await joined(ann, gameId);
    const bb = await joined(bob, gameId);
    const c = await joined(cat, gameId);
    // Bob blocked Ann; Ann's lines still reach Cat, and Bob's own lines never reach Ann.
    blocks.add(`${bob.id} ${ann.id}`);
    a.send({ type: 'spectator_chat', gameId, message: 'from ann', ref: 'ann' });
    expect((await c.next('spectator_chat')).entry.message).toBe('from ann');
    // The writer sees their line as sent, and learns nothing of the block.
    expect((await a.next('spectator_chat')).entry.message).toBe('from ann');
    bb.send({ type: 'spectator_chat', gameId, message: 'from bob' });
    expect((await c.next('spectator_chat', (m) => m.entry.message === 'from bob')).entry.userId).toBe(bob.id);
    await a.settle();
    await bb.settle();
    expect(bb.all('spectator_chat').map((m) => m.entry.message)).toEqual(['from bob']);
    expect(a.all('spectator_chat').map((m) => m.entry.message)).toEqual(['from ann']);
    expect(a.all('error')).toEqual([]);

    const messages = async (user: UserRow) =>
      ((await spectatorLog(user, gameId)).body as { messages: Array<{ message: string }> }).messages.map(
        (m) => m.message,
      );
    expect(await messages(cat)).toEqual(['from ann', 'from bob']);
    expect(await messages(bob)).toEqual(['from bob']);
    expect(await messages(ann)).toEqual(['from ann']);
  });

  it('holds a spectator to the chat limits: length, rate, an unknown game', async () => {
    const gameId = newGame();
    const a = await joined(ann, gameId);
    a.send({ type: 'spectator_chat', gameId, message: 'x'.repeat(501), ref: 'long' });
    expect(await a.next('error', (e) => e.ref === 'long')).toMatchObject({ code: 'invalid_input' });
    a.send({ type: 'spectator_chat', gameId, message: '   ', ref: 'empty' });
    expect(await a.next('error', (e) => e.ref === 'empty')).toMatchObject({ code: 'invalid_input' });
    a.send({ type: 'spectator_chat', gameId: 'no-such-game', message: 'hi', ref: 'missing' });
    expect(await a.next('error', (e) => e.ref === 'missing')).toMatchObject({ code: 'not_found' });
    for (let i = 0; i <= CHAT_RATE.burst; i += 1) {
      a.send({ type: 'spectator_chat', gameId, message: `line ${i}`, ref: `rate${i}` });
    }
    expect(await a.next('error', (e) => e.ref === `rate${CHAT_RATE.burst}`)).toMatchObject({
      message: SPECTATOR_CHAT_TOO_FAST,
      code: 'rate_limited',
    });
    expect((await spectatorLog(ann, 'no-such-game')).status).toBe(404);
    // One socket's frames are handled side by side: the sixth's refusal can come before the fifth line is
    // stored, so the log is read once every accepted line has come back to its sender.
    await vi.waitFor(() =>
      expect(a.all('spectator_chat').filter((m) => m.entry.message.startsWith('line '))).toHaveLength(
        CHAT_RATE.burst,
      ),
    );
    expect((await spectatorLog(ann, gameId)).body.messages).toHaveLength(CHAT_RATE.burst);
  });

  it("exports a spectator's lines and deletes them with the account", async () => {
    const gameId = newGame();
    const dan = await buildUser(live.ctx.db);
    cookies.set(dan.id, await signIn(live.ctx.db, dan.id));
    const d = await joined(dan, gameId);
    d.send({ type: 'spectator_chat', gameId, message: 'mine' });
    await d.next('spectator_chat');
    const data = chatPersonalData({ db: live.ctx.db });
    const person = { id: dan.id, email: dan.email };
    const files = await data.export?.(person);
    expect(files?.['spectator-chat.json']).toEqual({
      json: [{ gameId, message: 'mine', sentAt: expect.any(String) }],
    });
    await live.ctx.db.kysely.transaction().execute(async (trx) => {
      await data.erase?.(trx, person, Date.now());
    });
    expect(await spectatorLog(cat, gameId)).toEqual({ status: 200, body: { messages: [] } });
  });
});
