import path from 'node:path';
import { listModerators, setModerator } from './accounts/moderators';
import { loadConfig } from './config';
import { type Db, openDb } from './db/database';
import { migrateToLatest } from './db/migrate';
import { loadEnvFile } from './env-file';

export const MODERATOR_USAGE = 'Usage: npm run moderator -- grant <username> | revoke <username> | list';

/**
 * The operator's command for the moderator role (decision 281): the only way the role is given or taken
 * back; no HTTP path does it. Answers what to print and whether it worked.
 */
export async function moderatorCommand(
  db: Db,
  args: readonly string[],
): Promise<{ ok: boolean; text: string }> {
  const [verb, username, ...rest] = args;
  if (verb === 'list' && username === undefined) {
    const names = await listModerators(db);
    return { ok: true, text: names.length > 0 ? names.join('\n') : 'No moderators yet.' };
  }
  if ((verb !== 'grant' && verb !== 'revoke') || !username || rest.length > 0) {
    return { ok: false, text: MODERATOR_USAGE };
  }
  const changed = await setModerator(db, username, verb === 'grant');
  if (!changed) return { ok: false, text: `No open account is called "${username}".` };
  return {
    ok: true,
    text: verb === 'grant' ? `${username} is now a moderator.` : `${username} is no longer a moderator.`,
  };
}

/** `npm run moderator`: opens the configured database as the server does (`.env`, DATABASE_URL, DATA_DIR). */
export async function main(args: readonly string[]): Promise<number> {
  loadEnvFile();
  const config = loadConfig();
  const db = openDb({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'chesschat.db'),
    sqliteSynchronous: config.sqliteSynchronous,
    poolSize: 1,
  });
  try {
    await migrateToLatest(db);
    const { ok, text } = await moderatorCommand(db, args);
    (ok ? console.log : console.error)(text);
    return ok ? 0 : 1;
  } finally {
    await db.close();
  }
}
