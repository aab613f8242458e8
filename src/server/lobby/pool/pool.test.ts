import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '../../../core/plans';
import type { LobbyState, QueueState } from '../../../core/protocol';
import { declareAdult, setStrangerCalls } from '../../accounts/stranger-call-columns';
import { person, type TestPerson } from '../../friends/test/people';
import { loadGame } from '../../games/record/store';
import { HttpError } from '../../http/errors';
import { TestSocket } from '../../live/test/test-socket';
import { createContactPolicy, type SenderRule } from '../../safety/contact-policy';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { createPairingPool } from './pairing-pool';

// Quick pairing through the real server (issue 28, decision 283): Play and Cancel with their refusals, two
// people in one pool paired into a lobby game, never two who blocked each other, a place gone with the
// person's last tab. Each test uses pools of its own, so one test's waiting people never meet another's.
describe.each(testDatabases())('quick pairing on %s', (database) => {
  let app: TestApp;
  const open: TestSocket[] = [];
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await app?.close();
  });

  /** A person with the lobby page open: a socket, so the wave counts them as present. */
  async function inLobby(tier: 'free' | 'pro' = 'free'): Promise<TestPerson & { socket: TestSocket }> {
    const p = await person(app, tier);
    const socket = await TestSocket.open(app.url, { cookie: p.cookie });
    open.push(socket);
    await socket.next('hello');
    await waitFor(() => app.server.services.userPresence.current(p.id, null).state !== 'offline');
    return { ...p, socket };
  }
  const play = (p: TestPerson, body: unknown) =>
    app.request('POST', '/api/lobby/pool', { cookie: p.cookie, body });
  const cancel = (p: TestPerson) => app.request('DELETE', '/api/lobby/pool', { cookie: p.cookie });
  async function lobbyOf(p: TestPerson): Promise<LobbyState> {
    const res = await app.request('GET', '/api/lobby', { cookie: p.cookie });
    expect(res.status, res.text).toBe(200);
    return res.json as LobbyState;
  }

  it('Play takes one place, told to the other tabs; again moves it; Cancel ends it', async () => {
    const ann = await inLobby();
    const played = await play(ann, { pool: '30+0', rated: false, call: true });
    expect(played.status, played.text).toBe(200);
    const queue = played.json.queue as QueueState;
    // Ann has not declared she is 18 or over: her place has no call.
    expect(queue).toMatchObject({ pool: '30+0', rated: false, call: false });
    expect((await ann.socket.next('lobby_queue')).queue).toEqual(queue);
    const state = await lobbyOf(ann);
    expect(state.queue).toEqual(queue);
    expect(state.waiting).toBeGreaterThanOrEqual(1);

    // The same pool again keeps her wait; another pool moves her there, waiting afresh.
    const again = (await play(ann, { pool: '30+0', rated: false, call: true })).json.queue as QueueState;
    expect(again.joinedAt).toBe(queue.joinedAt);
    await declareAdult(app.ctx.db.kysely, ann.id, Date.now());
    const moved = (await play(ann, { pool: '10+0', rated: true, call: true })).json.queue as QueueState;
    expect(moved).toMatchObject({ pool: '10+0', rated: true, call: true });
    expect((await lobbyOf(ann)).queue).toEqual(moved);
    await setStrangerCalls(app.ctx.db.kysely, ann.id, false);
    expect((await play(ann, { pool: '10+0', call: true })).json.queue).toMatchObject({ call: false });

    const cancelled = await cancel(ann);
    expect(cancelled.status).toBe(204);
    await ann.socket.next('lobby_queue', (m) => m.queue === null);
    expect((await lobbyOf(ann)).queue).toBeNull();
    // Cancelling when not waiting is no error.
    expect((await cancel(ann)).status).toBe(204);
  });

  it('refuses with codes: signed out, bad input, a used-up day of lobby games', async () => {
    expect((await app.request('POST', '/api/lobby/pool', { body: { pool: '5+0' } })).status).toBe(401);
    expect((await app.request('DELETE', '/api/lobby/pool')).status).toBe(401);
    const bea = await inLobby();
    for (const body of [{ pool: '2+1' }, { pool: '5+0', rated: 'yes' }, {}, { pool: '5+0', call: 1 }]) {
      expect(await play(bea, body)).toMatchObject({ status: 400, json: { code: 'invalid_input' } });
    }
    const pro = await inLobby('pro');
    const perDay = PLANS.free.lobbyGamesPerDay ?? 0;
    for (let i = 0; i < perDay; i += 1) {
      await app.server.services.lobby.games.start({
        whiteId: bea.id,
        blackId: pro.id,
        pool: '1+0',
        rated: false,
      });
    }
    expect(await play(bea, { pool: '1+0' })).toMatchObject({
      status: 403,
      json: { code: 'lobby_limit', whose: 'own', perDay },
    });
    expect((await lobbyOf(bea)).queue).toBeNull();
  });

  it('refuses a person the contact policy bars from pairing, with its code', async () => {
    const barred = await person(app);
    const bar: SenderRule = async (fromUserId, kind) =>
      kind === 'pairing' && fromUserId === barred.id
        ? {
            allowed: false,
            reason: 'muted',
            code: 'lobby_barred',
            message: 'A moderator has barred you from the lobby for 24 hours.',
            fields: { hold: 'permanent' },
            silent: false,
          }
        : null;
    const pool = createPairingPool({
      db: app.ctx.db,
      bus: app.ctx.bus,
      contacts: createContactPolicy([], [bar]),
      games: app.server.services.lobby.games,
      presence: app.server.services.userPresence,
      log: { warn() {} },
    });
    const refused = await pool
      .join(barred.id, { pool: '3+2', rated: true, call: false })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ code: 'lobby_barred', statusCode: 403, extra: { hold: 'permanent' } });
    expect(await pool.queueOf(barred.id)).toBeNull();
  });

  it('pairs two people in one pool into a lobby game, and tells both', async () => {
    const cal = await inLobby();
    const dan = await inLobby();
    expect((await play(cal, { pool: '3+2', rated: true, call: false })).status).toBe(200);
    expect((await play(dan, { pool: '3+2', rated: true, call: false })).status).toBe(200);
    const toCal = await cal.socket.next('lobby_paired', () => true, 8_000);
    const toDan = await dan.socket.next('lobby_paired', () => true, 8_000);
    expect(toDan.gameId).toBe(toCal.gameId);
    const game = await loadGame(app.ctx.db.kysely, toCal.gameId);
    expect(game).toMatchObject({ origin: 'lobby', timeControl: 180, increment: 2, rated: true });
    expect([game?.whitePlayerId, game?.blackPlayerId].sort()).toEqual([cal.id, dan.id].sort());
    expect((await lobbyOf(cal)).queue).toBeNull();
    expect((await lobbyOf(dan)).queue).toBeNull();
  });

  it('never pairs two where one blocked the other; a third person is paired at once', async () => {
    const eve = await inLobby();
    const fay = await inLobby();
    const blocked = await app.request('POST', '/api/blocks', {
      cookie: fay.cookie,
      body: { username: eve.username },
    });
    expect(blocked.status, blocked.text).toBe(200);
    await play(eve, { pool: '15+0', rated: false, call: false });
    await play(fay, { pool: '15+0', rated: false, call: false });
    // Two beats of waves (3 s each) pass without a pairing.
    await eve.socket.settle(6_500);
    expect(eve.socket.all('lobby_paired')).toEqual([]);
    expect(fay.socket.all('lobby_paired')).toEqual([]);
    expect((await lobbyOf(eve)).queue).not.toBeNull();
    expect((await lobbyOf(fay)).queue).not.toBeNull();

    const gus = await inLobby();
    await play(gus, { pool: '15+0', rated: false, call: false });
    const toGus = await gus.socket.next('lobby_paired', () => true, 8_000);
    const game = await loadGame(app.ctx.db.kysely, toGus.gameId);
    const players = [game?.whitePlayerId, game?.blackPlayerId];
    expect(players).toContain(gus.id);
    expect(players.includes(eve.id) !== players.includes(fay.id)).toBe(true);
    await cancel(eve);
    await cancel(fay);
  }, 30_000);

  it('takes a waiting person out of the queue when they accept a seek', async () => {
    const ida = await inLobby();
    const jon = await inLobby();
    await play(ida, { pool: '1+0', rated: true, call: false });
    const seek = await app.server.services.lobby.seeks.post(jon.id, {
      pool: '10+0',
      rated: false,
      call: false,
    });
    const accepted = await app.request('POST', `/api/lobby/seeks/${seek.id}/accept`, { cookie: ida.cookie });
    expect(accepted.status, accepted.text).toBe(200);
    await ida.socket.next('lobby_queue', (m) => m.queue === null);
    expect((await lobbyOf(ida)).queue).toBeNull();
  });

  it("leaves the queue with the person's last tab", async () => {
    const hal = await inLobby();
    const second = await TestSocket.open(app.url, { cookie: hal.cookie });
    open.push(second);
    await second.next('hello');
    await play(hal, { pool: '5+0', rated: false, call: false });
    await hal.socket.close();
    await second.settle(300);
    expect((await lobbyOf(hal)).queue).not.toBeNull();
    await second.close();
    await waitForAsync(async () => (await app.server.services.lobby.pool.queueOf(hal.id)) === null);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  await waitForAsync(async () => condition(), timeoutMs);
}

async function waitForAsync(condition: () => Promise<boolean>, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
