import { readFileSync } from 'node:fs';
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
  // Profile pictures' files are user media (decision 332).
  accounts: ['bus', 'db', 'http', 'i18n', 'mail', 'media'],
  billing: ['accounts', 'db', 'http'],
  bus: [],
  chat: ['accounts', 'bus', 'db', 'games', 'http', 'safety'],
  db: [],
  friends: ['accounts', 'billing', 'bus', 'db', 'games', 'http', 'i18n', 'mail', 'safety'],
  games: ['accounts', 'billing', 'bus', 'db', 'http', 'i18n', 'mail', 'metrics', 'safety'],
  guests: ['accounts', 'db', 'games', 'http', 'safety'],
  health: ['bus', 'db', 'http'],
  http: [],
  // The server's words in each language (decision 299): core's locale list and its own catalogues only.
  i18n: [],
  keepsakes: ['db', 'games', 'http', 'i18n', 'users'],
  lib: [],
  live: [
    'accounts',
    'bus',
    'chat',
    'db',
    'games',
    'http',
    'lobby',
    'recording',
    'reviews',
    'tournaments',
    'video',
  ],
  lobby: ['accounts', 'billing', 'bus', 'db', 'friends', 'games', 'http', 'metrics', 'safety'],
  mail: ['i18n'],
  // User media's storage (decision 328): infrastructure, like the database.
  media: [],
  // Video messages with correspondence moves (decision 328): the game through its service, files in media.
  messages: ['accounts', 'billing', 'db', 'games', 'http', 'media', 'safety'],
  reviews: ['accounts', 'billing', 'bus', 'db', 'games', 'http', 'safety'],
  metrics: ['db', 'http'],
  push: ['accounts', 'db', 'http', 'i18n'],
  recording: ['accounts', 'bus', 'chat', 'db', 'games', 'http', 'safety'],
  reports: ['accounts', 'db', 'friends', 'http', 'safety'],
  safety: ['http'],
  studies: ['accounts', 'bus', 'db', 'friends', 'games', 'http', 'reviews', 'safety'],
  tournaments: ['accounts', 'bus', 'db', 'friends', 'games', 'http', 'i18n', 'lobby', 'safety'],
  users: ['accounts', 'db', 'games', 'http', 'reviews'],
  video: ['accounts', 'bus', 'chat', 'http', 'safety'],
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
      `games: ${path.join('server', 'games', 'record', 'events.ts')} imports ../../bus`,
    );
  });
});

/**
 * Which feature owns which table (decision 258): only the owner's folder names a table in a query;
 * any other feature reads or changes it through the owner's service. The database folder holds the
 * schema and its migrations, so it names every table and is not checked.
 */
const OWNED_TABLES: Record<string, readonly string[]> = {
  accounts: ['users', 'avatars', 'sessions', 'accountTokens', 'emailChanges', 'rateLimits'],
  billing: ['payments', 'billingEvents', 'demoSubscriptions', 'demoInvoices', 'demoCheckoutSessions'],
  bus: [],
  chat: ['chatMessages', 'spectatorMessages'],
  friends: ['friendships', 'blocks', 'challenges', 'notifications'],
  games: [
    'games',
    'invitations',
    'clockHeartbeat',
    'gameRatings',
    // A correspondence turn's notices and a person's channels for them (decision 326).
    'correspondenceNotices',
    'correspondenceNoticeSettings',
    // A player's conditional moves in a correspondence game (decision 324).
    'conditionalLines',
    // Vacations are the correspondence games' (decision 325), kept by the games feature's `correspondence/`.
    'vacations',
  ],
  guests: [],
  health: [],
  http: [],
  i18n: [],
  keepsakes: [],
  lib: [],
  live: [],
  lobby: ['lobbySeeks', 'lobbyQueue', 'lobbyLeases'],
  mail: [],
  media: [],
  messages: ['videoMessages'],
  metrics: [],
  push: ['pushSubscriptions'],
  recording: ['recordingConsents'],
  reports: ['reports', 'sanctions', 'moderationAudit'],
  reviews: ['gameReviews', 'gameReports', 'reviewSteps', 'trainingProgress'],
  safety: [],
  studies: ['studies'],
  tournaments: [
    'tournaments',
    'tournamentPlayers',
    'tournamentGames',
    'tournamentInvites',
    'tournamentLeases',
  ],
  users: ['boardSettings'],
  video: [],
};

/** Folders whose queries are not checked: the schema and its migrations. */
const UNCHECKED_FOLDERS = new Set(['db']);

/**
 * Queries that still name another feature's table, each with why it is still there. This list only
 * shrinks: an entry no longer needed fails below, so a query moved behind its owner's service takes
 * its entry with it. Empty since the friends and games features read the users row through accounts
 * (decision 266): a query naming another feature's table now fails the test above.
 */
const NOT_YET_OWNED: readonly { folder: string; table: string; why: string }[] = [];

/** Kysely's table arguments: `selectFrom('games')`, `innerJoin('users as u', …)`, `selectFrom(['a', 'b'])`. */
const TABLE_CALL =
  /\b(?:selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|innerJoinLateral|leftJoinLateral)\(\s*(\[[^\]]*\]|['"`][^'"`]+['"`])/g;
const QUOTED = /['"`]([A-Za-z_][A-Za-z0-9_]*)(?:\s+as\s+[A-Za-z_][A-Za-z0-9_]*)?['"`]/g;
/** Raw SQL names tables in snake case, after FROM, JOIN, UPDATE or INTO. */
const RAW_SQL = /\bsql`([^`]*)`/g;
const RAW_TABLE = /\b(?:from|join|update|into)\s+"?([a-z_][a-z0-9_]*)"?/gi;

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const ALL_TABLES = Object.values(OWNED_TABLES).flat();
const BY_SNAKE = new Map(ALL_TABLES.map((table) => [snake(table), table]));

/** The tables a piece of source names in its queries. */
function tablesNamedIn(source: string): string[] {
  const named = new Set<string>();
  for (const call of source.matchAll(TABLE_CALL)) {
    for (const quoted of (call[1] as string).matchAll(QUOTED)) named.add(quoted[1] as string);
  }
  for (const raw of source.matchAll(RAW_SQL)) {
    for (const table of (raw[1] as string).matchAll(RAW_TABLE)) {
      const known = BY_SNAKE.get((table[1] as string).toLowerCase());
      if (known) named.add(known);
    }
  }
  return [...named];
}

/** Every query naming a table its folder does not own, as `folder: table (file)`. */
function foreignTables(owned = OWNED_TABLES): { folder: string; table: string; file: string }[] {
  return sourceFiles(SERVER)
    .filter((file) => !isTestSupport(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) => {
      const parts = path.relative(SERVER, file).split(path.sep);
      if (parts.length === 1) return [];
      const folder = parts[0] as string;
      if (UNCHECKED_FOLDERS.has(folder)) return [];
      const mine = new Set(owned[folder] ?? []);
      return tablesNamedIn(readFileSync(file, 'utf8'))
        .filter((table) => !mine.has(table))
        .map((table) => ({ folder, table, file: path.relative(SRC, file) }));
    });
}

describe('server table ownership', () => {
  it('every table has exactly one owner, and every folder is in the table', () => {
    const schema = readFileSync(path.join(SERVER, 'db', 'schema.ts'), 'utf8');
    const database = /export interface Database \{([^}]*)\}/.exec(schema)?.[1] ?? '';
    const tables = [...database.matchAll(/^\s*(\w+):/gm)].map((match) => match[1] as string);
    expect(tables.length).toBeGreaterThan(0);
    expect([...ALL_TABLES].sort()).toEqual([...tables].sort());
    expect(Object.keys(OWNED_TABLES).sort()).toEqual(
      Object.keys(ALLOWED_IMPORTS)
        .filter((folder) => !UNCHECKED_FOLDERS.has(folder))
        .sort(),
    );
  });

  it("a feature's queries name only its own tables", () => {
    const waived = new Set(NOT_YET_OWNED.map((entry) => `${entry.folder}:${entry.table}`));
    const found = foreignTables()
      .filter((use) => !waived.has(`${use.folder}:${use.table}`))
      .map((use) => `${use.folder}: ${use.file} names ${use.table}`);
    expect(found).toEqual([]);
  });

  it('every entry of the not-yet-owned list is still needed', () => {
    const used = new Set(foreignTables().map((use) => `${use.folder}:${use.table}`));
    const stale = NOT_YET_OWNED.filter((entry) => !used.has(`${entry.folder}:${entry.table}`));
    expect(stale).toEqual([]);
  });

  it('the scan sees every form of naming a table', () => {
    const source = [
      "db.selectFrom('games as g').innerJoin('users as u', 'u.id', 'g.whitePlayerId')",
      '.leftJoin("gameRatings", …); trx.deleteFrom(`blocks`); db.insertInto(\'notifications\')',
      "trx.updateTable( 'studies' ); db.selectFrom(['payments', 'sessions as s'])",
      'await sql`update chat_messages set x = 1 where id in (select id from push_subscriptions)`',
    ].join('\n');
    expect(tablesNamedIn(source).sort()).toEqual(
      [
        'blocks',
        'chatMessages',
        'gameRatings',
        'games',
        'notifications',
        'payments',
        'pushSubscriptions',
        'sessions',
        'studies',
        'users',
      ].sort(),
    );
    // Without its ownership of the sessions table, the accounts folder is reported.
    const withoutSessions = {
      ...OWNED_TABLES,
      accounts: ['users', 'avatars', 'accountTokens', 'emailChanges', 'rateLimits'],
    };
    expect(foreignTables(withoutSessions).map((use) => `${use.folder}:${use.table}`)).toContain(
      'accounts:sessions',
    );
  });
});
