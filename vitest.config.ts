import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiCatalogues } from './scripts/lingui-catalogues.mjs';

/** Server tests that mock a module (vi.mock): they run isolated, apart from the unit project's shared modules. */
const MOCKING_FILES = ['src/server/bus/redis-bus.test.ts'];

/**
 * Browser journeys that run one at a time, after the others (`test:e2e`).
 * - Timed ones: a recording's length follows the clicks that start and stop it (8.11 s for "about five" once,
 *   beside another journey), and a video frame's gap across a rematch measured the shared cores, not the call.
 *   A correspondence move's message is recorded for two seconds from the fake camera and played back the same way.
 * - Calls, WebGL and the engine: a call between two pages costs 1.2 cores for as long as it lasts (12.3 s of
 *   CPU in 10 s: each page's renderer 4.3 s, the GPU process 2.6 s, the audio service 1.5 s), the 3D board
 *   renders through SwiftShader, and Stockfish at level 8 takes both cores. Two such files side by side took
 *   room-layout from 63 s alone to 396 s and failed it; one at a time, all of them take about 6½ minutes.
 * - A tournament among friends: four pages, three games one after another, each paired by the server and
 *   opened after its 10-second countdown; beside other journeys its waits measure the shared cores.
 */
const ALONE_JOURNEYS = [
  'e2e/board-3d.test.ts',
  'e2e/call-across-games.test.ts',
  'e2e/computer.test.ts',
  'e2e/correspondence-message.test.ts',
  'e2e/guest-seat.test.ts',
  'e2e/lobby-pairing.test.ts',
  'e2e/recording.test.ts',
  'e2e/room-faces.test.ts',
  'e2e/room-layout.test.ts',
  'e2e/stranger-call.test.ts',
  'e2e/study.test.ts',
  'e2e/tournament.test.ts',
  'e2e/upgrade-in-room.test.ts',
  'e2e/video-call.test.ts',
  'e2e/video-turn.test.ts',
];

export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time, and the server tests spend most of their time
    // waiting on sockets and databases (each file has its own schema, data folder and ports), so three
    // files at once finish the unit run sooner. The browser journeys without a call run two at a time
    // (`test:e2e`, scripts/e2e.mjs, passes --maxWorkers=2): their 29 files took 535 s instead of about 750 s one at a time,
    // each file with its own server, browser and ports; ALONE_JOURNEYS then run one at a time.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          exclude: MOCKING_FILES,
          // A worker keeps its modules from one file to the next instead of importing the whole server again
          // for each: 175 s instead of 398 s for the unit and web run, and a third of the CPU. Every test app
          // has its own registry, database, data folder and ports, so nothing a file needs lives in a module.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          // Files that replace a module with vi.mock: only a fresh module graph keeps the fake out of the
          // files after them, and the real module out of theirs.
          name: 'unit-mocks',
          include: MOCKING_FILES,
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react(), linguiCatalogues()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          // English is active before any component renders, as in the browser (main.tsx).
          setupFiles: ['src/web/test/i18n-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // Journeys import a few of the client's texts to find them on the page; their modules may import catalogues.
        plugins: [linguiCatalogues()],
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude: ALONE_JOURNEYS,
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // A page's answer to a click waits on its server and sometimes its service worker: `expect.poll`
          // waits as long as Playwright's own locators do for a thing to show, not Vitest's 1 s.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        plugins: [linguiCatalogues()],
        test: {
          // One file at a time: see ALONE_JOURNEYS.
          name: 'e2e-alone',
          include: ALONE_JOURNEYS,
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
