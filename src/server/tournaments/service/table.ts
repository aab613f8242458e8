import { TOURNAMENT_LIMITS } from '../../../core/limits';
import type { Color, PublicUser } from '../../../core/protocol';
import type { LiveTournamentGame, StandingLine, Standings } from '../../../core/tournament/schemas';
import type { GameOutcome } from '../../../core/tournament/scoring';
import { type Entrant, type RatedGame, rankEntrants } from '../../../core/tournament/standings';
import type { Entry } from '../store/entry-rows';
import type { TournamentGame } from '../store/game-rows';

/**
 * A tournament's table from its rows (issue 30): each player's finished games in the order they ended,
 * scored and ranked by the core's rules. Pure: the callers read the rows and the players' public fields.
 */

export interface TableEntrant extends Entrant {
  entry: Entry;
}

export interface Table {
  /** Every line, rank 1 first. */
  lines: StandingLine[];
  byUser: Map<string, StandingLine>;
}

function outcomeFor(game: TournamentGame, color: Color): GameOutcome | null {
  if (game.result === null) return null;
  if (game.result === 'draw') return 'draw';
  return (game.result === 'white_wins') === (color === 'white') ? 'win' : 'loss';
}

/** Finished games of each player, oldest end first, as the scoring reads them. */
export function playedGames(
  entries: readonly Entry[],
  games: readonly TournamentGame[],
): Map<string, RatedGame[]> {
  const rating = new Map(entries.map((e) => [e.userId, e.ratingAtStart]));
  const played = new Map<string, RatedGame[]>(entries.map((e) => [e.userId, []]));
  const ended = games
    .filter((g) => g.ended && g.result !== null)
    .sort((a, b) => (a.endedAt ?? 0) - (b.endedAt ?? 0) || (a.gameId < b.gameId ? -1 : 1));
  for (const game of ended) {
    for (const color of ['white', 'black'] as const) {
      const userId = color === 'white' ? game.whiteId : game.blackId;
      const opponentId = color === 'white' ? game.blackId : game.whiteId;
      const outcome = outcomeFor(game, color);
      if (!outcome) continue;
      played.get(userId)?.push({
        gameId: game.gameId,
        outcome,
        berserk: game.berserk[color],
        plies: game.plies,
        agreedDraw: game.agreedDraw,
        opponentRating: rating.get(opponentId) ?? 1200,
      });
    }
  }
  return played;
}

export function buildTable(
  entries: readonly Entry[],
  games: readonly TournamentGame[],
  players: ReadonlyMap<string, PublicUser>,
): Table {
  const played = playedGames(entries, games);
  const entrants: TableEntrant[] = entries.map((entry) => ({
    entry,
    userId: entry.userId,
    ratingAtStart: entry.ratingAtStart,
    games: played.get(entry.userId) ?? [],
  }));
  const lines = rankEntrants(entrants).map(
    (ranked): StandingLine => ({
      rank: ranked.rank,
      player: players.get(ranked.entrant.userId) ?? unknownPlayer(ranked.entrant.userId),
      ratingAtStart: ranked.entrant.ratingAtStart,
      score: ranked.sheet.score,
      sheet: ranked.sheet.games.map((g) => ({ ...g })),
      onFire: ranked.sheet.onFire,
      performance: ranked.performance,
      status: ranked.entrant.entry.status,
    }),
  );
  return { lines, byUser: new Map(lines.map((line) => [line.player.id, line])) };
}

/** A closed account's line still shows, under a neutral name. */
function unknownPlayer(id: string): PublicUser {
  return { id, username: 'Player', displayName: null, rating: 0, avatarUrl: null };
}

/** Games in play whose first-move window has opened, the best (highest ranked pair) first. */
export function liveGames(
  table: Table,
  games: readonly TournamentGame[],
  now: number,
  fenOf: ReadonlyMap<string, string>,
): LiveTournamentGame[] {
  const rankOf = (id: string) => table.byUser.get(id)?.rank ?? Number.MAX_SAFE_INTEGER;
  return games
    .filter((g) => !g.ended && g.startsAt <= now)
    .sort(
      (a, b) =>
        Math.min(rankOf(a.whiteId), rankOf(a.blackId)) - Math.min(rankOf(b.whiteId), rankOf(b.blackId)),
    )
    .slice(0, TOURNAMENT_LIMITS.liveGames)
    .flatMap((g) => {
      const white = table.byUser.get(g.whiteId);
      const black = table.byUser.get(g.blackId);
      const fen = fenOf.get(g.gameId);
      if (!white || !black || !fen) return [];
      return [
        {
          gameId: g.gameId,
          white: { player: white.player, rank: white.rank, berserk: g.berserk.white },
          black: { player: black.player, rank: black.rank, berserk: g.berserk.black },
          fen,
        },
      ];
    });
}

/** The ids of the games `liveGames` would show, to read their positions first. */
export function liveGameIds(table: Table, games: readonly TournamentGame[], now: number): string[] {
  const rankOf = (id: string) => table.byUser.get(id)?.rank ?? Number.MAX_SAFE_INTEGER;
  return games
    .filter((g) => !g.ended && g.startsAt <= now)
    .sort(
      (a, b) =>
        Math.min(rankOf(a.whiteId), rankOf(a.blackId)) - Math.min(rankOf(b.whiteId), rankOf(b.blackId)),
    )
    .slice(0, TOURNAMENT_LIMITS.liveGames)
    .map((g) => g.gameId);
}

/** The standings a reader is sent: the top lines, their own, the live boards. */
export function standingsFor(table: Table, live: LiveTournamentGame[], readerId: string | null): Standings {
  return {
    players: table.lines.length,
    top: table.lines.slice(0, TOURNAMENT_LIMITS.standingsTop),
    me: readerId ? (table.byUser.get(readerId) ?? null) : null,
    games: live,
  };
}
