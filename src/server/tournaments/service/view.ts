import type { PublicUser } from '../../../core/protocol';
import { tournamentRules } from '../../../core/tournament/rules';
import type {
  EntryStatus,
  JoinRefusal,
  MyTournament,
  TournamentPage,
  TournamentSummary,
} from '../../../core/tournament/schemas';
import { type Entry, entriesOf } from '../store/entry-rows';
import { gamesOf, type TournamentGame } from '../store/game-rows';
import type { Tournament } from '../store/tournament-rows';
import { joinRefusal, type Reader, type Standing } from './access';
import type { TournamentDeps } from './deps';
import { buildTable, liveGameIds, liveGames, standingsFor, type Table } from './table';

/** Everything a tournament's page and its watchers show, read once. */
export interface TournamentView {
  tournament: Tournament;
  entries: Entry[];
  games: TournamentGame[];
  table: Table;
  live: ReturnType<typeof liveGames>;
  creator: PublicUser | null;
}

export async function loadView(
  deps: Pick<TournamentDeps, 'db' | 'players' | 'games'>,
  t: Tournament,
  now: number,
): Promise<TournamentView> {
  const [entries, games] = await Promise.all([
    entriesOf(deps.db.kysely, t.id),
    gamesOf(deps.db.kysely, t.id),
  ]);
  const ids = entries.map((e) => e.userId);
  if (t.createdBy) ids.push(t.createdBy);
  const players = await deps.players(ids);
  const table = buildTable(entries, games, players);
  const fens = new Map<string, string>();
  for (const gameId of liveGameIds(table, games, now)) {
    const game = await deps.games.snapshot(gameId);
    if (game) fens.set(gameId, game.fen);
  }
  return {
    tournament: t,
    entries,
    games,
    table,
    live: liveGames(table, games, now, fens),
    creator: t.createdBy ? (players.get(t.createdBy) ?? null) : null,
  };
}

export function summaryOf(
  t: Tournament,
  extra: {
    players: number;
    creator: PublicUser | null;
    myStatus: EntryStatus | null;
    reader: Reader | null;
    standing: Standing;
    /** The reader's sanction on joining Pro arenas, asked of the contact check (decision 300). */
    arenaSanction?: JoinRefusal | null;
  },
): TournamentSummary {
  return {
    id: t.id,
    name: t.name,
    slot: t.slotKey,
    kind: t.kind,
    status: t.status,
    timeControl: t.timeControl,
    increment: t.increment,
    minutes: t.minutes,
    startsAt: new Date(t.startsAt).toISOString(),
    endsAt: new Date(t.endsAt).toISOString(),
    rated: t.rated,
    players: extra.players,
    maxPlayers: t.maxPlayers,
    createdBy: extra.creator,
    myStatus: extra.myStatus,
    joinRefusal:
      extra.myStatus === 'active'
        ? null
        : joinRefusal(t, extra.reader, extra.standing, extra.players, extra.arenaSanction ?? null),
  };
}

/** The reader's own state in the tournament: their game in play, or the one counting down. */
export function myTournament(view: TournamentView, userId: string, now: number): MyTournament | null {
  const entry = view.entries.find((e) => e.userId === userId);
  if (!entry) return null;
  const mine = view.games.filter((g) => !g.ended && (g.whiteId === userId || g.blackId === userId));
  const playing = mine.find((g) => g.startsAt <= now);
  const next = mine.find((g) => g.startsAt > now);
  return {
    status: entry.status,
    gameId: playing?.gameId ?? null,
    nextGame: next ? { gameId: next.gameId, startsAt: next.startsAt } : null,
  };
}

export function pageOf(
  view: TournamentView,
  reader: Reader | null,
  standing: Standing,
  now: number,
  arenaSanction: JoinRefusal | null = null,
): TournamentPage {
  const t = view.tournament;
  const entry = reader ? view.entries.find((e) => e.userId === reader.id) : undefined;
  const finished = t.status === 'finished';
  return {
    tournament: summaryOf(t, {
      players: view.entries.length,
      creator: view.creator,
      myStatus: entry?.status ?? null,
      reader,
      standing,
      arenaSanction,
    }),
    rules: tournamentRules(t),
    standings: standingsFor(view.table, finished ? [] : view.live, reader?.id ?? null),
    me: reader ? myTournament(view, reader.id, now) : null,
    podium: finished ? view.table.lines.slice(0, 3) : null,
    finalTable: finished ? view.table.lines : null,
    inviteToken: standing.isCreator ? t.inviteToken : null,
    isCreator: standing.isCreator,
  };
}
