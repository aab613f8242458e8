import { TOURNAMENT_LIMITS } from '../../../core/limits';
import type { Color, PublicUser } from '../../../core/protocol';
import type { LiveTournamentGame, StandingLine, Standings } from '../../../core/tournament/schemas';
import { addToTally, type GameOutcome, newTally, type PlayedGame } from '../../../core/tournament/scoring';
import {
  compareLines,
  type Entrant,
  netWin,
  performanceFrom,
  type RatedGame,
  rankEntrants,
} from '../../../core/tournament/standings';
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

/** The games that count, oldest end first: the order the scoring reads them in. */
function endedInOrder(games: readonly TournamentGame[]): TournamentGame[] {
  return games
    .filter((g) => g.ended && g.result !== null)
    .sort((a, b) => (a.endedAt ?? 0) - (b.endedAt ?? 0) || (a.gameId < b.gameId ? -1 : 1));
}

/** Finished games of each player, oldest end first, as the scoring reads them. */
export function playedGames(
  entries: readonly Entry[],
  games: readonly TournamentGame[],
): Map<string, RatedGame[]> {
  const rating = new Map(entries.map((e) => [e.userId, e.ratingAtStart]));
  const played = new Map<string, RatedGame[]>(entries.map((e) => [e.userId, []]));
  for (const game of endedInOrder(games)) {
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

/**
 * Each player's rank exactly as `buildTable` ranks them, without building the table: the pairing pass needs
 * the order only, every second. Running totals per player (score and streak, opponents' ratings, net wins)
 * take the place of every game's scored line and sheet, which stayed alive through the pass and made the
 * young generation's collections copy thousands of objects (bench/README.md, the arena's pairing pass).
 */
export function tableRanks(entries: readonly Entry[], games: readonly TournamentGame[]): Map<string, number> {
  const at = new Map(entries.map((entry, i) => [entry.userId, i]));
  const tallies = entries.map(() => newTally());
  const opponents = new Float64Array(entries.length);
  const net = new Int32Array(entries.length);
  const played = new Uint32Array(entries.length);
  // One game at a time through the core's scoring: a scratch copy, not an object per game and side.
  const game: { -readonly [K in keyof PlayedGame]: PlayedGame[K] } = {
    gameId: '',
    outcome: 'draw',
    berserk: false,
    plies: 0,
    agreedDraw: false,
  };
  for (const ended of endedInOrder(games)) {
    for (const color of ['white', 'black'] as const) {
      const i = at.get(color === 'white' ? ended.whiteId : ended.blackId);
      const outcome = outcomeFor(ended, color);
      if (i === undefined || !outcome) continue;
      const opponent = at.get(color === 'white' ? ended.blackId : ended.whiteId);
      game.gameId = ended.gameId;
      game.outcome = outcome;
      game.berserk = ended.berserk[color];
      game.plies = ended.plies;
      game.agreedDraw = ended.agreedDraw;
      addToTally(tallies[i], game);
      opponents[i] += opponent === undefined ? 1200 : entries[opponent].ratingAtStart;
      net[i] += netWin(outcome);
      played[i] += 1;
    }
  }
  const lines = entries.map((entry, i) => ({
    userId: entry.userId,
    ratingAtStart: entry.ratingAtStart,
    score: tallies[i].score,
    performance: performanceFrom(played[i], opponents[i], net[i]),
  }));
  lines.sort(compareLines);
  return new Map(lines.map((line, index) => [line.userId, index + 1]));
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
