import type { LobbyPoolId } from '../../core/lobby-pools';
import { LOBBY_POOLS } from '../../core/lobby-pools';
import type { Game } from '../../core/protocol';
import { type LobbyAllowance, lobbyAllowanceOf, lobbyLimitRefusal } from '../billing/lobby-allowance';
import type { EventBus } from '../bus';
import { publishToUser } from '../bus/user-channel';
import type { Db } from '../db/database';
import { countLobbyGames } from '../games/record/lobby-games';
import type { GameService } from '../games/service';

/** Two people the lobby brought together, seated: from a pairing wave or an accepted seek. */
export interface LobbyPair {
  whiteId: string;
  blackId: string;
  pool: LobbyPoolId;
  rated: boolean;
  /** Who made it happen (the seek's acceptor); a wave's pair names White. Refusals speak to them. */
  actorId?: string;
}

/** Told of every lobby game that starts, so seeks and queue places of its two players can go. */
export type PairedListener = (game: Game, pair: LobbyPair) => Promise<void> | void;

/**
 * How a lobby game starts (issue 28, decision 283): a game of origin `lobby`, which the games service
 * charges to each player's daily lobby games, then both players' tabs are told to go to it.
 */
export interface LobbyGames {
  start(pair: LobbyPair): Promise<Game>;
  /** The person's lobby games today and their plan's limit. */
  allowance(userId: string, now?: number): Promise<LobbyAllowance>;
  /** Refuses (`lobby_limit`) a person who has no lobby game left today, before they wait or post. */
  assertAllowance(userId: string, now?: number): Promise<void>;
  onPaired(listener: PairedListener): void;
}

export function createLobbyGames(deps: {
  db: Db;
  bus: EventBus;
  games: Pick<GameService, 'startAgreed'>;
  log: { warn(obj: object, msg: string): void };
}): LobbyGames {
  const listeners: PairedListener[] = [];
  const allowance = (userId: string, now = Date.now()) =>
    lobbyAllowanceOf(deps.db.kysely, countLobbyGames, userId, now);
  return {
    async start(pair) {
      const { timeControl, increment } = LOBBY_POOLS[pair.pool];
      const game = await deps.games.startAgreed({
        hostId: pair.whiteId,
        whitePlayerId: pair.whiteId,
        blackPlayerId: pair.blackId,
        timeControl,
        increment,
        rated: pair.rated,
        actorId: pair.actorId ?? pair.whiteId,
        origin: 'lobby',
      });
      for (const listener of listeners) {
        try {
          await listener(game, pair);
        } catch (err) {
          // The game stands: a seek or queue place left over is cleared when its owner next acts.
          deps.log.warn({ err, gameId: game.id }, 'lobby listener failed after a pairing');
        }
      }
      await Promise.all(
        [pair.whiteId, pair.blackId].map((userId) =>
          publishToUser(deps.bus, userId, { type: 'lobby_paired', gameId: game.id }),
        ),
      );
      return game;
    },
    allowance,
    async assertAllowance(userId, now = Date.now()) {
      const { usedToday, perDay } = await allowance(userId, now);
      if (perDay !== null && usedToday >= perDay) {
        throw lobbyLimitRefusal(perDay, true);
      }
    },
    onPaired(listener) {
      listeners.push(listener);
    },
  };
}
