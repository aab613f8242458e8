import { GAME_ERRORS } from '../../core/protocol';
import { seatOf } from '../games/record/record';
import { HttpError, notFound } from '../http/errors';

export const SIGNAL_NOT_PLAYER = 'Only the two players can join the call';

export interface GamePlayers {
  whitePlayerId: string | null;
  blackPlayerId: string | null;
  /** The game this one is a rematch of: the pair's conversation carries across (decision 176). */
  rematchOfGameId?: string | null;
}

/** The part of the Referee's game service the private channel needs. */
export interface PlayersSource {
  players(gameId: string): Promise<GamePlayers | null>;
}

export type PlayersLookup = (gameId: string) => Promise<GamePlayers | null>;

/** Games kept in the cache at most; the oldest entry goes first. */
const CACHE_LIMIT = 10_000;

/**
 * The players of a game, remembered once both seats are taken: seats never change after that, and
 * every ICE candidate would otherwise cost a database read.
 */
export function cachedPlayers(source: PlayersSource): PlayersLookup {
  const full = new Map<string, GamePlayers>();
  return async (gameId) => {
    const known = full.get(gameId);
    if (known) return known;
    const players = await source.players(gameId);
    if (players?.whitePlayerId && players.blackPlayerId) {
      if (full.size >= CACHE_LIMIT) full.delete(full.keys().next().value as string);
      full.set(gameId, players);
    }
    return players;
  };
}

/**
 * A game's call is between its two players: the other seat's player is who `userId` calls (null while
 * that seat is empty); a spectator or a stranger calls nobody.
 */
export function gameCallParties(players: PlayersLookup): {
  otherParty(gameId: string, fromUserId: string): Promise<string | null>;
} {
  return {
    async otherParty(gameId, fromUserId) {
      const found = await players(gameId);
      if (!found) throw notFound(GAME_ERRORS.notFound);
      const seat = seatOf(found, fromUserId);
      if (!seat) throw new HttpError('not_a_player', SIGNAL_NOT_PLAYER);
      return seat === 'white' ? found.blackPlayerId : found.whitePlayerId;
    },
  };
}
