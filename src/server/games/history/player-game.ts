import type {
  Color,
  GameResult,
  GameStatus,
  PlayerGame,
  PlayerOutcome,
  PublicUser,
  Termination,
} from '../../../core/protocol';

/** A game row as the history reads it. Rows are written by the games feature, in its enum values. */
export interface HistoryRow {
  id: string;
  status: string;
  result: string | null;
  termination: string | null;
  whitePlayerId: string | null;
  blackPlayerId: string | null;
  timeControl: number;
  increment: number;
  /** A correspondence game's days per move (decision 316); null for a game with a clock. */
  daysPerMove: number | null;
  /** 1 rated, 0 casual (migration 089). */
  rated: number;
  ply: number;
  createdAt: number;
  startedAt: number | null;
  endedAt: number | null;
}

/** The outcome for the player in `seat` (spec §4: white_wins is a Win for White and a Loss for Black). */
export function outcomeOf(result: GameResult | null, seat: Color): PlayerOutcome | null {
  if (result === null) return null;
  if (result === 'draw') return 'draw';
  return (result === 'white_wins') === (seat === 'white') ? 'win' : 'loss';
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The wire game of a user's history, told from `userId`'s side. */
export function toPlayerGame(
  row: HistoryRow,
  userId: string,
  extra: {
    white: PublicUser | null;
    black: PublicUser | null;
    ratingChange: { change: number; after: number } | null;
  },
): PlayerGame {
  const color: Color = row.whitePlayerId === userId ? 'white' : 'black';
  const result = row.result as GameResult | null;
  return {
    id: row.id,
    status: row.status as GameStatus,
    result,
    termination: row.termination as Termination | null,
    whitePlayerId: row.whitePlayerId,
    blackPlayerId: row.blackPlayerId,
    white: extra.white,
    black: extra.black,
    timeControl: row.timeControl,
    increment: row.increment,
    ...(row.daysPerMove === null ? {} : { daysPerMove: row.daysPerMove }),
    rated: row.rated !== 0,
    moveCount: row.ply,
    createdAt: new Date(row.createdAt).toISOString(),
    startedAt: iso(row.startedAt),
    endedAt: iso(row.endedAt),
    color,
    outcome: outcomeOf(result, color),
    ratingChange: extra.ratingChange?.change ?? null,
    ratingAfter: extra.ratingChange?.after ?? null,
  };
}
