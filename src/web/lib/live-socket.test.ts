import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type WebSocket as ServerSideSocket, WebSocket, WebSocketServer } from 'ws';
import { PROTOCOL_VERSION, WS_CLOSE } from '../../core/limits';
import type { ServerMessage } from '../../core/protocol';
import { USER_QUERY_KEY } from './auth';
import {
  createLiveSocket,
  type LiveSocket,
  type LiveSocketOptions,
  reconnectAfterSessionEnded,
  type SocketLike,
} from './live-socket';

/** A scripted `/ws` server: records what each connection sent; the test answers as it likes. */
async function scriptedServer() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const connections: Array<{
    ws: ServerSideSocket;
    url: string | undefined;
    received: Array<Record<string, unknown>>;
  }> = [];
  const waiters: Array<() => void> = [];
  wss.on('connection', (ws, request) => {
    const entry = { ws, url: request.url, received: [] as Array<Record<string, unknown>> };
    connections.push(entry);
    ws.on('message', (data) => {
      entry.received.push(JSON.parse(data.toString()));
      for (const wake of waiters.splice(0)) wake();
    });
    ws.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, userId: 'u1' }));
    for (const wake of waiters.splice(0)) wake();
  });
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  return {
    url,
    connections,
    /** Resolves when the predicate holds (checked on every connection and frame). */
    async until(predicate: () => boolean, timeoutMs = 3000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error('timed out');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 20);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}

const opened: LiveSocket[] = [];
function client(url: string, options: LiveSocketOptions = {}): LiveSocket {
  const socket = createLiveSocket({
    url: () => url,
    open: (u) => new WebSocket(u) as unknown as SocketLike,
    baseBackoffMs: 20,
    maxBackoffMs: 100,
    ...options,
  });
  opened.push(socket);
  return socket;
}

afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
  vi.useRealTimers();
});

describe('the live socket client', () => {
  it('opens, reports its status, and hands over parsed server messages only', async () => {
    const server = await scriptedServer();
    const socket = client(server.url);
    const statuses: string[] = [];
    socket.onStatus((status) => statuses.push(status));
    const messages: ServerMessage[] = [];
    socket.onMessage((message) => messages.push(message));
    expect(socket.status).toBe('connecting');
    await server.until(() => socket.status === 'open' && messages.length > 0);
    expect(socket.userId).toBe('u1');
    const ws = server.connections[0]?.ws;
    ws?.send('not json');
    ws?.send(JSON.stringify({ type: 'move', gameId: 'g' }));
    ws?.send(JSON.stringify({ type: 'presence', gameId: 'g', white: true, black: false, spectators: 2 }));
    await server.until(() => messages.length === 2);
    expect(messages).toEqual([
      { type: 'hello', protocol: PROTOCOL_VERSION, userId: 'u1' },
      { type: 'presence', gameId: 'g', white: true, black: false, spectators: 2 },
    ]);
    expect(statuses).toEqual(['open']);
    await server.close();
  });

  it('joins games, reconnects after the connection drops, and joins them again', async () => {
    const server = await scriptedServer();
    const socket = client(server.url);
    socket.joinGame('g1');
    socket.joinGame('g2');
    socket.joinGame('g2');
    await server.until(() => socket.status === 'open');
    socket.leaveGame('g2');
    socket.joinGame('g3');
    socket.leaveGame('g3');
    const first = server.connections[0];
    await server.until(() => (first?.received.filter((m) => m.type !== 'ping').length ?? 0) >= 4);
    expect(first?.received.filter((m) => m.type !== 'ping')).toEqual([
      { type: 'join_game', gameId: 'g1', ref: 'join:g1' },
      { type: 'join_game', gameId: 'g2', ref: 'join:g2' },
      { type: 'join_game', gameId: 'g3', ref: 'join:g3' },
      { type: 'leave_game', gameId: 'g3' },
    ]);

    const statuses: string[] = [];
    socket.onStatus((status) => statuses.push(status));
    first?.ws.terminate();
    await server.until(() => server.connections.length === 2 && socket.status === 'open');
    const second = server.connections[1];
    await server.until(() => (second?.received.filter((m) => m.type === 'join_game').length ?? 0) >= 2);
    expect(second?.received.filter((m) => m.type === 'join_game').map((m) => m.gameId)).toEqual(['g1', 'g2']);
    expect(statuses).toEqual(['closed', 'connecting', 'open']);
    await server.close();
  });

  it('names its protocol version in the address, and stops for good when closed as too old', async () => {
    const server = await scriptedServer();
    const onOutdated = vi.fn();
    const socket = client(server.url, { onOutdated });
    await server.until(() => socket.status === 'open');
    expect(server.connections[0]?.url).toBe(`/?protocol=${PROTOCOL_VERSION}`);
    server.connections[0]?.ws.close(WS_CLOSE.clientOutdated, 'This page is out of date: reload it');
    await server.until(() => socket.status === 'closed');
    expect(onOutdated).toHaveBeenCalledOnce();
    // Well past the 20–100 ms backoff: no second attempt.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.connections).toHaveLength(1);
    expect(socket.status).toBe('closed');
    await server.close();
  });

  it('waits after its session ended elsewhere, until the page reconnects it', async () => {
    const server = await scriptedServer();
    const onSessionEnded = vi.fn();
    const socket = client(server.url, { onSessionEnded });
    await server.until(() => socket.status === 'open' && socket.userId === 'u1');
    server.connections[0]?.ws.close(WS_CLOSE.sessionEnded, 'Session ended');
    await server.until(() => socket.status === 'closed');
    expect(onSessionEnded).toHaveBeenCalledOnce();
    // The signed-in user it knew is gone with the session.
    expect(socket.userId).toBeUndefined();
    // Well past the 20–100 ms backoff: no attempt of its own.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.connections).toHaveLength(1);
    socket.reconnect();
    await server.until(() => server.connections.length === 2 && socket.status === 'open');
    await server.close();
  });

  it('says it was refused for too many sockets, and waits long before trying again', async () => {
    const server = await scriptedServer();
    const socket = client(server.url, { tooManySocketsBackoffMs: 600, random: () => 0 });
    const statuses: string[] = [];
    socket.onStatus((status) => statuses.push(status));
    await server.until(() => socket.status === 'open');
    const closedAt = Date.now();
    server.connections[0]?.ws.close(WS_CLOSE.tooManySockets, 'Too many connections');
    await server.until(() => socket.status === 'too_many_sockets');
    // Half the 600 ms ceiling at the lowest jitter, where a plain drop would wait 10–20 ms.
    await server.until(() => server.connections.length === 2, 3000);
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(290);
    await server.until(() => socket.status === 'open');
    expect(statuses).toEqual(['open', 'too_many_sockets', 'connecting', 'open']);
    await server.close();
  });

  it('treats a silent connection as dead and reconnects', async () => {
    const server = await scriptedServer();
    const socket = client(server.url, { pingIntervalMs: 30, silenceLimitMs: 80 });
    await server.until(() => socket.status === 'open');
    // The server never answers the pings: after the silence limit the client starts over.
    await server.until(() => server.connections.length >= 2, 2000);
    await server.close();
  });

  it('keeps a connection that answers its pings', async () => {
    const server = await scriptedServer();
    const socket = client(server.url, { pingIntervalMs: 30, silenceLimitMs: 80 });
    await server.until(() => server.connections.length === 1);
    server.connections[0]?.ws.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.type === 'ping') server.connections[0]?.ws.send(JSON.stringify({ type: 'pong', t: frame.t }));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.connections).toHaveLength(1);
    expect(socket.status).toBe('open');
    await server.close();
  });

  it('refuses to send a frame over the size limit rather than get the socket closed', async () => {
    const server = await scriptedServer();
    const socket = client(server.url);
    await server.until(() => socket.status === 'open');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(socket.send({ type: 'signal', gameId: 'g', data: { sdp: 'x'.repeat(5000) } })).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    expect(socket.send({ type: 'chat', gameId: 'g', message: 'hi' })).toBe(true);
    await server.close();
  });

  it('backs off exponentially with jitter while the server is unreachable', async () => {
    vi.useFakeTimers();
    const attempts: number[] = [];
    const failing = (): SocketLike => {
      attempts.push(Date.now());
      const fake: SocketLike = {
        readyState: 3,
        send() {},
        close() {},
        onopen: null,
        onmessage: null,
        onerror: null,
        onclose: null,
      };
      queueMicrotask(() => {
        fake.onerror?.({});
        fake.onclose?.({ code: 1006 });
      });
      return fake;
    };
    const socket = createLiveSocket({
      url: () => 'ws://unused',
      open: failing,
      baseBackoffMs: 1000,
      maxBackoffMs: 8000,
      random: () => 1,
    });
    opened.push(socket);
    for (let i = 0; i < 60; i += 1) await vi.advanceTimersByTimeAsync(1000);
    const gaps = attempts.slice(1).map((t, i) => t - (attempts[i] as number));
    expect(gaps.slice(0, 6)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
    expect(socket.status).toBe('closed');
  });

  it('spreads reconnects: with the lowest jitter, half the ceiling', () => {
    vi.useFakeTimers();
    const attempts: number[] = [];
    const socket = createLiveSocket({
      url: () => 'ws://unused',
      open: () => {
        attempts.push(Date.now());
        throw new Error('no sockets here');
      },
      baseBackoffMs: 1000,
      maxBackoffMs: 8000,
      random: () => 0,
    });
    opened.push(socket);
    expect(socket.status).toBe('closed');
    vi.advanceTimersByTime(10_000);
    const gaps = attempts.slice(1).map((t, i) => t - (attempts[i] as number));
    expect(gaps.slice(0, 4)).toEqual([500, 1000, 2000, 4000]);
  });
});

describe('after the session ended elsewhere', () => {
  it('asks who the page is now, so it shows the signed-out state, and only then reconnects', async () => {
    const client = new QueryClient();
    let signedIn: { id: string } | null = { id: 'u1' };
    await client.prefetchQuery({ queryKey: USER_QUERY_KEY, queryFn: async () => signedIn });
    signedIn = null;
    const seenAtReconnect: unknown[] = [];
    await reconnectAfterSessionEnded(client, {
      reconnect: () => seenAtReconnect.push(client.getQueryData(USER_QUERY_KEY)),
    });
    expect(seenAtReconnect).toEqual([null]);
  });
});
