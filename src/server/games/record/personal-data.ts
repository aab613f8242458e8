import { recordedPlayerName } from '../../../core/names';
import type { Game } from '../../../core/protocol';
import type { ExportFile, PersonalData } from '../../accounts/personal-data';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { forgetVacationsOf } from '../correspondence/vacation-store';
import type { GameService } from '../service';
import { forgetInvitationsOf } from '../setup/invitation-store';
import { gameIdsOfPlayer, liveGamesOfPlayer } from './lookups';

const PGN_FOLDER = 'games/';

function summaryOf(game: Game, userId: string) {
  return {
    id: game.id,
    pgnFile: `${PGN_FOLDER}${game.id}.pgn`,
    color: game.whitePlayerId === userId ? 'white' : 'black',
    white: game.white ? recordedPlayerName(game.white) : null,
    black: game.black ? recordedPlayerName(game.black) : null,
    status: game.status,
    result: game.result,
    termination: game.termination,
    timeControlSeconds: game.timeControl,
    incrementSeconds: game.increment,
    rated: game.rated,
    moves: game.san,
    createdAt: game.createdAt,
    startedAt: game.startedAt,
    endedAt: game.endedAt,
  };
}

/**
 * The games feature's answer for its tables (decision 258). Before a deletion, games still running end,
 * so no opponent waits on a clock for a player who is gone: a game under way is resigned, one not yet
 * under way is aborted (a game that ended meanwhile answers with an HttpError, which changes nothing).
 * In it, the invitations to and from the person are declined and lose their address (decision 243); the
 * games themselves stay, so the opponents keep them. The export holds each game as JSON and as PGN,
 * oldest first, through the same views anyone gets.
 */
export function gamesPersonalData(deps: { db: Db; games: GameService }): PersonalData {
  const { db, games } = deps;
  return {
    feature: 'games',
    async prepare(person) {
      for (const game of await liveGamesOfPlayer(db, person.id)) {
        try {
          if (game.status === 'active' && game.ply >= 2) await games.resign(game.id, person.id);
          else await games.abort(game.id, person.id);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
        }
      }
    },
    async erase(trx, person, now) {
      // Invitations still waiting for this player would hold their inviters' seats for nobody.
      const openedSeats = await forgetInvitationsOf(trx, person, now);
      await forgetVacationsOf(trx, person.id);
      return async () => {
        await Promise.allSettled(openedSeats.map((gameId) => games.seatReleased(gameId)));
      };
    },
    async export(person) {
      const summaries: ReturnType<typeof summaryOf>[] = [];
      const pgns: Record<string, ExportFile> = {};
      for (const id of await gameIdsOfPlayer(db, person.id)) {
        const [game, pgn] = await Promise.all([games.snapshot(id), games.pgn(id)]);
        // A game removed between the list and the read has nothing left to export.
        if (!game || pgn === null) continue;
        const summary = summaryOf(game, person.id);
        summaries.push(summary);
        pgns[summary.pgnFile] = { text: pgn };
      }
      return { 'games.json': { json: summaries }, ...pgns };
    },
  };
}
