import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatLogResponse, RtcConfigResponse } from '../../core/protocol';
import type { UserRow } from '../accounts/session';
import { testDatabases } from '../test/databases';
import { buildUser, signIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { NOT_A_PLAYER_MESSAGE } from './rtc-config';
import { turnCredential } from './turn-credentials';

const TURN_SECRET = 'test-turn-secret';

describe.each(testDatabases())('video routes on %s', (database) => {
  let app: TestApp;
  let white: UserRow;
  let black: UserRow;
  let spectator: UserRow;
  const cookies: Record<'white' | 'black' | 'spectator', string> = { white: '', black: '', spectator: '' };
  let gameId: string;

  beforeAll(async () => {
    app = await startTestApp({
      database,
      env: {
        ICE_SERVERS: '[{"urls":"stun:stun.example.test:3478"}]',
        TURN_URLS: 'turn:turn.example.test:3478?transport=udp',
        TURN_SECRET,
      },
    });
    const db = app.ctx.db;
    [white, black, spectator] = await Promise.all([buildUser(db), buildUser(db), buildUser(db)]);
    cookies.white = await signIn(db, white.id);
    cookies.black = await signIn(db, black.id);
    cookies.spectator = await signIn(db, spectator.id);
    const created = await app.request('POST', '/api/games', {
      cookie: cookies.white,
      body: { timeControl: 600 },
    });
    expect(created.status).toBe(200);
    gameId = created.json.id as string;
    const joined = await app.request('POST', `/api/games/${gameId}/join`, { cookie: cookies.black });
    expect(joined.status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives each player STUN and a TURN credential of their own, valid for an hour', async () => {
    for (const user of [white, black]) {
      const before = Date.now();
      const res = await app.request('GET', `/api/rtc-config?gameId=${gameId}`, {
        cookie: user === white ? cookies.white : cookies.black,
      });
      expect(res.status).toBe(200);
      const config = RtcConfigResponse.parse(res.body);
      expect(config.iceTransportPolicy).toBe('all');
      expect(config.iceServers[0]).toEqual({ urls: 'stun:stun.example.test:3478' });
      const turn = config.iceServers[1];
      expect(turn?.urls).toEqual(['turn:turn.example.test:3478?transport=udp']);
      const [expiry, userId] = (turn?.username ?? '').split(':');
      expect(userId).toBe(user.id);
      expect(Number(expiry)).toBeGreaterThanOrEqual(Math.floor(before / 1000) + 3600);
      expect(Number(expiry)).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 3600);
      expect(turn?.credential).toBe(
        turnCredential(TURN_SECRET, user.id, (Number(expiry) - 3600) * 1000).credential,
      );
    }
  });

  it('refuses spectators, signed-out visitors, unknown games and a missing game id', async () => {
    const spectatorRes = await app.request('GET', `/api/rtc-config?gameId=${gameId}`, {
      cookie: cookies.spectator,
    });
    expect(spectatorRes.status).toBe(403);
    expect(spectatorRes.json).toEqual({ message: NOT_A_PLAYER_MESSAGE, code: 'not_a_player' });
    expect((await app.request('GET', `/api/rtc-config?gameId=${gameId}`)).status).toBe(401);
    expect((await app.request('GET', '/api/rtc-config?gameId=nope', { cookie: cookies.white })).status).toBe(
      404,
    );
    const missing = await app.request('GET', '/api/rtc-config', { cookie: cookies.white });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toMatch(/gameId/);
  });

  it("puts a player's Join and Leave into both players' chat log, and nobody else's", async () => {
    const joined = await app.request('POST', `/api/games/${gameId}/call-events`, {
      cookie: cookies.black,
      body: { event: 'joined' },
    });
    expect(joined.status).toBe(204);
    await app.request('POST', `/api/games/${gameId}/call-events`, {
      cookie: cookies.black,
      body: { event: 'left' },
    });
    const log = ChatLogResponse.parse(
      (await app.request('GET', `/api/games/${gameId}/chat`, { cookie: cookies.white })).body,
    );
    const lines = log.messages.filter((m) => m.isSystem).map((m) => m.message);
    expect(lines).toEqual([
      `${black.username} joined the video call`,
      `${black.username} left the video call`,
    ]);

    const intruder = await app.request('POST', `/api/games/${gameId}/call-events`, {
      cookie: cookies.spectator,
      body: { event: 'joined' },
    });
    expect(intruder.status).toBe(403);
    const bad = await app.request('POST', `/api/games/${gameId}/call-events`, {
      cookie: cookies.white,
      body: { event: 'dancing' },
    });
    expect(bad.status).toBe(400);
    const crossSite = await app.request('POST', `/api/games/${gameId}/call-events`, {
      cookie: cookies.white,
      body: { event: 'joined' },
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    // The refused calls wrote nothing.
    const after = ChatLogResponse.parse(
      (await app.request('GET', `/api/games/${gameId}/chat`, { cookie: cookies.black })).body,
    );
    expect(after.messages.filter((m) => m.isSystem).map((m) => m.message)).toEqual(lines);
  });
});

describe('video settings at start-up', () => {
  it('stops the server with a message naming a broken ICE_SERVERS', async () => {
    await expect(startTestApp({ env: { ICE_SERVERS: '[{"urls":"http://nope"}]' } })).rejects.toThrow(
      /ICE_SERVERS is invalid at 0\.urls/,
    );
  });

  it('relays through TURN only when told to', async () => {
    const app = await startTestApp({
      env: { TURN_URLS: 'turn:127.0.0.1:3478', TURN_SECRET, ICE_TRANSPORT_POLICY: 'relay' },
    });
    try {
      const [white, black] = [await buildUser(app.ctx.db), await buildUser(app.ctx.db)];
      const { id } = await app.server.services.games.create(white, { timeControl: 600 });
      await app.server.services.games.join(id, black);
      const res = await app.request('GET', `/api/rtc-config?gameId=${id}`, {
        cookie: await signIn(app.ctx.db, white.id),
      });
      expect(RtcConfigResponse.parse(res.body).iceTransportPolicy).toBe('relay');
    } finally {
      await app.close();
    }
  });
});
