import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { requireUser, type SessionUser } from './session';

/**
 * The moderator role (decision 281): a flag on the users row, which accounts owns. It is read from the
 * signed-in user's session row and written only here, by the operator's command (`npm run moderator`);
 * no HTTP path grants it.
 */

export const MODERATORS_ONLY = 'Only moderators can open this';

/** Whether the signed-in user is a moderator. */
export function isModerator(user: Pick<SessionUser, 'moderator'>): boolean {
  return user.moderator === 1;
}

/** The signed-in moderator, or a 403 `moderators_only` (401 when signed out). */
export function requireModerator(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!isModerator(user)) throw new HttpError('moderators_only', MODERATORS_ONLY);
  return user;
}

/**
 * Grants or takes back the role of the open account with this username; false when there is none.
 * The session hook reads the row on every request, so the change holds from the person's next request.
 */
export async function setModerator(db: Db, username: string, moderator: boolean): Promise<boolean> {
  const result = await db.kysely
    .updateTable('users')
    .set({ moderator: moderator ? 1 : 0 })
    .where('usernameKey', '=', username.toLowerCase())
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The usernames of the moderators, for the operator's `list`. */
export async function listModerators(db: Db): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('users')
    .select('username')
    .where('moderator', '=', 1)
    .where('deletedAt', 'is', null)
    .orderBy('usernameKey')
    .execute();
  return rows.map((row) => row.username);
}
