// Puts benchmark players straight into a fresh database with the project's own code, so the benchmark
// measures play, not sign-up. Pro tier: plan allowances never interfere. SQLite in DATA_DIR, or the
// PostgreSQL database DATABASE_URL names (the benchmark's `--db pg` makes a fresh one).
// Usage: node --import tsx bench/seed.ts <DATA_DIR> <players>; prints [{ id, cookie }] as JSON.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { hashToken, SESSION_COOKIE, SESSION_LIFETIME_MS } from '../src/server/accounts/session';
import { openDb } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { benchUser } from './bench-user';

const [dataDir, countText] = process.argv.slice(2);
const count = Number(countText);
if (!dataDir || !Number.isInteger(count) || count < 2) {
  throw new Error('usage: node --import tsx bench/seed.ts <DATA_DIR> <players>');
}

const db = openDb({
  databaseUrl: process.env.DATABASE_URL,
  sqliteFile: path.join(path.resolve(dataDir), 'chesschat.db'),
});
await migrateToLatest(db);
const now = Date.now();
const players: Array<{ id: string; cookie: string }> = [];
const BATCH = 200;
await db.kysely.transaction().execute(async (trx) => {
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
      const n = start + i;
      const token = randomBytes(32).toString('base64url');
      return { id: `bench${n}`, username: `bench${n}`, token };
    });
    await trx
      .insertInto('users')
      .values(batch.map(({ id, username }) => benchUser(id, username, now)))
      .execute();
    await trx
      .insertInto('sessions')
      .values(
        batch.map(({ id, token }) => ({
          id: hashToken(token),
          userId: id,
          createdAt: now,
          expiresAt: now + SESSION_LIFETIME_MS,
        })),
      )
      .execute();
    for (const { id, token } of batch) players.push({ id, cookie: `${SESSION_COOKIE}=${token}` });
  }
});
await db.close();
process.stdout.write(JSON.stringify(players));
