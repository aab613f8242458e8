import type { Game } from '../../../core/protocol';
import type { Executor } from '../../db/executor';
import { vacationsOfPlayers } from './vacation-store';

/**
 * The wire game with each player's vacation under way (decision 325), for a correspondence game being played: the
 * room says "On vacation until …" beside that player. Other games go out as they are, without a query.
 */
export async function withVacations(db: Executor, game: Game, now: number): Promise<Game> {
  if (game.daysPerMove == null || game.status !== 'active') return game;
  const ids = [game.whitePlayerId, game.blackPlayerId].filter((id): id is string => id !== null);
  const byUser = await vacationsOfPlayers(db, ids, now);
  const until = (userId: string | null): number | null => {
    const current = (userId ? byUser.get(userId) : undefined)?.find((v) => v.from <= now && now < v.until);
    return current?.until ?? null;
  };
  return { ...game, onVacationUntil: { white: until(game.whitePlayerId), black: until(game.blackPlayerId) } };
}
