import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildClient } from '../../scripts/build.mjs';
import { CHROMIUM_PATH } from './chromium-path';

declare module 'vitest' {
  export interface ProvidedContext {
    webDist: string;
    hasBrowser: boolean;
  }
}

/**
 * Builds the client once for the browser journeys, into a folder of this run's own (so parallel
 * runs never serve each other's half-written builds). E2E_WEB_DIST reuses an existing build.
 * With REQUIRE_BROWSER set (CI), a missing Chromium fails the run instead of skipping the journeys.
 */
export default async function setup(project: TestProject) {
  const hasBrowser = existsSync(CHROMIUM_PATH);
  if (!hasBrowser) {
    const message = `Chromium not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium".`;
    if (process.env.REQUIRE_BROWSER) throw new Error(`Browser tests are required. ${message}`);
    console.warn(`\n*** Browser journeys SKIPPED. ${message} ***\n`);
  }
  project.provide('hasBrowser', hasBrowser);

  const reuse = process.env.E2E_WEB_DIST;
  const webDist = reuse ? path.resolve(reuse) : mkdtempSync(path.join(os.tmpdir(), 'chesschat-e2e-web-'));
  if (!reuse) await buildClient({ outDir: webDist, force: true, quiet: true });
  project.provide('webDist', webDist);

  return () => {
    if (!reuse) rmSync(webDist, { recursive: true, force: true });
  };
}
