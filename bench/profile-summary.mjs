// Reads a V8 CPU profile (`--cpu-prof`, e.g. from `live-relay.mjs --profile DIR`) and prints where the time went:
// self time by package or server source file (the server bundle's lines are mapped back to the source file
// that esbuild's section comments name), and the heaviest functions.
// `--from S --to S` keeps only the samples of that window (seconds after the profile began, as
// live-relay.mjs prints with --profile), e.g. one scenario without the set-up.
// Usage: node bench/profile-summary.mjs FILE.cpuprofile [--top 25] [--from S --to S] [--bundle dist/server/main.js]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/build.mjs';

const file = process.argv[2];
if (!file) throw new Error('usage: node bench/profile-summary.mjs FILE.cpuprofile [--top 25]');
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? fallback : process.argv[at + 1];
};
const TOP = Number(option('top', 25));
const FROM_US = Number(option('from', 0)) * 1e6;
const TO_US = Number(option('to', Number.POSITIVE_INFINITY)) * 1e6;
const BUNDLE = path.resolve(option('bundle', path.join(ROOT, 'dist/server/main.js')));

// esbuild starts each source file's part of the bundle with a `// path` comment line.
const sections = [];
readFileSync(BUNDLE, 'utf8')
  .split('\n')
  .forEach((line, index) => {
    const match = /^\/\/ ((?:src|node_modules)\/\S+)$/.exec(line);
    if (match) sections.push({ line: index, source: match[1] });
  });
function bundleSource(line) {
  let found = 'bundle';
  for (const section of sections) {
    if (section.line > line) break;
    found = section.source;
  }
  return found;
}

/** What a frame belongs to: a package, a server source file, node's own code, or V8's bookkeeping. */
function owner({ url, functionName, lineNumber }) {
  if (!url) return `(${functionName || 'V8'})`;
  if (url.endsWith(BUNDLE) || url === `file://${BUNDLE}`) return bundleSource(lineNumber);
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return url;
  return url;
}

const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map();
let at = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (at < FROM_US || at > TO_US) continue;
  const id = profile.samples[i];
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + delta);
}
const total = [...selfMicros.values()].reduce((a, b) => a + b, 0);
const idle = [...selfMicros].filter(([id]) => byId.get(id).callFrame.functionName === '(idle)');
const idleMicros = idle.reduce((sum, [, us]) => sum + us, 0);
const busy = total - idleMicros;

const byOwner = new Map();
const byFunction = new Map();
for (const [id, us] of selfMicros) {
  const frame = byId.get(id).callFrame;
  if (frame.functionName === '(idle)') continue;
  const who = owner(frame);
  byOwner.set(who, (byOwner.get(who) ?? 0) + us);
  const fn = `${frame.functionName || '(anonymous)'} — ${who}:${frame.lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
}

const pct = (us) => `${((100 * us) / busy).toFixed(1)} %`.padStart(7);
console.log(
  `${path.basename(file)}: ${(total / 1e6).toFixed(1)} s profiled, ${(busy / 1e6).toFixed(1)} s busy (${((100 * busy) / total).toFixed(0)} %); shares of the busy time`,
);
console.log('\nby package or source file:');
for (const [who, us] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, TOP))
  console.log(`${pct(us)}  ${who}`);
console.log('\nby function (self time):');
for (const [fn, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, TOP))
  console.log(`${pct(us)}  ${fn}`);
