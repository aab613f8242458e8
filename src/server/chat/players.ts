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
