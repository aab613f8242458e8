import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Browser journeys with timed assertions: run one at a time, after the others (`test:e2e`). A recording's
 * length follows the clicks that start and stop it (8.11 s for "about five" once, beside another journey).
 * The computer's journey races the game's first-move window with Stockfish at level 8 in the page, and the
 * engine's threads took both cores from the journeys beside it.
 */
const TIMED_JOURNEYS = ['e2e/call-across-games.test.ts', 'e2e/recording.test.ts', 'e2e/computer.test.ts'];

export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time, and the server tests spend most of their time
    // waiting on sockets and databases (each file has its own schema, data folder and ports), so three
    // files at once finish the unit run in 7–7½ minutes instead of 11. The browser journeys run two at a
    // time (`test:e2e` passes --maxWorkers=2): about 11½ minutes instead of 24, each file with its own
    // server, browser and ports; the timed ones then run alone.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude: TIMED_JOURNEYS,
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
        test: {
          // Journeys that time what a person sees (a video frame's gap across a rematch, a call ending
          // within a second, a recording's length) run alone after the others: two journeys side by side
          // share two cores.
          name: 'e2e-timed',
          include: TIMED_JOURNEYS,
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
