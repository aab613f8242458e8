import type { GameMovesResponse, GameRatings, SideRatingChange } from '../../../core/protocol';
import { displayRating, ratingChange } from '../../../core/ratings';
import type { Db } from '../../db/database';
import { loadGame } from '../record/store';

/** Both sides' rating change in a game, for the game-over banner; null when there is no such game. */
export async function gameRatings(db: Db, gameId: string): Promise<GameRatings | null> {
  const game = await db.kysely.selectFrom('games').select('id').where('id', '=', gameId).executeTakeFirst();
  if (!game) return null;
  const rows = await db.kysely
    .selectFrom('gameRatings')
    .select(['userId', 'color', 'ratingBefore', 'ratingAfter'])
    .where('gameId', '=', gameId)
    .execute();
  const side = (color: string): SideRatingChange | null => {
    const row = rows.find((candidate) => candidate.color === color);
    if (!row) return null;
    return {
      userId: row.userId,
      before: displayRating(row.ratingBefore),
      after: displayRating(row.ratingAfter),
      change: ratingChange(row.ratingBefore, row.ratingAfter),
    };
  };
  return { rated: rows.length > 0, white: side('white'), black: side('black') };
}

/**
 * Every move of a game with both clocks right after it, for replays (the referee keeps a clock reading
 * per ply beside the moves); null when there is no such game.
 */
export async function gameMoves(db: Db, gameId: string): Promise<GameMovesResponse | null> {
  const game = await loadGame(db.kysely, gameId);
  if (!game) return null;
  return {
    moves: game.moves.map((move, ply) => {
      const clock = game.clockHistory[ply];
      return {
        ply,
        move,
        san: game.san[ply] ?? move,
        whiteMs: clock?.whiteMs ?? null,
        blackMs: clock?.blackMs ?? null,
      };
    }),
  };
}
