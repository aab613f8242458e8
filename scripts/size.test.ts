import { describe, expect, it } from 'vitest';
import { BUDGET, judge } from './size.mjs';

const asset = (path: string, kind: 'js' | 'css', gzip: number) => ({ path, kind, bytes: gzip * 3, gzip });

describe('the size judge', () => {
  const chunks = new Map([
    ['/assets/index.js', ['/repo/node_modules/react-dom/index.js', '/repo/src/web/App.tsx']],
    ['/assets/Home.js', ['/repo/src/web/pages/Home.tsx']],
    ['/assets/GameRoom.js', ['/repo/src/web/pages/GameRoom.tsx', '/repo/src/web/game/clock.ts']],
    ['/assets/three.js', ['/repo/node_modules/three/build/three.module.js']],
    ['/assets/call.js', ['/repo/src/web/video/call.ts']],
    ['/assets/schemas.js', ['/repo/node_modules/zod/v4/core/schemas.js']],
    ['/assets/ReviewPanel.js', ['/repo/src/web/review/ReviewPanel.tsx']],
  ]);

  it('passes a page within budget that loads only light chunks', () => {
    const verdict = judge(
      [
        asset('/assets/index.js', 'js', 100_000),
        asset('/assets/Home.js', 'js', 4_000),
        asset('/assets/index.css', 'css', 9_000),
      ],
      chunks,
    );
    expect(verdict).toEqual({ jsGzip: 104_000, cssGzip: 9_000, problems: [] });
  });

  it('fails JavaScript or CSS over budget', () => {
    const verdict = judge(
      [
        asset('/assets/index.js', 'js', BUDGET.jsBytes + 1),
        asset('/assets/index.css', 'css', BUDGET.cssBytes + 1),
      ],
      chunks,
    );
    expect(verdict.problems).toEqual([
      expect.stringMatching(/^JavaScript is 120\.0 KB gzipped, over the 120\.0 KB budget/),
      expect.stringMatching(/^CSS is 30\.0 KB gzipped, over the 30\.0 KB budget/),
    ]);
  });

  it('names every heavy part a page loads, and chunks it cannot account for', () => {
    const verdict = judge(
      [
        '/assets/GameRoom.js',
        '/assets/three.js',
        '/assets/call.js',
        '/assets/schemas.js',
        '/assets/ReviewPanel.js',
        '/engine/stockfish-18-lite-single.js',
        '/assets/stray.js',
      ].map((path) => asset(path, 'js', 10)),
      chunks,
    );
    expect(verdict.problems.map((problem) => problem.replace(/ \([^()]*\)$/, ''))).toEqual([
      '/assets/GameRoom.js carries the game room',
      '/assets/three.js carries the 3D board',
      '/assets/call.js carries the video call',
      '/assets/schemas.js carries the schemas (zod)',
      '/assets/ReviewPanel.js carries the review board',
      '/engine/stockfish-18-lite-single.js is the chess engine',
      '/assets/stray.js is not a chunk of this build',
    ]);
  });
});
