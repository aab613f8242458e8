// `npm run bench`: every benchmark in turn, each in its own process.
// Usage: npm run bench [-- --only startup|live|moves|players|stats|video|engine|review|flood|pairing|lobby|waves|computer|guest|tournament|arena|scale|faults] [options of the chosen benchmark]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const BENCHMARKS = {
  startup: 'startup.mjs',
  live: 'live-relay.mjs',
  moves: 'move-path.ts',
  players: 'player-queries.mjs',
  stats: 'stats-in-process.mjs',
  video: 'video-join.mjs',
  engine: 'review-engine.mjs',
  review: 'review-relay.mjs',
  flood: 'review-flood.mjs',
  pairing: 'pairing-wave.mjs',
  lobby: 'lobby-play.mjs',
  waves: 'lobby-waves.mjs',
  computer: 'computer-levels.mjs',
  guest: 'guest-seat.mjs',
  tournament: 'tournament.mjs',
  arena: 'tournament-relay.mjs',
  // Not in the default set: issue 20's whole set of figures (several minutes; see bench/README.md).
  scale: 'scale.mjs',
  // Not in the default set either: PostgreSQL and Redis cut and an instance killed under moves (decision 242).
  faults: 'faults.ts',
};

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1] : null;
// `--only live` picks the benchmark (and the other options go to it); the live benchmark's own
// `--only paced|fast` may follow.
const rest = onlyAt >= 0 && only in BENCHMARKS ? [...args.slice(0, onlyAt), ...args.slice(onlyAt + 2)] : args;
const chosen =
  only in BENCHMARKS
    ? [only]
    : Object.keys(BENCHMARKS).filter((name) => name !== 'scale' && name !== 'faults');

let failed = false;
for (const name of chosen) {
  console.log(`\n== ${name} ==`);
  const passOn = only === name ? rest : [];
  const file = path.join(here, BENCHMARKS[name]);
  // TypeScript benchmarks import the server's sources directly.
  const loader = file.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const result = spawnSync(process.execPath, [...loader, file, ...passOn], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
