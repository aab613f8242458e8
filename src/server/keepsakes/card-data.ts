import { hasGameCard } from '../../core/game-card';
import type { Game } from '../../core/protocol';
import type { Db } from '../db/database';
import { gameRatings } from '../games/history/game-records';
import type { CardInput } from './card-svg';

/** What the card of a game shows; null for an unknown game or one that has not finished. */
export async function cardInput(db: Db, game: Game | null): Promise<CardInput | null> {
  if (!game || !hasGameCard(game)) return null;
  const ratings = await gameRatings(db, game.id);
  return {
    game,
    white: { player: game.white, rating: ratings?.white?.before ?? game.white?.rating ?? null },
    black: { player: game.black, rating: ratings?.black?.before ?? game.black?.rating ?? null },
  };
}
