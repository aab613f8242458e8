// Join to first frame: two headless Chromium pages with fake camera and microphone, the built server on
// its embedded defaults, one fresh game per run. Each run times, on the page's own clock, from the
// click on Join to the first frame of the other player's video (the remote <video> gets its size).
//   together: both players click Join at the same moment; from the later click to the later first
//             frame of the two sides (the e2e journey's figure).
//   second:   White is already in the call, waiting; from Black's click to Black's first remote frame.
// Prints each run, then the median and p95 of each. Usage: node bench/video-join.mjs [--runs 10]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { buildClient, buildServer, ROOT } from '../scripts/build.mjs';
import { freePort } from '../scripts/free-port.mjs';
import { api, startServer } from './bench-server.mjs';
import { latencySummary } from './stats.mjs';

const runsFlag = process.argv.indexOf('--runs');
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 10;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a positive whole number');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The page's clock: wall time in ms, comparable between the two pages of one browser. */
const INSTRUMENT = () => {
  const w = window;
  w.__joinClickedAt = null;
  w.__firstFrameAt = null;
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target?.closest?.('button');
      if (button?.textContent?.trim() === 'Join')
        w.__joinClickedAt = performance.timeOrigin + performance.now();
    },
    true,
  );
  // The remote <video> is replaced as the panel renders: watch every one that appears.
  const watch = (video) => {
    if (video.__watched) return;
    video.__watched = true;
    const mark = () => {
      if (video.videoWidth > 0 && w.__firstFrameAt === null)
        w.__firstFrameAt = performance.timeOrigin + performance.now();
    };
    video.addEventListener('resize', mark);
    video.addEventListener('loadeddata', mark);
  };
  new MutationObserver(() => {
    for (const video of document.querySelectorAll('[data-testid="remote-video-tile"] video')) watch(video);
  }).observe(document, { childList: true, subtree: true });
};

async function openPlayer(browser, base, cookie) {
  const [name, value] = cookie.split('=');
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  await context.addCookies([{ name, value, url: base }]);
  await context.addInitScript(INSTRUMENT);
  const page = await context.newPage();
  return { context, page };
}

const panel = (page) => page.getByTestId('video-chat-panel');
const read = (page) =>
  page.evaluate(() => ({ clicked: window.__joinClickedAt, frame: window.__firstFrameAt }));
const waitForFrame = (page) =>
  page.waitForFunction(() => window.__firstFrameAt !== null, null, { timeout: 20_000 });

async function enterGame(base, white, black) {
  const { id } = await api(base, 'POST', '/api/games', white.cookie, { timeControl: 600 });
  await api(base, 'POST', `/api/games/${id}/join`, black.cookie, {});
  await Promise.all([white.page.goto(`${base}/game/${id}`), black.page.goto(`${base}/game/${id}`)]);
  await Promise.all([panel(white.page).waitFor(), panel(black.page).waitFor()]);
}

async function leaveBoth(white, black) {
  await Promise.all([white, black].map((p) => panel(p.page).getByRole('button', { name: 'Leave' }).click()));
}

async function together(base, white, black) {
  await enterGame(base, white, black);
  await Promise.all([
    panel(white.page).getByRole('button', { name: 'Join' }).click(),
    panel(black.page).getByRole('button', { name: 'Join' }).click(),
  ]);
  await Promise.all([waitForFrame(white.page), waitForFrame(black.page)]);
  const [w, b] = await Promise.all([read(white.page), read(black.page)]);
  await leaveBoth(white, black);
  return Math.max(w.frame, b.frame) - Math.max(w.clicked, b.clicked);
}

async function second(base, white, black) {
  await enterGame(base, white, black);
  await panel(white.page).getByRole('button', { name: 'Join' }).click();
  await panel(white.page)
    .getByText(/Waiting for .* to join the call/)
    .waitFor();
  await panel(black.page).getByRole('button', { name: 'Join' }).click();
  await waitForFrame(black.page);
  const b = await read(black.page);
  await waitForFrame(white.page);
  await leaveBoth(white, black);
  return b.frame - b.clicked;
}

async function main() {
  await buildServer();
  await buildClient({ quiet: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-video-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const [whiteUser, blackUser] = JSON.parse(
    spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/seed.ts'), dataDir, '2'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }).stdout,
  );
  const server = await startServer(dataDir, port);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-dev-shm-usage',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--allow-loopback-in-peer-connection',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  try {
    const white = { cookie: whiteUser.cookie, ...(await openPlayer(browser, base, whiteUser.cookie)) };
    const black = { cookie: blackUser.cookie, ...(await openPlayer(browser, base, blackUser.cookie)) };
    console.log(
      `video join benchmark: ${RUNS} runs each; ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    // One call first, not counted: the first page load and camera start are not what is measured.
    await together(base, white, black);
    const figures = { together: [], second: [] };
    for (let run = 1; run <= RUNS; run += 1) {
      const t = await together(base, white, black);
      const s = await second(base, white, black);
      figures.together.push(t);
      figures.second.push(s);
      console.log(`run ${run}: together ${Math.round(t)} ms, second joiner ${Math.round(s)} ms`);
    }
    for (const [name, values] of Object.entries(figures)) {
      const { p50, p95, max } = latencySummary(values);
      console.log(
        `${name === 'together' ? 'both join together' : 'second joiner'}: median ${p50} ms, p95 ${p95} ms, max ${max} ms`,
      );
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
