import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OLDEST_CLIENT_PROTOCOL, PROTOCOL_VERSION, WS_CLOSE, WS_FRAME_LIMIT_BYTES } from '../../core/limits';
import { joinRef } from '../../core/protocol';
import { testDatabases } from '../test/databases';
import { buildUser, signIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { SOCKET_BURST, SOCKET_STRIKES_LIMIT } from './connection';
import { TOO_MANY_MESSAGES } from './routes';

/** The spec's wording: the client sends the player to sign in when an error contains it (spec §8). */
const AUTH_REQUIRED = 'Authentication required';

import { TestSocket } from './test/test-socket';

describe.each(testDatabases())('the /ws channel on %s', (database) => {
  let app: TestApp;
  let cookie: string;
  let userId: string;
  const open: TestSocket[] = [];

  async function connect(options: Parameters<typeof TestSocket.open>[1] = {}): Promise<TestSocket> {
    const socket = await TestSocket.open(app.url, options);
    open.push(socket);
    return socket;
  }

  beforeAll(async () => {
    app = await startTestApp({ database, redis: true });
    const user = await buildUser(app.ctx.db);
    userId = user.id;
    cookie = await signIn(app.ctx.db, user.id);
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await app?.close();
  });

  it('greets a signed-in socket with the protocol version and the user', async () => {
    const socket = await connect({ cookie });
    expect(await socket.next('hello')).toEqual({ type: 'hello', protocol: PROTOCOL_VERSION, userId });
  });

  it('lets a signed-out socket in (to watch games) but refuses it moves, chat and signals', async () => {
    const socket = await connect();
    expect((await socket.next('hello')).userId).toBeNull();
    socket.send({ type: 'move', gameId: 'g1', move: 'e2-e4', ply: 0, ref: 'm1' });
    socket.send({ type: 'chat', gameId: 'g1', message: 'hi', ref: 'c1' });
    socket.send({ type: 'signal', gameId: 'g1', data: { sdp: 'x' }, ref: 's1' });
    const refused = { message: AUTH_REQUIRED, code: 'auth_required' };
    expect(await socket.next('error', (e) => e.ref === 'm1')).toMatchObject(refused);
    expect(await socket.next('error', (e) => e.ref === 'c1')).toMatchObject(refused);
    expect(await socket.next('error', (e) => e.ref === 's1')).toMatchObject(refused);
  });

  it('refuses a socket opened from another origin, or with no origin, with close code 4003', async () => {
    const foreign = await connect({ cookie, origin: 'https://evil.example' });
    expect((await foreign.closed).code).toBe(WS_CLOSE.forbiddenOrigin);
    expect(foreign.received).toEqual([]);
    const none = await connect({ cookie, origin: false });
    expect((await none.closed).code).toBe(WS_CLOSE.forbiddenOrigin);
  });

  it('closes a socket whose page speaks a protocol older than the oldest served, with close code 4426', async () => {
    const old = await connect({ cookie, query: `protocol=${OLDEST_CLIENT_PROTOCOL - 1}` });
    expect((await old.closed).code).toBe(WS_CLOSE.clientOutdated);
    expect(old.received).toEqual([]);
    for (const query of ['protocol=abc', 'protocol=', 'protocol=1&protocol=2']) {
      const garbled = await connect({ cookie, query });
      expect((await garbled.closed).code, query).toBe(WS_CLOSE.clientOutdated);
    }
    // A page from before the version was sent speaks version 1, still served.
    const unnamed = await connect({ cookie, query: '' });
    expect((await unnamed.next('hello')).userId).toBe(userId);
    const current = await connect({ cookie, query: `protocol=${PROTOCOL_VERSION}` });
    expect((await current.next('hello')).userId).toBe(userId);
  });

  it('answers ping {t} with pong {t}', async () => {
    const socket = await connect({ cookie });
    socket.send({ type: 'ping', t: 1234.5 });
    expect(await socket.next('pong')).toEqual({ type: 'pong', t: 1234.5 });
  });

  it('answers bad frames with an error and keeps serving the socket', async () => {
    const socket = await connect({ cookie });
    socket.send('not json');
    expect((await socket.next('error')).message).toBe('Messages must be JSON text');
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await socket.next('error')).message).toBe('Messages must be JSON text');
    socket.send({ type: 'teleport', gameId: 'x' });
    expect((await socket.next('error')).message).toMatch(/^Invalid message/);
    socket.send({ type: 'join_game', ref: 'j1' });
    expect(await socket.next('error')).toMatchObject({
      message: 'Invalid message: gameId is required',
      code: 'invalid_input',
      ref: 'j1',
    });
    socket.send({ type: 'move', gameId: 'g', move: 'e2e4', ply: 0 });
    expect((await socket.next('error')).message).toMatch(/A move looks like e2-e4/);
    socket.send({ type: 'chat', gameId: 'g', message: 'x'.repeat(501) });
    expect((await socket.next('error')).message).toBe(
      'Invalid message: message: A message can be at most 500 characters',
    );
    socket.send('null');
    expect((await socket.next('error')).message).toMatch(/^Invalid message/);
    socket.send({ type: 'ping', t: 1 });
    expect(await socket.next('pong')).toEqual({ type: 'pong', t: 1 });
  });

  it('closes a socket that sends a frame over the limit (1009)', async () => {
    const socket = await connect({ cookie });
    await socket.next('hello');
    socket.send({ type: 'chat', gameId: 'g', message: 'x'.repeat(WS_FRAME_LIMIT_BYTES) });
    const { code } = await socket.closed;
    expect([WS_CLOSE.tooBig, 1006]).toContain(code);
    // The server is unharmed.
    const next = await connect({ cookie });
    next.send({ type: 'ping', t: 2 });
    expect(await next.next('pong')).toEqual({ type: 'pong', t: 2 });
  });

  it('rate-limits a socket: one error for a burst over the budget, closed (4029) if it keeps going', async () => {
    const socket = await connect({ cookie });
    await socket.next('hello');
    for (let i = 0; i < SOCKET_BURST + 10; i += 1) socket.send({ type: 'ping', t: i });
    expect(await socket.next('error')).toMatchObject({ message: TOO_MANY_MESSAGES, code: 'rate_limited' });
    await socket.settle(100);
    expect(socket.all('error')).toHaveLength(1);
    expect(socket.all('pong').length).toBeLessThan(SOCKET_BURST + 10);
    for (let i = 0; i < SOCKET_STRIKES_LIMIT + 10; i += 1) socket.send({ type: 'ping', t: i });
    expect((await socket.closed).code).toBe(WS_CLOSE.rateLimited);
  });

  it('answers every frame with a ref, refused over the rate or not, naming that ref', async () => {
    const socket = await connect({ cookie });
    await socket.next('hello');
    // Joins of a game that does not exist: each admitted one is refused (not_found) with its ref.
    const refs = Array.from({ length: SOCKET_BURST + 20 }, (_, i) => joinRef(`missing-${database}-${i}`));
    for (const ref of refs) socket.send({ type: 'join_game', gameId: ref.slice('join:'.length), ref });
    const answered = new Map<string, string>();
    while (answered.size < refs.length) {
      const error = await socket.next('error');
      if (error.ref) answered.set(error.ref, error.code);
    }
    expect([...answered.keys()].sort()).toEqual([...refs].sort());
    const codes = [...answered.values()];
    expect(codes.filter((code) => code === 'rate_limited').length).toBeGreaterThan(0);
  });

  it('closes its sockets on shutdown, and the harness app stays usable for the other tests', async () => {
    const other = await startTestApp({ database, redis: true });
    const socket = await TestSocket.open(other.url, {
      cookie: await signIn(other.ctx.db, (await buildUser(other.ctx.db)).id),
    });
    await socket.next('hello');
    await other.close();
    const { code } = await socket.closed;
    expect([WS_CLOSE.normal, WS_CLOSE.goingAway, 1005, 1006]).toContain(code);
  });
});
