import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every module specifier a file imports (static, dynamic and re-exports). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(
    /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
  )) {
    found.push((match[1] ?? match[2]) as string);
  }
  return found;
}

/** Where a relative import lands, as a path under src/ (e.g. "server/db/x"); null for packages. */
function target(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return path.relative(SRC, path.resolve(path.dirname(file), specifier));
}

function violations(layer: string, forbidden: RegExp): string[] {
  return sourceFiles(path.join(SRC, layer)).flatMap((file) =>
    importsOf(file)
      .filter((specifier) => forbidden.test(target(file, specifier) ?? specifier))
      .map((specifier) => `${path.relative(SRC, file)} imports ${specifier}`),
  );
}

describe('layer boundaries', () => {
  it('core imports nothing from server or web, and no Node built-ins', () => {
    expect(violations('core', /^(server|web)(\/|$)|^node:|^(fs|path|crypto|os|http)$/)).toEqual([]);
  });

  it('web imports nothing from server', () => {
    expect(violations('web', /^server(\/|$)/)).toEqual([]);
  });

  it('the checker sees a violation when there is one', () => {
    const fake = path.join(SRC, 'web', 'x.ts');
    expect(target(fake, '../server/db/database')).toBe('server/db/database');
    expect(importsOf(path.join(SRC, 'server', 'app.ts'))).toContain('./accounts/session');
  });
});
