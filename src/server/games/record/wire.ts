import { boardFromFen } from '../../../core/chess/board';
import { remainingMs } from '../../../core/chess/clock';
import { pendingTakeback } from '../../../core/chess/takeback';
import type { Game } from '../../../core/protocol';
import { firstMoveDeadlineOf, type GameRecord, turnOf } from './record';
import type { GameSeats } from './store';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The wire `Game` with both clocks read at `now`. */
export function toWireGame(game: GameRecord, seats: GameSeats, now: number): Game {
  const active = game.status === 'active';
  return {
    id: game.id,
    status: game.status,
    whitePlayerId: game.whitePlayerId,
    blackPlayerId: game.blackPlayerId,
    white: seats.white,
    black: seats.black,
    timeControl: game.timeControl,
    increment: game.increment,
    moves: game.moves,
    san: game.san,
    fen: game.fen,
    boardState: boardFromFen(game.fen),
    currentTurn: turnOf(game),
    whiteTimeRemaining: remainingMs(game.clock, 'white', now) / 1000,
    blackTimeRemaining: remainingMs(game.clock, 'black', now) / 1000,
    clockRunning: active ? game.clock.running : null,
    serverNow: now,
    result: game.result,
    termination: game.termination,
    drawOffer: game.drawOffer,
    takebackOffer: active ? pendingTakeback(game.takeback, game.moves.length) : null,
    takebacksAsked: game.takebacksAsked,
    version: game.version,
    createdAt: new Date(game.createdAt).toISOString(),
    startedAt: iso(game.startedAt),
    endedAt: iso(game.endedAt),
    firstMoveDeadline: firstMoveDeadlineOf(game),
    rematchOffer: game.rematchOffer,
    rematchGameId: game.rematchGameId,
    rated: game.rated,
    origin: game.origin,
    startFen: game.startFen,
    ...(game.berserk.white || game.berserk.black ? { berserk: game.berserk } : {}),
    ...(game.tournamentId ? { tournamentId: game.tournamentId } : {}),
    ...(game.daysPerMove === null
      ? {}
      : { daysPerMove: game.daysPerMove, deadline: active ? game.deadlineAt : null }),
  };
}
