// From Play to the room (issue 28): two headless Chromium pages on the lobby page, the built server on its
// embedded defaults. In each run a fresh pair of players: the first presses Play in the 5+0 pool and waits;
// then the second presses Play, and the run times, on the pages' own clock (one browser, one clock), from
// the second click to the later of the two pages showing the game's board. Prints each run, then the
// median and p95. The pairing wave runs every few seconds (decision 280), so most of the figure is the
// wait for the next beat. Usage: node bench/lobby-play.mjs [--runs 10]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildClient, buildServer } from '../scripts/build.mjs';
import { freePort } from '../scripts/free-port.mjs';
import { loadAverage, seedPlayers, startServer } from './bench-server.mjs';
import { latencySummary } from './stats.mjs';

const runsFlag = process.argv.indexOf('--runs');
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 10;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a positive whole number');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const POOL_BUTTON = 'Play 5+0 Blitz';

/** Marks, on the page's clock, the click on a Play tile and the moment a game's board is on screen. */
const INSTRUMENT = () => {
  const w = window;
  w.__playClickedAt = null;
  w.__roomAt = null;
  const now = () => performance.timeOrigin + performance.now();
  document.addEventListener(
    'click',
    (event) => {
      const label = event.target?.closest?.('button')?.getAttribute('aria-label') ?? '';
      if (label.startsWith('Play ')) w.__playClickedAt = now();
    },
    true,
  );
  new MutationObserver(() => {
    if (
      w.__roomAt === null &&
      location.pathname.startsWith('/game/') &&
      document.querySelector('[data-square]')
    )
      w.__roomAt = now();
  }).observe(document, { childList: true, subtree: true });
};

async function openLobby(browser, base, cookie) {
  const [name, value] = cookie.split('=');
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  await context.addCookies([{ name, value, url: base }]);
  await context.addInitScript(INSTRUMENT);
  const page = await context.newPage();
  await page.goto(`${base}/lobby`);
  await page.getByRole('button', { name: POOL_BUTTON }).waitFor();
  return { context, page };
}

const read = (page) => page.evaluate(() => ({ clicked: window.__playClickedAt, room: window.__roomAt }));
const inRoom = (page) => page.waitForFunction(() => window.__roomAt !== null, null, { timeout: 30_000 });

/** One pairing: the first player waits, the second presses Play; ms from that click to both in the room. */
async function pairing(browser, base, first, second) {
  const [a, b] = [
    await openLobby(browser, base, first.cookie),
    await openLobby(browser, base, second.cookie),
  ];
  try {
    await a.page.getByRole('button', { name: POOL_BUTTON }).click();
    await a.page.getByRole('button', { name: 'Cancel' }).waitFor();
    await b.page.getByRole('button', { name: POOL_BUTTON }).click();
    await Promise.all([inRoom(a.page), inRoom(b.page)]);
    const [ra, rb] = await Promise.all([read(a.page), read(b.page)]);
    return Math.max(ra.room, rb.room) - rb.clicked;
  } finally {
    await Promise.all([a.context.close(), b.context.close()]);
  }
}

async function main() {
  await buildServer();
  await buildClient({ quiet: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-lobby-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // A fresh pair each run: the wave never pairs last game's opponents again straight away.
  const players = seedPlayers(dataDir, 2 * (RUNS + 1));
  const server = await startServer(dataDir, port);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    console.log(`lobby Play-to-room benchmark: ${RUNS} runs; ${os.cpus().length} cores, ${loadAverage()}`);
    // One pairing first, not counted: the first page loads are not what is measured.
    await pairing(browser, base, players[0], players[1]);
    const figures = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const ms = await pairing(browser, base, players[2 * run], players[2 * run + 1]);
      figures.push(ms);
      console.log(`run ${run}: ${Math.round(ms)} ms from the second Play to both in the room`);
    }
    const { p50, p95, max } = latencySummary(figures);
    console.log(
      `Play to room, a partner waiting: median ${p50} ms, p95 ${p95} ms, max ${max} ms; ${loadAverage()}`,
    );
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
