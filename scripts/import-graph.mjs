import { readdirSync, readFileSync, statSync } from 'node:fs';
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
