// One quick-pairing wave (issue 28, decision 280) over a large queue, in-process: `pairWave` on 10,000 waiting
// people, ratings normal around 1500 (sd 300), waits from just now to 90 s (so every window from ±100 to
// unlimited), six time controls rated or casual (twelve pools; `--pools 1` puts everyone in one), and 1 % of
// the people blocking, and 1 % having just played, someone a few places from them in rating (the partner the
// wave would otherwise choose). Each wave gets a queue of its own, made before the clock starts.
//
// Prints this process's CPU time per wave (user + system, `process.cpuUsage`), median and max, beside the
// wall time and the load average: the CPU figure stays meaningful on a busy machine, the wall time does not.
// Target: under 100 ms of CPU for every wave.
//
// Usage: node bench/pairing-wave.mjs [--people 10000] [--waves 20] [--pools 12|1] [--strict]
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';

register();
const { pairWave } = await import('../src/core/pairing/pair-wave.ts');
const { seededRandom } = await import('../src/core/pairing/seeded-random.ts');
const { randomQueue } = await import('../src/core/pairing/test/random-queue.ts');

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}
const PEOPLE = option('people', 10_000);
const WAVES = option('waves', 20);
// Ten waves first, so that the optimising compiler has settled (its threads count in the process's CPU).
const WARM_UP = 10;
const TIME_CONTROLS = option('pools', 12) === 1 ? ['5+3'] : ['1+0', '3+2', '5+0', '5+3', '10+0', '15+10'];
const TARGET_MS = 100;

function queueFor(seed) {
  const random = seededRandom(seed);
  const queue = randomQueue(random, { size: PEOPLE, pools: TIME_CONTROLS, blockShare: 0.01 });
  // One pool: everyone rated, so the whole queue is matched as one list.
  const waiting =
    TIME_CONTROLS.length === 1 ? queue.waiting.map((p) => ({ ...p, rated: true })) : queue.waiting;
  return { ...queue, waiting, random: seededRandom(seed) };
}

const queues = Array.from({ length: WARM_UP + WAVES }, (_, n) => queueFor(n + 1));
const loadBefore = os.loadavg();
const cpuMs = [];
const wallMs = [];
let paired = 0;
let left = 0;
for (const [n, queue] of queues.entries()) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = pairWave(queue);
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  if (n < WARM_UP) continue;
  cpuMs.push((used.user + used.system) / 1000);
  wallMs.push(wall);
  paired += result.pairs.length * 2;
  left += result.left.length;
}
const loadAfter = os.loadavg();

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${value.toFixed(1)} ms`;
const load = (values) => values.map((value) => value.toFixed(2)).join(' ');
const worst = Math.max(...cpuMs);

console.log(
  `pairing wave: ${PEOPLE} waiting, ${TIME_CONTROLS.length === 1 ? 1 : TIME_CONTROLS.length * 2} pools, ` +
    `${WAVES} waves (after ${WARM_UP} to warm up)`,
);
console.log(`  CPU per wave: median ${ms(median(cpuMs))}, max ${ms(worst)} (target < ${TARGET_MS} ms)`);
console.log(`  wall per wave: median ${ms(median(wallMs))}, max ${ms(Math.max(...wallMs))}`);
console.log(
  `  paired ${((100 * paired) / (paired + left)).toFixed(1)} % of the people per wave on average, ` +
    `${Math.round(left / WAVES)} left waiting`,
);
console.log(
  `  load average (1, 5, 15 min) ${load(loadBefore)} → ${load(loadAfter)}; ${os.cpus().length} cores`,
);
if (worst >= TARGET_MS) {
  console.log(`  MISSED: a wave took ${ms(worst)} of CPU`);
  if (process.argv.includes('--strict')) process.exitCode = 1;
}
