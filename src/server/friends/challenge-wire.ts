import type { Selectable } from 'kysely';
import { DAYS_PER_MOVE, type DaysPerMove } from '../../core/correspondence/deadline';
import type { Challenge, ChallengeColor } from '../../core/protocol';
import { ratedLabel } from '../../core/rated';
import { shortTimeControl } from '../../core/time-control';
import { openPlayersById } from '../accounts/open-players';
import type { PlayerFields } from '../accounts/player-names';
import type { Db } from '../db/database';
import type { ChallengesTable } from '../db/schema';
import { toPublicUser } from './store';

export type ChallengeRow = Selectable<ChallengesTable>;

/** A correspondence challenge's days per move (decision 329); null for a challenge with a clock. */
export function daysPerMoveOf(row: Pick<ChallengeRow, 'daysPerMove'>): DaysPerMove | null {
  return DAYS_PER_MOVE.find((days) => days === row.daysPerMove) ?? null;
}

/** The challenged player's colour, in their words: the challenger asked for the other one. */
function colourWords(color: ChallengeColor): string {
  if (color === 'random') return 'colours drawn at random';
  return `you play ${color === 'white' ? 'Black' : 'White'}`;
}

/**
 * The challenged player's notification: "ann challenges you: 5+2 · Casual, you play Black", or "3 days per move"
 * for a correspondence challenge. The stakes sit beside the clock, as in the room header, so nobody accepts a rated
 * game thinking it casual.
 */
export function challengeNoteText(challengerName: string, row: ChallengeRow): string {
  const days = daysPerMoveOf(row);
  const clock =
    days === null
      ? shortTimeControl(row.timeControl, row.increment)
      : `${days} ${days === 1 ? 'day' : 'days'} per move`;
  const terms = `${clock} · ${ratedLabel(row.rated !== 0)}`;
  return `${challengerName} challenges you: ${terms}, ${colourWords(row.color as ChallengeColor)}`;
}

/** A closed account's side of a challenge it left behind. */
const GONE: PlayerFields = {
  id: 'deleted',
  username: 'deleted',
  displayName: null,
  rating: 0,
  correspondenceRating: 0,
  profileImageUrl: null,
};

/** A stored challenge as both players see it, its players read from `players` (open accounts by id). */
export function challengeToWire(row: ChallengeRow, players: ReadonlyMap<string, PlayerFields>): Challenge {
  return {
    id: row.id,
    from: toPublicUser(players.get(row.challengerId) ?? GONE),
    to: toPublicUser(players.get(row.challengedId) ?? GONE),
    timeControl: row.timeControl,
    increment: row.increment,
    daysPerMove: daysPerMoveOf(row),
    color: row.color as ChallengeColor,
    rated: row.rated !== 0,
    status: row.status as Challenge['status'],
    gameId: row.gameId,
    createdAt: new Date(row.createdAt).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
  };
}

/** One challenge with its two players, read through their owner. */
export async function loadChallengeWire(db: Db, row: ChallengeRow): Promise<Challenge> {
  return challengeToWire(row, await openPlayersById(db.kysely, [row.challengerId, row.challengedId]));
}
