import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, SRC, sourceFiles, target } from '../../scripts/import-graph.mjs';

/**
 * Which server folder may import which. Edges only point one way (from the live channel and the player
 * pages down to the referee, from the referee down to accounts and billing, from everything down to the
 * infrastructure), so a new circular dependency between features fails here. The composition files at
 * the root of `server/` (app, server, services, features) may import anything; features import only the
 * root's settings, context and logger. `lib/` holds general helpers (ids, a keyed lock) every folder may use;
 * it imports no other server folder itself. Tests and their helpers (`test/` folders, `testing.ts`) may cross.
 */
const ALLOWED_IMPORTS: Record<string, readonly string[]> = {
  accounts: ['bus', 'db', 'http', 'mail'],
  billing: ['accounts', 'db', 'http'],
  bus: [],
  chat: ['accounts', 'bus', 'db', 'games', 'http', 'safety'],
  db: [],
  friends: ['accounts', 'billing', 'bus', 'db', 'games', 'http', 'mail', 'safety'],
  games: ['accounts', 'billing', 'bus', 'db', 'http', 'mail', 'metrics', 'safety'],
  health: ['bus', 'db', 'http'],
  http: [],
  keepsakes: ['db', 'games', 'http', 'users'],
  lib: [],
  live: ['accounts', 'bus', 'chat', 'db', 'games', 'http', 'recording', 'reviews'],
  mail: [],
  reviews: ['accounts', 'billing', 'bus', 'db', 'games', 'http', 'safety'],
  metrics: ['db', 'http'],
  push: ['accounts', 'db', 'http'],
  recording: ['bus', 'chat', 'db', 'games', 'http', 'safety'],
  safety: ['http'],
  studies: ['accounts', 'bus', 'db', 'friends', 'games', 'http', 'reviews', 'safety'],
  users: ['db', 'games', 'http', 'reviews'],
  video: ['accounts', 'bus', 'chat', 'http'],
};

/** Root modules of `server/` any feature may use. */
const SHARED_ROOT = new Set(['config', 'context', 'feature', 'logger']);

/** Folders of general helpers any folder may use (they import no other server folder: see the table). */
const SHARED_FOLDERS = new Set(['lib']);

const SERVER = path.join(SRC, 'server');

function isTestSupport(file: string): boolean {
  const relative = path.relative(SERVER, file);
  return relative.split(path.sep).includes('test') || path.basename(file) === 'testing.ts';
}

/** The imports of `file` (in folder `from`) that the table does not allow. */
function disallowedImports(file: string, from: string, table = ALLOWED_IMPORTS): string[] {
  const allowed = new Set([from, ...SHARED_FOLDERS, ...(table[from] ?? [])]);
  return importsOf(file).filter((specifier) => {
    const landing = target(file, specifier);
    if (landing === null || !landing.startsWith(`server${path.sep}`)) return false;
    const parts = landing.split(path.sep).slice(1);
    const folder = parts[0] as string;
    // `../bus` is the bus folder's index; `../config` a root module.
    if (parts.length === 1 && !(folder in table)) return !SHARED_ROOT.has(folder);
    return !allowed.has(folder);
  });
}

function violations(table = ALLOWED_IMPORTS): string[] {
  return sourceFiles(SERVER)
    .filter((file) => !isTestSupport(file))
    .flatMap((file) => {
      const parts = path.relative(SERVER, file).split(path.sep);
      if (parts.length === 1) return [];
      const from = parts[0] as string;
      return disallowedImports(file, from, table).map(
        (specifier) => `${from}: ${path.relative(SRC, file)} imports ${specifier}`,
      );
    });
}

describe('server feature imports', () => {
  it('every server folder is in the table', () => {
    const folders = new Set(
      sourceFiles(SERVER)
        .map((file) => path.relative(SERVER, file).split(path.sep))
        .filter((parts) => parts.length > 1 && parts[0] !== 'test')
        .map((parts) => parts[0] as string),
    );
    expect([...folders].sort()).toEqual(Object.keys(ALLOWED_IMPORTS).sort());
  });

  it('each folder imports only the folders the table allows', () => {
    expect(violations()).toEqual([]);
  });

  it('the table admits no cycle', () => {
    const visiting = new Set<string>();
    const done = new Set<string>();
    const cycles: string[] = [];
    const visit = (folder: string, trail: string[]) => {
      if (done.has(folder)) return;
      if (visiting.has(folder)) {
        cycles.push([...trail, folder].join(' -> '));
        return;
      }
      visiting.add(folder);
      for (const next of ALLOWED_IMPORTS[folder] ?? []) visit(next, [...trail, folder]);
      visiting.delete(folder);
      done.add(folder);
    };
    for (const folder of Object.keys(ALLOWED_IMPORTS)) visit(folder, []);
    expect(cycles).toEqual([]);
  });

  it('the check sees a violation when there is one', () => {
    // The game events publish on the bus; a table without that edge must report it.
    const withoutBus = { ...ALLOWED_IMPORTS, games: ALLOWED_IMPORTS.games?.filter((f) => f !== 'bus') ?? [] };
    expect(violations(withoutBus)).toContain(
      `games: ${path.join('server', 'games', 'events.ts')} imports ../bus`,
    );
  });
});
