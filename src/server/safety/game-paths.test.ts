import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlayer, createGame, type Player, startedGame } from '../games/test/helpers';
import { TestSocket } from '../live/test/test-socket';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { CONTACT_REFUSED_TEXT, YOU_BLOCKED_TEXT } from './contact-policy';

// The contact check on a game's paths (decision 251): a join by link, offers, an invitation, the call.
describe.each(testDatabases())('blocks on the paths of a game on %s', (database) => {
  let app: TestApp;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await app?.close();
  });

  async function block(blocker: Player, blocked: Player): Promise<void> {
    const res = await app.request('POST', '/api/blocks', {
      cookie: blocker.cookie,
      body: { username: blocked.user.username },
    });
    expect(res.status, res.text).toBe(200);
  }

  async function inRoom(player: Player, gameId: string): Promise<TestSocket> {
    const socket = await TestSocket.open(app.url, { cookie: player.cookie });
    sockets.push(socket);
    socket.send({ type: 'join_game', gameId, ref: 'join' });
    await socket.next('game');
    return socket;
  }

  async function chatLines(gameId: string, player: Player): Promise<string[]> {
    const res = await app.request('GET', `/api/games/${gameId}/chat`, { cookie: player.cookie });
    expect(res.status, res.text).toBe(200);
    return (res.json.messages as Array<{ message: string }>).map((entry) => entry.message);
  }

  it("refuses a join by link to the blocker's open game, and tells the host nothing", async () => {
    const host = await buildPlayer(app);
    const joiner = await buildPlayer(app);
    const gameId = await createGame(app, host);
    const hostRoom = await inRoom(host, gameId);
    await block(host, joiner);

    const refused = await app.request('POST', `/api/games/${gameId}/join`, { cookie: joiner.cookie });
    expect([refused.status, refused.json.code, refused.json.message]).toEqual([
      403,
      'contact_refused',
      CONTACT_REFUSED_TEXT.join,
    ]);
    await hostRoom.settle();
    expect(hostRoom.all('player_joined')).toEqual([]);
    expect(hostRoom.all('join_refused')).toEqual([]);
    const game = await app.request('GET', `/api/games/${gameId}`, { cookie: host.cookie });
    expect(game.json.game).toMatchObject({ status: 'waiting', blackPlayerId: null });
  });

  it('refuses a join to the open game of a player the joiner blocked, saying to unblock first', async () => {
    const host = await buildPlayer(app);
    const joiner = await buildPlayer(app);
    const gameId = await createGame(app, host);
    await block(joiner, host);
    const refused = await app.request('POST', `/api/games/${gameId}/join`, { cookie: joiner.cookie });
    expect([refused.status, refused.json.code, refused.json.message]).toEqual([
      409,
      'conflict',
      YOU_BLOCKED_TEXT,
    ]);
  });

  it('refuses draw offers between a blocked pair, and the game can still end', async () => {
    const game = await startedGame(app);
    await block(game.black, game.white);
    const draw = (player: Player, action: string) =>
      app.request('POST', `/api/games/${game.id}/draw`, { cookie: player.cookie, body: { action } });

    const byBlocked = await draw(game.white, 'offer');
    expect([byBlocked.status, byBlocked.json.code]).toEqual([403, 'contact_refused']);
    const byBlocker = await draw(game.black, 'offer');
    expect([byBlocker.status, byBlocker.json.code]).toEqual([409, 'conflict']);
    const state = await app.request('GET', `/api/games/${game.id}`, { cookie: game.white.cookie });
    expect(state.json.game).toMatchObject({ status: 'active', drawOffer: null });
    // Resigning reaches nobody: the game can always end.
    expect(
      (await app.request('POST', `/api/games/${game.id}/resign`, { cookie: game.white.cookie })).status,
    ).toBe(200);
  });

  it('refuses a rematch between a blocked pair, either way', async () => {
    const game = await startedGame(app);
    expect(
      (await app.request('POST', `/api/games/${game.id}/resign`, { cookie: game.white.cookie })).status,
    ).toBe(200);
    await block(game.white, game.black);
    const byBlocked = await app.request('POST', `/api/games/${game.id}/rematch`, {
      cookie: game.black.cookie,
    });
    expect([byBlocked.status, byBlocked.json.code]).toEqual([403, 'contact_refused']);
    const byBlocker = await app.request('POST', `/api/games/${game.id}/rematch`, {
      cookie: game.white.cookie,
    });
    expect([byBlocker.status, byBlocker.json.code]).toEqual([409, 'conflict']);
    const state = await app.request('GET', `/api/games/${game.id}`, { cookie: game.white.cookie });
    expect(state.json.game).toMatchObject({ rematchOffer: null, rematchGameId: null });
  });

  it('withdraws the draw and rematch offers standing between the two when one blocks the other', async () => {
    const live = await startedGame(app);
    const offered = await app.request('POST', `/api/games/${live.id}/draw`, {
      cookie: live.white.cookie,
      body: { action: 'offer' },
    });
    expect(offered.json.game).toMatchObject({ drawOffer: 'white' });
    const over = await startedGame(app);
    expect(
      (await app.request('POST', `/api/games/${over.id}/resign`, { cookie: over.black.cookie })).status,
    ).toBe(200);
    // The same two players, so the block touches both games.
    await app.ctx.db.kysely
      .updateTable('games')
      .set({ whitePlayerId: live.white.user.id, blackPlayerId: live.black.user.id })
      .where('id', '=', over.id)
      .execute();
    const asked = await app.request('POST', `/api/games/${over.id}/rematch`, { cookie: live.white.cookie });
    expect(asked.json.game).toMatchObject({ rematchOffer: 'white' });
    const blockerRoom = await inRoom(live.black, live.id);

    await block(live.black, live.white);
    await blockerRoom.next('game', (m) => m.game.id === live.id && m.game.drawOffer === null);
    const read = async (id: string) =>
      (await app.request('GET', `/api/games/${id}`, { cookie: live.black.cookie })).json.game;
    expect(await read(live.id)).toMatchObject({ status: 'active', drawOffer: null });
    expect(await read(over.id)).toMatchObject({ rematchOffer: null, rematchGameId: null });
  });

  it('refuses inviting by username a player one blocked', async () => {
    const host = await buildPlayer(app, { subscriptionTier: 'premium' });
    const other = await buildPlayer(app);
    await block(host, other);
    const created = await app.request('POST', '/api/games', {
      cookie: host.cookie,
      body: { timeControl: 300, inviteUsername: other.user.username },
    });
    expect([created.status, created.json.code]).toEqual([409, 'conflict']);
  });

  it("drops a blocked pair's call signals both ways, and keeps a blocked player's call joins from the blocker", async () => {
    const game = await startedGame(app);
    const white = await inRoom(game.white, game.id);
    const black = await inRoom(game.black, game.id);
    white.send({ type: 'signal', gameId: game.id, data: { kind: 'hello', n: 1 }, ref: 'sig-1' });
    expect((await black.next('signal')).data).toEqual({ kind: 'hello', n: 1 });

    await block(game.black, game.white);
    white.send({ type: 'signal', gameId: game.id, data: { kind: 'hello', n: 2 }, ref: 'sig-2' });
    black.send({ type: 'signal', gameId: game.id, data: { kind: 'hello', n: 3 }, ref: 'sig-3' });
    const joined = await app.request('POST', `/api/games/${game.id}/call-events`, {
      cookie: game.white.cookie,
      body: { event: 'joined' },
    });
    expect(joined.status, joined.text).toBe(204);
    // The blocked player sees their own line, as with their chat lines (decision 201).
    await white.next('chat', (m) => m.entry.message.includes('joined the video call'));
    await black.settle(300);
    await white.settle();
    expect(black.all('signal')).toHaveLength(1);
    expect(white.all('signal')).toEqual([]);
    // Silent: no refusal reaches either socket.
    expect([...white.all('error'), ...black.all('error')]).toEqual([]);
    expect(black.all('chat')).toEqual([]);
    expect(await chatLines(game.id, game.black)).toEqual([]);
    expect(await chatLines(game.id, game.white)).toEqual([expect.stringContaining('joined the video call')]);
  });
});
