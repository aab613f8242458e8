// The engine in headless Chromium (issue 16's speed budgets), on the built app with the built server:
//   first evaluation: from the click on "Start engine" to the first evaluation shown (< 1 s), on a fresh
//                     page each run (the Web Worker and the WebAssembly start every time);
//   long tasks:       tasks over 50 ms on the page's main thread (a PerformanceObserver of `longtask`)
//                     while the engine searches the start position for --search-seconds (target: none);
//   game report:      "Make a game report" for a 40-move game (81 positions at the report's depth 12)
//                     until the stored report shows (< 30 s), long tasks observed meanwhile too.
// Each figure is measured on the page's own clock. Usage: node bench/review-engine.mjs [--runs 5]
// [--search-seconds 10] [--strict] (exit 1 on a missed target).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildClient, buildServer } from '../scripts/build.mjs';
import { freePort } from '../scripts/free-port.mjs';
import { finishedGame, loadAverage, seedPlayers, startServer } from './bench-server.mjs';
import { moveLines } from './move-lines.mjs';
import { latencySummary } from './stats.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  const value = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} takes a positive number`);
  return value;
};
const RUNS = option('--runs', 5);
const SEARCH_SECONDS = option('--search-seconds', 10);
const STRICT = process.argv.includes('--strict');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGETS = { firstEvaluationMs: 1_000, reportMs: 30_000, longTasks: 0 };
/** A 40-move game: 80 plies of a seeded legal line that does not end by itself. */
const GAME_PLIES = 80;

/**
 * Times the engine's start on the page's clock: the worker's creation, its first answer (the script and
 * WebAssembly loaded), \`readyok\` and the first \`info\` line with a score.
 */
const TIME_ENGINE_START = () => {
  const w = window;
  w.__engine = {};
  const mark = (name) => {
    w.__engine[name] ??= performance.now();
  };
  const Original = w.Worker;
  w.Worker = class TimedWorker extends Original {
    constructor(...args) {
      super(...args);
      mark('created');
    }
    set onmessage(handler) {
      super.onmessage = (event) => {
        const text = String(event.data);
        mark('firstMessage');
        if (text === 'readyok') mark('ready');
        if (text.startsWith('info') && text.includes(' score ')) mark('firstInfo');
        handler?.(event);
      };
    }
    get onmessage() {
      return super.onmessage;
    }
  };
};

/** Long tasks from now on, kept on the page. */
const OBSERVE_LONG_TASKS = () => {
  const w = window;
  w.__longTasks = [];
  const since = performance.now();
  new PerformanceObserver((list) => {
    // "duration@start": how long, and when (ms since observing began).
    for (const entry of list.getEntries())
      w.__longTasks.push(`${Math.round(entry.duration)}@${Math.round(entry.startTime - since)}`);
  }).observe({ type: 'longtask' });
};
const longTasks = (page) => page.evaluate(() => window.__longTasks);

/** Clicks a button by its name on the page and waits, on the page's clock, until `selector` matches `text`. */
const clickAndTime = (page, button, selector, text) =>
  page.evaluate(
    ({ button, selector, text }) =>
      // Marks are kept relative to the click, for the engine's start-up breakdown.
      new Promise((resolve, reject) => {
        const target = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === button);
        if (!target) return reject(new Error(`no button "${button}"`));
        const shown = () => {
          const element = document.querySelector(selector);
          return element !== null && (text === null || element.textContent?.includes(text));
        };
        const started = performance.now();
        window.__clickedAt = started;
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          resolve(performance.now() - started);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        target.click();
        setTimeout(() => {
          observer.disconnect();
          reject(new Error(`"${selector}" did not show within 120 s`));
        }, 120_000);
      }),
    { button, selector, text },
  );

async function openReview(context, base, gameId) {
  const page = await context.newPage();
  await page.goto(`${base}/game/${gameId}`);
  await page.getByTestId('review-open').click();
  await page.getByTestId('engine-panel').waitFor();
  return page;
}

async function main() {
  await buildServer();
  await buildClient({ quiet: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-engine-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const [white, black] = seedPlayers(dataDir, 2);
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
  const missed = [];
  try {
    const [name, value] = white.cookie.split('=');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name, value, url: base }]);
    await context.addInitScript(TIME_ENGINE_START);
    const [line] = moveLines(1, GAME_PLIES);
    const gameId = await finishedGame(base, white, black, line);
    console.log(
      `engine benchmark: ${RUNS} starts, ${SEARCH_SECONDS} s of search, a ${GAME_PLIES / 2}-move report; ` +
        `${os.cpus().length} cores, ${loadAverage()}`,
    );

    // First evaluation: a fresh page each run, so the worker and WebAssembly start every time (the
    // files come from the browser's cache after the first run, as for a player who used it before).
    const firsts = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const page = await openReview(context, base, gameId);
      const ms = await clickAndTime(page, 'Start engine', '[data-testid="engine-score"]', 'depth');
      firsts.push(ms);
      const marks = await page.evaluate(() =>
        Object.entries(window.__engine).map(
          ([name, at]) => `${name} +${Math.round(at - window.__clickedAt)}`,
        ),
      );
      console.log(
        `run ${run}: first evaluation ${Math.round(ms)} ms after Start engine; ${marks.join(', ')} ms (${loadAverage()})`,
      );
      await page.close();
    }
    const first = latencySummary(firsts);
    console.log(
      `first evaluation: median ${first.p50} ms, max ${first.max} ms (target < ${TARGETS.firstEvaluationMs} ms)`,
    );
    if (first.p50 >= TARGETS.firstEvaluationMs) missed.push('first evaluation');

    // Long tasks while the engine searches the start position.
    const page = await openReview(context, base, gameId);
    await page.getByTestId('review-panel').getByRole('button', { name: 'First position' }).click();
    await page.evaluate(OBSERVE_LONG_TASKS);
    await page.getByRole('button', { name: 'Start engine' }).click();
    await page.waitForTimeout(SEARCH_SECONDS * 1_000);
    const depth = await page.getByTestId('engine-score').textContent();
    const searching = await longTasks(page);
    await page.getByRole('button', { name: 'Stop engine' }).click();
    console.log(
      `long tasks in ${SEARCH_SECONDS} s of search: ${searching.length} ${JSON.stringify(searching)}; ` +
        `reached ${depth} (${loadAverage()})`,
    );
    if (searching.length > TARGETS.longTasks) missed.push('long tasks while searching');

    // The game report, long tasks observed meanwhile.
    await page.evaluate(OBSERVE_LONG_TASKS);
    const reportMs = await clickAndTime(page, 'Make a game report', '[data-testid="game-report"]', null);
    const reporting = await longTasks(page);
    console.log(
      `game report of ${GAME_PLIES / 2} moves (${GAME_PLIES + 1} positions at depth 12): ` +
        `${(reportMs / 1000).toFixed(1)} s (target < ${TARGETS.reportMs / 1000} s); long tasks meanwhile: ` +
        `${reporting.length} ${JSON.stringify(reporting)} (${loadAverage()})`,
    );
    if (reportMs >= TARGETS.reportMs) missed.push('game report');
    if (reporting.length > TARGETS.longTasks) missed.push('long tasks while reporting');
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(missed.length === 0 ? 'every target met' : `targets missed: ${missed.join(', ')}`);
  if (STRICT && missed.length > 0) process.exitCode = 1;
}

await main();
