// `npm run size`: what does a visitor's browser download for `/`? Builds the client (recording which
// source modules end up in which chunk), serves it with the real server, opens `/` in Chromium, and
// sums the gzipped size of every JavaScript and CSS file the page fetched. Fails when JS > 120 KB,
// CSS > 30 KB (1 KB = 1,000 bytes, gzip level 9), or when `/` loads any chunk holding the game room,
// the 3D board, the video call or the schemas (docs/decisions/008-measuring-size.md).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ROOT, withProductionEnv } from './build.mjs';
import { freePort } from './free-port.mjs';

export const BUDGET = { jsBytes: 120_000, cssBytes: 30_000 };

/** Code the public pages must never download; matched against the source modules of each fetched chunk. */
export const HEAVY_PARTS = [
  {
    area: 'game room',
    pattern:
      /\/src\/web\/(game\/|board\/|pages\/(GameRoom|CreateGame)\.)|\/node_modules\/(chess\.js|react-chessboard)\//,
  },
  { area: '3D board', pattern: /\/src\/web\/game3d\/|\/node_modules\/(three|@react-three\/[^/]+)\// },
  { area: 'video call', pattern: /\/src\/web\/(video|chat)\/|\/src\/web\/lib\/live-socket\./ },
  { area: 'schemas (zod)', pattern: /\/node_modules\/zod\// },
  { area: 'review board', pattern: /\/src\/web\/review\// },
];

/** The chess engine's own files (decision 232): loaded only when a player turns analysis on. */
const ENGINE_PATH = /^\/engine\//;

/**
 * Builds the client into `outDir` exactly as `npm run build` does, and returns for every JS chunk
 * (by its path under the site root, e.g. `/assets/Home-x.js`) the source modules bundled into it.
 */
export async function buildWithChunkMap(outDir) {
  const { build } = await import('vite');
  const chunkModules = new Map();
  await withProductionEnv(() =>
    build({
      configFile: path.join(ROOT, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
      plugins: [
        {
          name: 'chesschat-chunk-map',
          generateBundle(_options, bundle) {
            for (const [fileName, output] of Object.entries(bundle)) {
              if (output.type === 'chunk') chunkModules.set(`/${fileName}`, output.moduleIds.map(normalise));
            }
          },
        },
      ],
    }),
  );
  return chunkModules;
}

function normalise(moduleId) {
  return moduleId.replaceAll('\\', '/');
}

/** Opens `route` in a fresh context and returns every same-origin JS and CSS file it fetched. */
export async function fetchedAssets(browser, baseURL, route = '/') {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(baseURL).origin) return;
    const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!kind || response.status() !== 200) return;
    pending.push(
      response.body().then((body) => ({
        path: url.pathname,
        kind,
        bytes: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  try {
    await page.goto(route, { waitUntil: 'networkidle' });
    await page
      .locator('h1')
      .first()
      .waitFor({ timeout: 15_000 })
      .catch((error) => {
        throw new Error(`${route} did not render: ${pageErrors.join('; ') || error.message}`);
      });
    return await Promise.all(pending);
  } finally {
    await context.close();
  }
}

/** Sums the assets and judges them against the budget and the heavy parts. */
export function judge(assets, chunkModules) {
  const total = (kind) =>
    assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset.gzip, 0);
  const jsGzip = total('js');
  const cssGzip = total('css');
  const problems = [];
  if (jsGzip > BUDGET.jsBytes)
    problems.push(`JavaScript is ${kb(jsGzip)} gzipped, over the ${kb(BUDGET.jsBytes)} budget`);
  if (cssGzip > BUDGET.cssBytes)
    problems.push(`CSS is ${kb(cssGzip)} gzipped, over the ${kb(BUDGET.cssBytes)} budget`);
  for (const asset of assets.filter((a) => a.kind === 'js')) {
    if (ENGINE_PATH.test(asset.path)) {
      problems.push(`${asset.path} is the chess engine`);
      continue;
    }
    const modules = chunkModules.get(asset.path);
    if (!modules) {
      problems.push(`${asset.path} is not a chunk of this build`);
      continue;
    }
    for (const { area, pattern } of HEAVY_PARTS) {
      const heavy = modules.find((id) => pattern.test(id));
      if (heavy) problems.push(`${asset.path} carries the ${area} (${path.relative(ROOT, heavy)})`);
    }
  }
  return { jsGzip, cssGzip, problems };
}

export function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/** The real server (from source, through tsx) on its own port and data folder, serving `webDist`. */
async function startServer(webDist, dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { url, stop: () => stopChild(child) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopChild(child);
  throw new Error('The server did not become healthy within 60 s');
}

function stopChild(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function main() {
  const { chromium } = await import('playwright-core');
  const work = mkdtempSync(path.join(os.tmpdir(), 'chesschat-size-'));
  const webDist = path.join(work, 'web');
  let server;
  let browser;
  try {
    const chunkModules = await buildWithChunkMap(webDist);
    server = await startServer(webDist, path.join(work, 'data'));
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox'],
    });
    const assets = await fetchedAssets(browser, server.url, '/');
    const { jsGzip, cssGzip, problems } = judge(assets, chunkModules);

    console.log('Loaded for / (gzip -9 of each file the browser fetched):');
    for (const asset of [...assets].sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${asset.kind.padEnd(3)} ${kb(asset.gzip).padStart(9)}  (${kb(asset.bytes)} raw)  ${asset.path}`,
      );
    }
    console.log(`JavaScript: ${kb(jsGzip)} of ${kb(BUDGET.jsBytes)}`);
    console.log(`CSS:        ${kb(cssGzip)} of ${kb(BUDGET.cssBytes)}`);
    if (problems.length > 0) {
      console.error(`\nSize budget FAILED:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
      process.exitCode = 1;
    } else {
      console.log('Within budget; no game room, 3D, video or schema chunk is loaded.');
    }
  } finally {
    await browser?.close();
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
