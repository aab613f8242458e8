import type { Game } from '../../../core/protocol';
import { setEntryStatus } from '../store/entry-rows';
import { deleteTournamentGame, gamesInPlay, recordEnd, tournamentGame } from '../store/game-rows';
import { bumpVersion } from '../store/tournament-rows';
import type { TournamentDeps } from './deps';
import { tell } from './entries';

/**
 * A tournament game's end, scored (issue 30): told by the games service on the instance where the game
 * ended, and found by the lease holder's sweep should that instance have died first. Recorded once
 * (`recordEnd` is conditional), so both may see the same end.
 */
export async function recordGameEnd(deps: TournamentDeps, game: Game): Promise<boolean> {
  if (game.origin !== 'tournament' || (game.status !== 'completed' && game.status !== 'abandoned'))
    return false;
  const db = deps.db.kysely;
  const row = await tournamentGame(db, game.id);
  if (!row || row.ended) return false;
  const recorded = await recordEnd(db, game.id, {
    result: game.result,
    plies: game.moves.length,
    agreedDraw: game.termination === 'agreement',
    berserk: game.berserk ?? row.berserk,
    endedAt: game.endedAt ? Date.parse(game.endedAt) : deps.now(),
  });
  if (!recorded) return false;
  // A side that never made its first move lost the game; it is paused too, so an absent player is not paired
  // again and again (decision 289). Joining again brings them back.
  if (game.termination === 'timeout' && game.moves.length < 2) {
    const absent = game.moves.length === 0 ? row.whiteId : row.blackId;
    await setEntryStatus(db, row.tournamentId, absent, ['active'], 'paused');
  }
  await bumpVersion(db, row.tournamentId);
  await tell(deps, row.tournamentId);
  return true;
}

/** How long a recorded pairing may go without its game before the sweep drops it. */
const ORPHAN_AFTER_MS = 30_000;

/**
 * The lease holder's safety net: games in play whose end no instance recorded (it died between the game's end
 * and the scoring), and pairings whose game never started (it died in between). Answers how many it fixed.
 */
export async function sweepEnded(deps: TournamentDeps, limit = 500): Promise<number> {
  let fixed = 0;
  const now = deps.now();
  for (const row of await gamesInPlay(deps.db.kysely, limit)) {
    const game = await deps.games.snapshot(row.gameId);
    if (!game) {
      if (now - row.pairedAt > ORPHAN_AFTER_MS) {
        await deleteTournamentGame(deps.db.kysely, row.gameId);
        fixed += 1;
      }
      continue;
    }
    if (await recordGameEnd(deps, game)) fixed += 1;
  }
  return fixed;
}
