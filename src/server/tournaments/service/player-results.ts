import type { PlayerTournaments } from '../../../core/tournament/schemas';
import { tournamentIdsOfPlayer } from '../store/game-rows';
import { loadTournament } from '../store/tournament-rows';
import type { TournamentDeps } from './deps';
import { loadView, summaryOf } from './view';

/** How many of a player's tournaments their profile lists. */
const PLAYER_TOURNAMENTS_MAX = 20;

/**
 * A player's tournaments, newest first, with their rank, score and games in each (issue 30): the profile's
 * list, and the history's filter by tournament. A private tournament is listed to the player alone: its name
 * and its people are the business of those it was made for.
 */
export async function playerTournaments(
  deps: TournamentDeps,
  userId: string,
  readerId: string | null,
): Promise<PlayerTournaments> {
  const ids = await tournamentIdsOfPlayer(deps.db.kysely, userId, PLAYER_TOURNAMENTS_MAX);
  const now = deps.now();
  const tournaments: PlayerTournaments['tournaments'] = [];
  for (const id of ids) {
    const t = await loadTournament(deps.db.kysely, id);
    if (!t || (t.kind === 'private' && readerId !== userId)) continue;
    const view = await loadView(deps, t, now);
    const line = view.table.byUser.get(userId);
    if (!line) continue;
    tournaments.push({
      tournament: summaryOf(t, {
        players: view.entries.length,
        creator: view.creator,
        myStatus: null,
        reader: null,
        standing: { isCreator: false, isPlayer: false, invited: false, tokenOk: false },
      }),
      rank: line.rank,
      score: line.score,
      games: line.sheet.length,
    });
  }
  return { tournaments };
}
