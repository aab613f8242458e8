import { type Expression, sql } from 'kysely';
import { GUEST_PLAYER_NAME, guestLabel } from '../../core/names';
import type { Executor } from '../db/executor';

/**
 * The public fields other features show beside a player's name (seats, history, invitations, friends,
 * studies), read in one query for a list of ids (decision 266): a caller reads its own rows first, then
 * names every player in them at once, never one query per row.
 */
export interface PlayerFields {
  id: string;
  username: string;
  displayName: string | null;
  /** The live rating: what a name is shown with everywhere but in a correspondence game. */
  rating: number;
  /** The correspondence games' own rating (decision 327), shown with the players of such a game. */
  correspondenceRating: number;
  profileImageUrl: string | null;
}

/**
 * The public fields (names, rating and picture) of each known user among `ids`, closed accounts included.
 * A guest's name is marked "(Guest)" here, the one place every feature reads names from (decision 287).
 */
export async function publicFieldsOf(db: Executor, ids: readonly (string | null)[]): Promise<PlayerFields[]> {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  if (unique.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'displayName',
      'rating',
      'correspondenceRating',
      'profileImageUrl',
      'guestUntil',
      'deletedAt',
    ])
    .where('id', 'in', unique)
    .execute();
  // A deleted guest is "Guest" alone, as its erasure named it.
  return rows.map(({ guestUntil, deletedAt, ...fields }) =>
    guestUntil === null || deletedAt !== null
      ? fields
      : // The placeholder username never shows: where a username would, "Guest" does.
        {
          ...fields,
          username: GUEST_PLAYER_NAME,
          displayName: guestLabel(fields.displayName ?? GUEST_PLAYER_NAME),
        },
  );
}

/** `publicFieldsOf` keyed by id; an unknown id (or an empty seat's null) has no entry. */
export async function publicFieldsById(
  db: Executor,
  ids: readonly (string | null)[],
): Promise<Map<string, PlayerFields>> {
  const rows = await publicFieldsOf(db, ids);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Whether a user with this id exists (closed accounts too: their games stay theirs). */
export async function userExists(db: Executor, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** When the account was made; null for an unknown user. */
export async function accountCreatedAt(db: Executor, userId: string): Promise<number | null> {
  const row = await db.selectFrom('users').select('createdAt').where('id', '=', userId).executeTakeFirst();
  return row?.createdAt ?? null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const likeEscaped = (value: Expression<string | null>, pattern: string) =>
  sql<boolean>`${value} like ${pattern} escape '\\'`;

/**
 * The ids of the users whose username or display name contains `text`, case-insensitively (the history's
 * search by opponent). The username is matched on its stored lower-case key and the display name on
 * `lower(display_name)`, which migration 042 indexes.
 */
export async function idsOfUsersNamedLike(db: Executor, text: string): Promise<string[]> {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        likeEscaped(eb.ref('usernameKey'), pattern),
        likeEscaped(sql<string | null>`lower(${eb.ref('displayName')})`, pattern),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}
