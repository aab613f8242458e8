import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressAssets } from '../../scripts/build.mjs';
import { THEME_INIT_SCRIPT } from '../core/theme-init';
import { WAKE_ON_TOUCH_SCRIPT } from '../core/wake-on-touch';
import { THEME_INIT_HASH, WAKE_ON_TOUCH_HASH } from './http/security-headers';
import { testDatabases } from './test/databases';
import { startTestApp, type TestApp } from './test/harness';

describe.each(testDatabases())('HTTP foundation on %s', (database) => {
  let app: TestApp;
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'chesschat-web-'));
  beforeAll(async () => {
    // A minimal client build, so the client fallback can be seen.
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>ChessChat</title><div id="root"></div>',
    );
    writeFileSync(
      path.join(webDist, 'assets', 'app-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))})`,
    );
    precompressAssets(path.join(webDist, 'assets'));
    app = await startTestApp({ database, redis: true, webDist });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers the health check with the backing services in use', async () => {
    const res = await app.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      ok: true,
      db: database,
      bus: process.env.TEST_REDIS_URL ? 'redis' : 'memory',
    });
  });

  it('answers an unknown API path with a 404 JSON message', async () => {
    const res = await app.request('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'Not found: GET /api/no-such-thing', code: 'not_found' });
  });

  it('serves index.html for client routes, revalidated; hashed assets cached for a year', async () => {
    const page = await app.request('GET', '/dashboard');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('<div id="root">');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await app.request('GET', '/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missingAsset = await app.request('GET', '/assets/missing.js');
    expect(missingAsset.status).toBe(404);
  });

  it('sends the build’s compressed copies of scripts, as the browser accepts them', async () => {
    const plain = `console.log(${JSON.stringify('x'.repeat(4000))})`;
    for (const encoding of ['br', 'gzip']) {
      const asset = await fetch(`${app.url}/assets/app-abc123.js`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(asset.headers.get('content-encoding')).toBe(encoding);
      // The copy on disk, not one compressed for this answer (which would have no length up front).
      const copy = path.join(webDist, 'assets', `app-abc123.js.${encoding === 'br' ? 'br' : 'gz'}`);
      expect(asset.headers.get('content-length')).toBe(String(statSync(copy).size));
      expect(asset.headers.get('content-type')).toMatch(/javascript/);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      // fetch decodes the body: what arrives is the script itself.
      expect(await asset.text()).toBe(plain);
    }
  });

  it('sends security headers with a CSP that allows only our own scripts and socket', async () => {
    const res = await app.request('GET', '/');
    const csp = res.headers.get('content-security-policy') ?? '';
    // Our own scripts, WebAssembly compilation for the engine (not eval), and the two inline scripts by their
    // hashes: the theme set before the first paint, and wake-on-touch.
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${THEME_INIT_HASH} ${WAKE_ON_TOUCH_HASH};`);
    expect(THEME_INIT_HASH).toBe(
      `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`,
    );
    expect(WAKE_ON_TOUCH_HASH).toBe(
      `'sha256-${createHash('sha256').update(WAKE_ON_TOUCH_SCRIPT).digest('base64')}'`,
    );
    expect(csp).toContain(`connect-src 'self' ${app.url.replace('http', 'ws')}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a state-changing API call from another origin with 403, and one with no origin at all', async () => {
    const crossSite = await app.request('POST', '/api/anything', {
      body: {},
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.json).toEqual({ message: 'Cross-site request refused', code: 'origin_refused' });
    const noOrigin = await app.request('POST', '/api/anything', { body: {}, origin: false });
    expect(noOrigin.status).toBe(403);
    const sameSite = await app.request('POST', '/api/anything', {
      body: {},
      origin: false,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSite.status).toBe(404);
  });

  it('compresses large answers', async () => {
    const res = await fetch(`${app.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('x'.repeat(4000));
  });
});
