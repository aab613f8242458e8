import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSocket } from '../../live/test/test-socket';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { buildPlayer, createGame, type Player } from '../test/helpers';

// The host of a waiting game hears why the person joining did not arrive; nobody else does.
describe.each(testDatabases())('a refused join told to the host on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app.close();
  });

  const join = (id: string, player: Player) =>
    app.request('POST', `/api/games/${id}/join`, { cookie: player.cookie });

  async function inRoom(player: Player, gameId: string): Promise<TestSocket> {
    const socket = await TestSocket.open(app.url, { cookie: player.cookie });
    socket.send({ type: 'join_game', gameId });
    await socket.next('game');
    return socket;
  }

  it('tells only the host that a stranger was refused a seat held for someone else', async () => {
    const host = await buildPlayer(app, { subscriptionTier: 'premium' });
    const guest = await buildPlayer(app);
    const stranger = await buildPlayer(app, { displayName: 'Stranger Sam' });
    const watcher = await buildPlayer(app);
    const id = await createGame(app, host, { timeControl: 300, inviteUsername: guest.user.username });
    const hostRoom = await inRoom(host, id);
    const watcherRoom = await inRoom(watcher, id);

    const refused = await join(id, stranger);
    expect(refused.json.code).toBe('seat_reserved');
    expect(await hostRoom.next('join_refused')).toEqual({
      type: 'join_refused',
      gameId: id,
      username: stranger.user.username,
      displayName: 'Stranger Sam',
      code: 'seat_reserved',
    });
    await watcherRoom.settle();
    expect(watcherRoom.all('join_refused')).toEqual([]);
    await hostRoom.close();
    await watcherRoom.close();
  });

  it('tells the host when the seat was already taken, and not when a join succeeds', async () => {
    const host = await buildPlayer(app);
    const black = await buildPlayer(app);
    const late = await buildPlayer(app);
    const id = await createGame(app, host);
    const hostRoom = await inRoom(host, id);

    expect((await join(id, black)).status).toBe(200);
    expect((await join(id, late)).json.code).toBe('game_full');
    const notice = await hostRoom.next('join_refused');
    expect(notice).toMatchObject({ username: late.user.username, displayName: null, code: 'game_full' });
    await hostRoom.settle();
    expect(hostRoom.all('join_refused')).toHaveLength(1);
    await hostRoom.close();
  });

  it('tells the host when their own games ran out before anyone joined (host pays)', async () => {
    const host = await buildPlayer(app, { subscriptionTier: 'free' });
    const guest = await buildPlayer(app, { subscriptionTier: 'free' });
    const pro = await buildPlayer(app, { subscriptionTier: 'pro' });
    // Created while the host had games left; three more hosted games use them up.
    const id = await createGame(app, host);
    for (let i = 0; i < 3; i += 1) {
      expect((await join(await createGame(app, host), pro)).status).toBe(200);
    }
    const hostRoom = await inRoom(host, id);
    expect((await join(id, guest)).json.code).toBe('allowance_exhausted');
    expect((await hostRoom.next('join_refused')).code).toBe('allowance_exhausted');
    await hostRoom.close();
  });

  it('does not tell the host about their own attempt to join their game', async () => {
    const host = await buildPlayer(app);
    const id = await createGame(app, host);
    const hostRoom = await inRoom(host, id);
    expect((await join(id, host)).json.code).toBe('already_a_player');
    await hostRoom.settle();
    expect(hostRoom.all('join_refused')).toEqual([]);
    await hostRoom.close();
  });
});
