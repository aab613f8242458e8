import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { requestFromAddress, startTestApp, type TestApp } from '../test/harness';
import { parseTrustProxy } from './trust-proxy';

describe('the TRUST_PROXY setting', () => {
  it('is off by default and reads a hop count or addresses and ranges', () => {
    expect(parseTrustProxy(undefined)).toEqual({ value: false });
    expect(parseTrustProxy('')).toEqual({ value: false });
    expect(parseTrustProxy('0')).toEqual({ value: false });
    expect(parseTrustProxy('2')).toEqual({ value: 2 });
    expect(parseTrustProxy(' 10.0.0.0/8, ::1 ,192.168.1.7,fd00::/8,loopback')).toEqual({
      value: ['10.0.0.0/8', '::1', '192.168.1.7', 'fd00::/8', 'loopback'],
    });
  });

  it.each(['true', '10.0.0.0/33', '::1/129', 'proxy.internal', '10.0.0.1,,10.0.0.2', '10.0.0.0/8/1'])(
    'refuses %j with a message naming the setting',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value, DATA_DIR: '/tmp/chesschat-trust-proxy' })).toThrow(
        /^Invalid settings: TRUST_PROXY: expected a hop count/,
      );
    },
  );
});

/** Ten failed sign-ins, from one socket address, each naming `client` in X-Forwarded-For. */
async function failSignIns(app: TestApp, socketAddress: string, client: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1) {
    const res = await requestFromAddress(app, socketAddress, {
      method: 'POST',
      path: '/api/login',
      body: JSON.stringify({ email: `guess${i}@example.test`, password: 'password guess' }),
      headers: { 'x-forwarded-for': client },
    });
    statuses.push(res.status);
  }
  return statuses;
}

const createGame = (app: TestApp, client: string) =>
  requestFromAddress(app, '127.0.0.1', {
    method: 'POST',
    path: '/api/games',
    body: '{}',
    headers: { 'x-forwarded-for': client },
  });

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('takes the client address from X-Forwarded-For: the sign-in limit is per real client', async () => {
    const statuses = await failSignIns(app, '127.0.7.1', '203.0.113.10');
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // Another client behind the same proxy is not held by the first one's failures.
    expect((await failSignIns(app, '127.0.7.1', '198.51.100.1, 203.0.113.11'))[0]).toBe(401);
  });

  it('believes only the nearest hop: addresses a client prepends do not make it someone new', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await requestFromAddress(app, '127.0.7.3', {
        method: 'POST',
        path: '/api/login',
        body: JSON.stringify({ email: `spoof${i}@example.test`, password: 'password guess' }),
        // What the proxy forwards: whatever the client sent, then the address the proxy saw.
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}, 203.0.113.40` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it('counts per-route limits per real client', async () => {
    for (let i = 0; i < 20; i += 1) expect((await createGame(app, '203.0.113.20')).status).toBe(401);
    expect((await createGame(app, '203.0.113.20')).status).toBe(429);
    expect((await createGame(app, '203.0.113.21')).status).toBe(401);
  });
});

describe('without TRUST_PROXY', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('ignores X-Forwarded-For: a client cannot pick a fresh address for each guess', async () => {
    const statuses = await failSignIns(app, '127.0.7.2', '203.0.113.30');
    expect(statuses[10]).toBe(429);
    expect((await failSignIns(app, '127.0.7.2', '203.0.113.31'))[0]).toBe(429);
    for (let i = 0; i < 20; i += 1) expect((await createGame(app, `203.0.113.${i}`)).status).toBe(401);
    expect((await createGame(app, '203.0.113.99')).status).toBe(429);
  });
});
