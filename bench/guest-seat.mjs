// From an invitation link to the first move as a guest (issue 29, decision 287): the built server on its
// embedded defaults and headless Chromium. In each run a member creates a game over HTTP, taking Black so the
// guest moves first; a fresh signed-out page opens the link, types a name, ticks the terms, presses
// "Play as a guest" (which opens the room in the call) and plays e2-e4 by two clicks. Timed from the start of
// the navigation to the server holding the move (polled over HTTP), with the moments the choice showed, the
// board was the guest's and the guest was in the call (fake camera and microphone);
// the clicks are the page's own trusted clicks, counted. The typing and clicking are a script's, so the
// figure is the app's time, not a person's. Prints each run, then the medians and p95.
// Usage: node bench/guest-seat.mjs [--runs 10]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildClient, buildServer } from '../scripts/build.mjs';
import { freePort } from '../scripts/free-port.mjs';
import { api, loadAverage, seedPlayers, startServer } from './bench-server.mjs';
import { latencySummary } from './stats.mjs';

const runsFlag = process.argv.indexOf('--runs');
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 10;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a positive whole number');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Counts the person's clicks (trusted events only) on the page's clock. */
const COUNT_CLICKS = () => {
  window.__clicks = 0;
  document.addEventListener(
    'click',
    (event) => {
      if (event.isTrusted) window.__clicks += 1;
    },
    true,
  );
};

/** Polls the game until the server holds its first move; the wall-clock time it was seen. */
async function firstMoveStored(base, gameId) {
  for (;;) {
    const { game } = await api(base, 'GET', `/api/games/${gameId}`, '');
    if (game.moves.length > 0) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** One guest, from the link to the first move; the phases' ends in ms from the navigation, and the clicks. */
async function guestRun(browser, base, host, run) {
  const { id } = await api(base, 'POST', '/api/games', host.cookie, { timeControl: 600, color: 'black' });
  // Each run's guest comes from its own address: guest seats are limited per address per hour.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 860 },
    extraHTTPHeaders: { 'x-forwarded-for': `10.29.${Math.floor(run / 250)}.${1 + (run % 250)}` },
  });
  await context.addInitScript(COUNT_CLICKS);
  const page = await context.newPage();
  try {
    const started = Date.now();
    await page.goto(`${base}/game/${id}?join=true`);
    const form = page.getByRole('form', { name: 'Play as a guest' });
    await form.waitFor();
    const choice = Date.now();
    await form.getByLabel('Your name').fill(`Guest ${run}`);
    await form.getByRole('checkbox').click();
    await form.getByRole('button', { name: 'Play as a guest' }).click();
    await page.locator('[data-board-orientation="white"] [data-square="e2"][data-piece]').waitFor();
    const seated = Date.now();
    // In the call: the camera and microphone are on and the room offers Leave (the host is not in it here).
    await page.getByRole('button', { name: 'Leave' }).first().waitFor();
    const inCall = Date.now();
    const clicksToCall = await page.evaluate(() => window.__clicks);
    await page.locator('[data-square="e2"]').click();
    await page.locator('[data-square="e4"]').click();
    const stored = await firstMoveStored(base, id);
    const clicks = await page.evaluate(() => window.__clicks);
    return {
      choice: choice - started,
      seated: seated - started,
      inCall: inCall - started,
      moved: stored - started,
      clicksToCall,
      clicks,
    };
  } finally {
    await context.close();
  }
}

async function main() {
  await buildServer();
  await buildClient({ quiet: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-guest-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The seed makes players in pairs; one is the host.
  const [host] = seedPlayers(dataDir, 2);
  // The guests' addresses are read from X-Forwarded-For, as behind a proxy.
  const server = await startServer(dataDir, port, { TRUST_PROXY: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-dev-shm-usage',
      // A camera and a microphone that need no person to allow them: the guest joins the call.
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  });
  try {
    console.log(`guest seat benchmark: ${RUNS} runs; ${os.cpus().length} cores, ${loadAverage()}`);
    // One run first, not counted: the first page load fills no cache the later ones use, but warms the server.
    await guestRun(browser, base, host, 0);
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const figures = await guestRun(browser, base, host, run);
      runs.push(figures);
      console.log(
        `run ${run}: choice shown ${figures.choice} ms, seated ${figures.seated} ms, in the call ${figures.inCall} ms ` +
          `(${figures.clicksToCall} clicks), first move stored ${figures.moved} ms (${figures.clicks} clicks)`,
      );
    }
    const summary = (name) => latencySummary(runs.map((figures) => figures[name]));
    const clicks = [...new Set(runs.map((figures) => figures.clicks))].join(' or ');
    const clicksToCall = [...new Set(runs.map((figures) => figures.clicksToCall))].join(' or ');
    for (const [name, label] of [
      ['choice', 'link to the two choices'],
      ['seated', 'link to the board as a guest'],
      ['inCall', 'link to the call (camera and microphone on)'],
      ['moved', 'link to the first move stored'],
    ]) {
      const { p50, p95, max } = summary(name);
      console.log(`${label}: median ${p50} ms, p95 ${p95} ms, max ${max} ms`);
    }
    console.log(
      `clicks from the link to the game and the call: ${clicksToCall}; to the first move: ${clicks}; ${loadAverage()}`,
    );
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
