import type { Selectable } from 'kysely';
import type { Challenge, ChallengeColor } from '../../core/protocol';
import { ratedLabel } from '../../core/rated';
import { shortTimeControl } from '../../core/time-control';
import type { Db } from '../db/database';
import type { ChallengesTable } from '../db/schema';
import { findOpenUserById, toPublicUser } from './store';

export type ChallengeRow = Selectable<ChallengesTable>;

function colourWords(color: ChallengeColor, forChallenger: boolean): string {
  if (color === 'random') return 'colours drawn at random';
  const challengerPlays = color;
  const mine = forChallenger ? challengerPlays : challengerPlays === 'white' ? 'black' : 'white';
  return `you play ${mine === 'white' ? 'White' : 'Black'}`;
}

/**
 * The challenged player's notification: "ann challenges you: 5+2 · Casual, you play Black". The stakes
 * sit beside the clock, as in the room header, so nobody accepts a rated game thinking it casual.
 */
export function challengeNoteText(challengerName: string, row: ChallengeRow): string {
  const clock = shortTimeControl(row.timeControl, row.increment);
  const terms = `${clock} · ${ratedLabel(row.rated !== 0)}`;
  return `${challengerName} challenges you: ${terms}, ${colourWords(row.color as ChallengeColor, false)}`;
}

/** A stored challenge as both players see it; a deleted account reads as "deleted". */
export async function challengeToWire(db: Db, row: ChallengeRow): Promise<Challenge> {
  const [from, to] = await Promise.all([
    findOpenUserById(db.kysely, row.challengerId),
    findOpenUserById(db.kysely, row.challengedId),
  ]);
  const gone = { id: 'deleted', username: 'deleted', displayName: null, rating: 0, profileImageUrl: null };
  return {
    id: row.id,
    from: toPublicUser(from ?? gone),
    to: toPublicUser(to ?? gone),
    timeControl: row.timeControl,
    increment: row.increment,
    color: row.color as ChallengeColor,
    rated: row.rated !== 0,
    status: row.status as Challenge['status'],
    gameId: row.gameId,
    createdAt: new Date(row.createdAt).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
  };
}
