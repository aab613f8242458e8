import type { PublicProfile } from '../../core/protocol';
import { displayRating, isProvisional, rankFor } from '../../core/ratings';
import type { Db } from '../db/database';

/** A player's public profile by username (any case); null when nobody has it or the account is closed. */
export async function publicProfile(db: Db, username: string): Promise<PublicProfile | null> {
  const user = await db.kysely
    .selectFrom('users')
    // Named columns only: e-mail, payment and plan fields never leave this query.
    .select([
      'id',
      'username',
      'displayName',
      'bio',
      'profileImageUrl',
      'createdAt',
      'rating',
      'ratingDeviation',
      'correspondenceRating',
      'correspondenceRatingDeviation',
    ])
    .where('usernameKey', '=', username.toLowerCase())
    // A closed account has no public page (decision 168).
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!user) return null;
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    bio: user.bio,
    profileImageUrl: user.profileImageUrl,
    memberSince: new Date(user.createdAt).toISOString(),
    rating: displayRating(user.rating),
    rank: rankFor(user.rating),
    provisional: isProvisional(user.ratingDeviation),
    correspondenceRating: displayRating(user.correspondenceRating),
    correspondenceProvisional: isProvisional(user.correspondenceRatingDeviation),
  };
}
