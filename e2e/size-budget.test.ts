import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BUDGET, buildWithChunkMap, fetchedAssets, judge, kb } from '../scripts/size.mjs';
import { startTestApp, type TestApp } from '../src/server/test/harness';
import { describeBrowser, launchBrowser } from './support/browser';

/**
 * The same check as `npm run size`: what Chromium downloads for `/` stays within 120 KB of JavaScript
 * and 30 KB of CSS (gzipped) and holds nothing of the game room, the 3D board, the video call or zod.
 * It builds its own client so it knows which source modules went into which chunk.
 */
describeBrowser('size budget of /', () => {
  let work: string;
  let chunkModules: Map<string, string[]>;
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'chesschat-size-e2e-'));
    chunkModules = await buildWithChunkMap(path.join(work, 'web'));
    [app, browser] = await Promise.all([startTestApp({ webDist: path.join(work, 'web') }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('loads at most the budget, and no heavy chunk', async () => {
    const assets = await fetchedAssets(browser, app.url, '/');
    const { jsGzip, cssGzip, problems } = judge(assets, chunkModules);
    console.info(`/ loads ${kb(jsGzip)} of JavaScript and ${kb(cssGzip)} of CSS (gzipped)`);
    expect(assets.some((asset) => asset.path.includes('/Home-'))).toBe(true);
    expect(problems).toEqual([]);
    expect(jsGzip).toBeLessThanOrEqual(BUDGET.jsBytes);
    expect(cssGzip).toBeLessThanOrEqual(BUDGET.cssBytes);
  });
});
