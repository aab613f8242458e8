import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The `src/` folder the import checks work on. */
export const SRC = path.resolve(import.meta.dirname, '..', 'src');

/** Every TypeScript source file under `dir` (tests excluded). */
export function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every module specifier a file imports (static, dynamic and re-exports). */
export function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  for (const match of text.matchAll(
    /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
  )) {
    found.push(match[1] ?? match[2]);
  }
  return found;
}

/** Where a relative import lands, as a path under src/ (e.g. "server/db/x"); null for packages. */
export function target(file, specifier) {
  if (!specifier.startsWith('.')) return null;
  return path.relative(SRC, path.resolve(path.dirname(file), specifier));
}

/** The source file a path under src/ (from `target`) names: itself with .ts/.tsx, or its folder's index. */
export function moduleFile(landing) {
  for (const candidate of [
    `${landing}.ts`,
    `${landing}.tsx`,
    path.join(landing, 'index.ts'),
    path.join(landing, 'index.tsx'),
  ]) {
    const full = path.join(SRC, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}

/**
 * The import circles among the source files under `dir` (type-only imports count: a circle of types
 * still means two files that cannot be understood apart). Each circle is listed once, as its files
 * relative to src/, found as the strongly connected components of the import graph.
 */
export function importCycles(dir = SRC) {
  const graph = new Map();
  for (const file of sourceFiles(dir)) {
    const edges = importsOf(file)
      .map((specifier) => target(file, specifier))
      .filter((landing) => landing !== null)
      .map(moduleFile)
      .filter((found) => found !== null);
    graph.set(path.relative(SRC, file), edges);
  }
  // Tarjan's algorithm.
  let counter = 0;
  const order = new Map();
  const lowest = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    order.set(node, counter);
    lowest.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!order.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node), lowest.get(next)));
      } else if (onStack.has(next)) {
        lowest.set(node, Math.min(lowest.get(node), order.get(next)));
      }
    }
    if (lowest.get(node) !== order.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return cycles;
}
