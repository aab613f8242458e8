import type { JoinRefusal, TournamentList, TournamentPage } from '../../../core/tournament/schemas';
import { HttpError } from '../../http/errors';
import { entryCounts, entryOf, isInvited, statusesOf } from '../store/entry-rows';
import {
  loadTournament,
  privateTournamentsOf,
  recentArenas,
  type Tournament,
  tournamentsIn,
} from '../store/tournament-rows';
import { maySee, type Reader, type Standing, TEXT, tokenMatches } from './access';
import type { TournamentDeps } from './deps';
import { loadView, pageOf, summaryOf } from './view';

/** How many of each list `GET /api/tournaments` answers with. */
const LIST_LIMIT = { arenas: 30, recentArenas: 5, mine: 30 } as const;

/** What the reader is to a tournament: its creator, a player, invited, holding its link. */
export async function standingOf(
  deps: Pick<TournamentDeps, 'db'>,
  t: Tournament,
  readerId: string | null,
  token?: string,
): Promise<Standing> {
  const isCreator = readerId !== null && t.createdBy === readerId;
  const isPlayer = readerId !== null && (await entryOf(deps.db.kysely, t.id, readerId)) !== null;
  const invited =
    readerId !== null && t.kind === 'private' && (await isInvited(deps.db.kysely, t.id, readerId));
  return { isCreator, isPlayer, invited, tokenOk: tokenMatches(t.inviteToken, token) };
}

/** The tournament, if the reader may see it; `not_found` otherwise (a private one is not confirmed to exist). */
export async function visibleTournament(
  deps: Pick<TournamentDeps, 'db'>,
  id: string,
  readerId: string | null,
  token?: string,
): Promise<{ tournament: Tournament; standing: Standing }> {
  const tournament = await loadTournament(deps.db.kysely, id);
  if (!tournament) throw new HttpError('not_found', TEXT.notFound);
  const standing = await standingOf(deps, tournament, readerId, token);
  if (!maySee(tournament, standing)) throw new HttpError('not_found', TEXT.notFound);
  return { tournament, standing };
}

export async function readPage(
  deps: TournamentDeps,
  id: string,
  reader: Reader | null,
  token?: string,
): Promise<TournamentPage> {
  const { tournament, standing } = await visibleTournament(deps, id, reader?.id ?? null, token);
  const now = deps.now();
  const sanction = tournament.kind === 'pro_arena' ? await arenaSanctionOf(deps, reader) : null;
  return pageOf(await loadView(deps, tournament, now), reader, standing, now, sanction);
}

/**
 * What keeps the reader out of Pro arenas, asked of the one contact check (`tournament_join`: a lobby bar,
 * decision 300), or null. Private tournaments never ask it: their players were invited.
 */
export async function arenaSanctionOf(
  deps: Pick<TournamentDeps, 'contacts'>,
  reader: Reader | null,
): Promise<JoinRefusal | null> {
  if (!reader) return null;
  const verdict = await deps.contacts.voice(reader.id, 'tournament_join');
  if (verdict.allowed) return null;
  const { hold, until } = verdict.fields ?? {};
  return {
    code: verdict.code,
    message: verdict.message,
    ...(hold === 'dated' || hold === 'permanent' ? { hold } : {}),
    ...(typeof until === 'number' ? { until } : {}),
  };
}

export async function readList(deps: TournamentDeps, reader: Reader | null): Promise<TournamentList> {
  const db = deps.db.kysely;
  const coming = await tournamentsIn(db, ['scheduled', 'started'], {
    kind: 'pro_arena',
    limit: LIST_LIMIT.arenas,
  });
  const arenas = [...coming, ...(await recentArenas(db, LIST_LIMIT.recentArenas))];
  const mine = reader ? await privateTournamentsOf(db, reader.id, LIST_LIMIT.mine) : [];
  const all = [...arenas, ...mine];
  const ids = all.map((t) => t.id);
  const counts = await entryCounts(db, ids);
  const statuses = reader ? await statusesOf(db, reader.id, ids) : new Map();
  const creators = await deps.players(mine.flatMap((t) => (t.createdBy ? [t.createdBy] : [])));
  const arenaSanction = arenas.length > 0 ? await arenaSanctionOf(deps, reader) : null;
  const summary = (t: Tournament) => {
    const myStatus = statuses.get(t.id) ?? null;
    const isCreator = reader !== null && t.createdBy === reader.id;
    return summaryOf(t, {
      players: counts.get(t.id) ?? 0,
      creator: t.createdBy ? (creators.get(t.createdBy) ?? null) : null,
      myStatus,
      reader,
      // A private tournament in "mine" that the reader neither made nor plays is one they were invited to.
      standing: { isCreator, isPlayer: myStatus !== null, invited: t.kind === 'private', tokenOk: false },
      arenaSanction,
    });
  };
  return { arenas: arenas.map(summary), mine: mine.map(summary) };
}
