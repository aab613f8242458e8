import type { Executor } from '../db/executor';
import type { PlayerFields } from './player-names';

/**
 * A player another can befriend, block, challenge or invite to a study: an open account (a closed one is
 * nobody, decision 243), with what those features need of it besides its public fields: the address a
 * challenge is mailed to and what friends may see of its presence (decision 201). Read here, with the
 * row's owner, for the friends and studies features (decision 266).
 */
export interface OpenPlayer extends PlayerFields {
  email: string;
  presenceVisibility: string;
  lastSeenAt: number | null;
}

/** Named columns only: password, payment and plan fields never leave these queries. */
const OPEN_PLAYER_COLUMNS = [
  'id',
  'username',
  'displayName',
  'rating',
  'correspondenceRating',
  'profileImageUrl',
  'email',
  'presenceVisibility',
  'lastSeenAt',
] as const;

/** The open account with this username (any case). */
export function openPlayerByUsername(db: Executor, username: string): Promise<OpenPlayer | undefined> {
  return db
    .selectFrom('users')
    .select(OPEN_PLAYER_COLUMNS)
    .where('usernameKey', '=', username.toLowerCase())
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

export function openPlayerById(db: Executor, id: string): Promise<OpenPlayer | undefined> {
  return db
    .selectFrom('users')
    .select(OPEN_PLAYER_COLUMNS)
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** The open accounts among `ids`, by id, in one query; a closed or unknown id has no entry. */
export async function openPlayersById(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, OpenPlayer>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(OPEN_PLAYER_COLUMNS)
    .where('id', 'in', unique)
    .where('deletedAt', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}
