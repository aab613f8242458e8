import { classifyOpening } from '../../core/chess/opening';
import { gamePgn, type PgnRating } from '../../core/chess/pgn';
import { recordedPlayerName } from '../../core/names';
import type { Db } from '../db/database';
import { isOver } from './record/record';
import { loadGameWithSeats } from './record/store';

/**
 * A game's PGN as lichess writes one (decision 278): the players' ratings at that game from its rating
 * rows (not today's), the clocks kept after each ply, and the opening named when the game ended (named
 * now while it is still going). Null when there is no such game; `movetext` replaces the moves (a
 * review's lines).
 */
export async function exportGamePgn(
  db: Db,
  appUrl: string,
  gameId: string,
  movetext?: readonly string[],
): Promise<string | null> {
  const [loaded, stored, ratings] = await Promise.all([
    loadGameWithSeats(db.kysely, gameId),
    db.kysely
      .selectFrom('games')
      .select(['openingEco', 'openingName'])
      .where('id', '=', gameId)
      .executeTakeFirst(),
    db.kysely
      .selectFrom('gameRatings')
      .select(['color', 'ratingBefore', 'ratingAfter'])
      .where('gameId', '=', gameId)
      .execute(),
  ]);
  if (!loaded || !stored) return null;
  const { game, seats } = loaded;
  const ratingOf = (color: 'white' | 'black'): PgnRating | null => {
    const row = ratings.find((candidate) => candidate.color === color);
    return row ? { before: row.ratingBefore, after: row.ratingAfter } : null;
  };
  const opening = isOver(game)
    ? stored.openingEco && stored.openingName
      ? { eco: stored.openingEco, name: stored.openingName }
      : null
    : game.startFen === null
      ? classifyOpening(game.moves)
      : null;
  return gamePgn({
    site: `${appUrl}/game/${game.id}`,
    date: game.startedAt ?? game.createdAt,
    white: recordedPlayerName(seats.white),
    black: recordedPlayerName(seats.black),
    whiteRating: ratingOf('white'),
    blackRating: ratingOf('black'),
    result: game.result,
    termination: game.termination,
    // The game's own flag: an unfinished rated game has no rating rows yet and is still a rated game.
    rated: game.rated,
    timeControlSeconds: game.timeControl,
    incrementSeconds: game.increment,
    daysPerMove: game.daysPerMove,
    san: game.san,
    clocks: game.clockHistory,
    // A game from another position has no opening to name; its start is the SetUp and FEN tags.
    ...(game.startFen === null ? { opening } : { fen: game.startFen }),
    ...(movetext ? { movetext } : {}),
  });
}
