import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { hashToken } from './session';

export type TokenPurpose = 'confirm_email' | 'reset_password';

/** How long an e-mailed link works. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  confirm_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Issues a fresh 256-bit token for the user and purpose, voiding every older one of that purpose.
 * Returns the token for the link; only its SHA-256 is stored.
 */
export async function issueToken(
  db: Executor,
  userId: string,
  purpose: TokenPurpose,
  now = Date.now(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const replace = async (trx: Executor) => {
    await trx
      .deleteFrom('accountTokens')
      .where('userId', '=', userId)
      .where('purpose', '=', purpose)
      .execute();
    await trx
      .insertInto('accountTokens')
      .values({
        id: hashToken(token),
        userId,
        purpose,
        createdAt: now,
        expiresAt: now + TOKEN_LIFETIME_MS[purpose],
      })
      .execute();
  };
  if (db.isTransaction) await replace(db);
  else await db.transaction().execute(replace);
  return token;
}

export type ConsumedToken = { userId: string; expired: boolean };

/**
 * Uses a token up: one DELETE … RETURNING, so two requests racing with the same token cannot both
 * get it. An expired token is removed as well and reported as expired; unknown gives null.
 */
export async function consumeToken(
  db: Executor,
  token: string,
  purpose: TokenPurpose,
  now = Date.now(),
): Promise<ConsumedToken | null> {
  const row = await db
    .deleteFrom('accountTokens')
    .where('id', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .returning(['userId', 'expiresAt'])
    .executeTakeFirst();
  if (!row) return null;
  return { userId: row.userId, expired: row.expiresAt <= now };
}

export async function deleteUserTokens(db: Executor, userId: string, purpose: TokenPurpose): Promise<void> {
  await db.deleteFrom('accountTokens').where('userId', '=', userId).where('purpose', '=', purpose).execute();
}
