import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { playGame, proPlayer } from '../users/testing';

describe('what browsers and proxies may keep, and what the page may use', () => {
  let app: TestApp;
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'chesschat-web-'));
  beforeAll(async () => {
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>ChessChat</title>');
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    app = await startTestApp({ webDist });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('no API answer may be stored, signed in or not, whatever its status or spelling of the path', async () => {
    const white = await proPlayer(app);
    const black = await proPlayer(app);
    const gameId = await playGame(app, white, black, 'white_resigns');
    const signedIn = [
      '/api/user',
      '/api/billing/allowance',
      '/api/billing/payments',
      '/api/invitations',
      `/api/users/${white.user.id}/games`,
      `/api/users/${white.user.id}/stats`,
      `/api/games/${gameId}`,
      `/api/games/${gameId}/chat`,
      `/api/profiles/${white.user.username}`,
      // The router decodes the path, so this reaches /api/user too.
      '/%61pi/user',
    ];
    for (const urlPath of signedIn) {
      const res = await app.request('GET', urlPath, { cookie: white.cookie });
      expect(res.status, `${urlPath}: ${res.text}`).toBe(200);
      expect(res.headers.get('cache-control'), urlPath).toBe('no-store');
    }
    const refusals = [
      await app.request('GET', '/api/user'),
      await app.request('GET', '/api/no-such-thing', { cookie: white.cookie }),
      await app.request('POST', '/api/games', { cookie: white.cookie, body: { timeControl: -1 } }),
      await app.request('POST', '/api/logout', { cookie: white.cookie }),
    ];
    expect(refusals.map((res) => res.status)).toEqual([401, 404, 400, 200]);
    for (const res of refusals) expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('the page is revalidated and hashed assets kept for a year, as before', async () => {
    expect((await app.request('GET', '/dashboard')).headers.get('cache-control')).toBe('no-cache');
    expect((await app.request('GET', '/assets/app-abc123.js')).headers.get('cache-control')).toContain(
      'immutable',
    );
  });

  it('lets only the app itself use camera and microphone, and turns the other powerful features off', async () => {
    for (const urlPath of ['/', '/game/abc', '/api/health']) {
      const policy = (await app.request('GET', urlPath)).headers.get('permissions-policy') ?? '';
      const features = Object.fromEntries(policy.split(', ').map((item) => item.split('=')));
      expect(features.camera, urlPath).toBe('(self)');
      expect(features.microphone, urlPath).toBe('(self)');
      for (const off of ['geolocation', 'payment', 'usb', 'display-capture'])
        expect(features[off], off).toBe('()');
    }
  });
});
