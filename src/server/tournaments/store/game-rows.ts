import type { GameResult } from '../../../core/protocol';
import type { Executor } from '../../db/executor';

/** A tournament's games (migration 101): the pairing, and once ended what the scoring reads. */
export interface TournamentGame {
  gameId: string;
  tournamentId: string;
  whiteId: string;
  blackId: string;
  pairedAt: number;
  startsAt: number;
  ended: boolean;
  result: GameResult | null;
  plies: number;
  agreedDraw: boolean;
  berserk: { white: boolean; black: boolean };
  endedAt: number | null;
}

/** The outcome of a game that ended, as the games service told it. */
export interface EndedFacts {
  result: GameResult | null;
  plies: number;
  agreedDraw: boolean;
  berserk: { white: boolean; black: boolean };
  endedAt: number;
}

type Row = {
  gameId: string;
  tournamentId: string;
  whiteId: string;
  blackId: string;
  pairedAt: number;
  startsAt: number;
  ended: number;
  result: string | null;
  plies: number;
  agreedDraw: number;
  whiteBerserk: number;
  blackBerserk: number;
  endedAt: number | null;
};

function fromRow(row: Row): TournamentGame {
  return {
    gameId: row.gameId,
    tournamentId: row.tournamentId,
    whiteId: row.whiteId,
    blackId: row.blackId,
    pairedAt: Number(row.pairedAt),
    startsAt: Number(row.startsAt),
    ended: Number(row.ended) === 1,
    result: row.result as GameResult | null,
    plies: Number(row.plies),
    agreedDraw: Number(row.agreedDraw) === 1,
    berserk: { white: Number(row.whiteBerserk) === 1, black: Number(row.blackBerserk) === 1 },
    endedAt: row.endedAt === null ? null : Number(row.endedAt),
  };
}

export async function gamesOf(db: Executor, tournamentId: string): Promise<TournamentGame[]> {
  const rows = await db
    .selectFrom('tournamentGames')
    .selectAll()
    .where('tournamentId', '=', tournamentId)
    .orderBy('pairedAt')
    .execute();
  return rows.map(fromRow);
}

export async function tournamentGame(db: Executor, gameId: string): Promise<TournamentGame | null> {
  const row = await db
    .selectFrom('tournamentGames')
    .selectAll()
    .where('gameId', '=', gameId)
    .executeTakeFirst();
  return row ? fromRow(row) : null;
}

/** Games still in play of tournaments that are started or finished (the sweep's work). */
export async function gamesInPlay(db: Executor, limit: number): Promise<TournamentGame[]> {
  const rows = await db
    .selectFrom('tournamentGames')
    .selectAll()
    .where('ended', '=', 0)
    .orderBy('pairedAt')
    .limit(limit)
    .execute();
  return rows.map(fromRow);
}

export async function insertTournamentGame(
  db: Executor,
  game: Pick<TournamentGame, 'gameId' | 'tournamentId' | 'whiteId' | 'blackId' | 'pairedAt' | 'startsAt'>,
): Promise<void> {
  await db.insertInto('tournamentGames').values(game).execute();
}

/** Records the end once; false when it was recorded already (another instance, or the sweep, was first). */
export async function recordEnd(db: Executor, gameId: string, facts: EndedFacts): Promise<boolean> {
  const result = await db
    .updateTable('tournamentGames')
    .set({
      ended: 1,
      result: facts.result,
      plies: facts.plies,
      agreedDraw: facts.agreedDraw ? 1 : 0,
      whiteBerserk: facts.berserk.white ? 1 : 0,
      blackBerserk: facts.berserk.black ? 1 : 0,
      endedAt: facts.endedAt,
    })
    .where('gameId', '=', gameId)
    .where('ended', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A side went berserk: the live boards and the sheet show it before the game ends. */
export async function markBerserk(db: Executor, gameId: string, side: 'white' | 'black'): Promise<void> {
  await db
    .updateTable('tournamentGames')
    .set(side === 'white' ? { whiteBerserk: 1 } : { blackBerserk: 1 })
    .where('gameId', '=', gameId)
    .execute();
}

/** Tournaments a player took part in, with their ids, newest first (profile and history). */
export async function tournamentIdsOfPlayer(db: Executor, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('tournamentPlayers')
    .innerJoin('tournaments', 'tournaments.id', 'tournamentPlayers.tournamentId')
    .select('tournaments.id')
    .where('tournamentPlayers.userId', '=', userId)
    .where('tournaments.status', 'in', ['started', 'finished'])
    .orderBy('tournaments.startsAt', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** A pairing whose game never started (refused, or the instance died before it): gone, so nobody waits on it. */
export async function deleteTournamentGame(db: Executor, gameId: string): Promise<void> {
  await db.deleteFrom('tournamentGames').where('gameId', '=', gameId).where('ended', '=', 0).execute();
}
