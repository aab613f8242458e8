// The browser journeys: the client is built once for both runs (two at a time, then those that run alone), and the
// build is removed at the end. Each vitest run would otherwise build it again in its global setup (about 20 s).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildClient } from './build.mjs';

const reuse = process.env.E2E_WEB_DIST;
const webDist = reuse ? path.resolve(reuse) : mkdtempSync(path.join(os.tmpdir(), 'chesschat-e2e-web-'));
if (!reuse) await buildClient({ outDir: webDist, force: true, quiet: true });

const runs = [
  ['vitest', 'run', '--project', 'e2e', '--maxWorkers=2'],
  ['vitest', 'run', '--project', 'e2e-alone'],
];
let status = 0;
for (const args of runs) {
  const run = spawnSync('npx', args, {
    stdio: 'inherit',
    env: { ...process.env, E2E_WEB_DIST: webDist },
  });
  status = run.status ?? 1;
  if (status !== 0) break;
}
if (!reuse) rmSync(webDist, { recursive: true, force: true });
process.exit(status);
