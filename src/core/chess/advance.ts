import { DAY_MS, type DaysPerMove, moveDeadline } from '../correspondence/deadline';
import type { Game } from '../protocol/game';
import { boardFromFen, turnFromFen } from './board';
import { type ClockState, chargeMove, isUntimed, turnDeadline } from './clock';
import type { PlayedMove } from './position';

/** The clock fields of a wire game: seconds left each side, read at server time `serverNow`. */
export type WireClock = Pick<
  Game,
  'whiteTimeRemaining' | 'blackTimeRemaining' | 'clockRunning' | 'serverNow'
>;

/** A wire game's clocks as core's clock state: the remaining times were read at `serverNow`. */
export function clockOfGame(game: WireClock): ClockState {
  return {
    whiteMs: game.whiteTimeRemaining * 1000,
    blackMs: game.blackTimeRemaining * 1000,
    running: game.clockRunning,
    turnStartedAt: game.serverNow,
  };
}

/**
 * The game after `played` (a move the rules accepted on `game`'s position) was made at server time
 * `serverNow`: the move lists, position and turn, the clocks charged by `chargeMove` (no lag credit:
 * that is the server's to give), the next first-move deadline, a declined draw offer and the next
 * version. A move that ends the game stops both clocks; the result itself is the server's to announce
 * (its `game_over`), so the status is left as it was.
 */
export function advanceGame(game: Game, played: PlayedMove, serverNow: number): Game {
  if (game.daysPerMove) return advanceCorrespondence(game, game.daysPerMove, played, serverNow);
  const ply = game.moves.length;
  const clock = chargeMove(clockOfGame(game), {
    ply,
    mover: played.color,
    now: serverNow,
    incrementMs: game.increment * 1000,
    lagCreditMs: 0,
    untimed: isUntimed(game.timeControl),
  });
  const ended = played.outcome !== null;
  const deadline = ended ? null : turnDeadline(clock, ply + 1, isUntimed(game.timeControl));
  return {
    ...withMove(game, played, serverNow),
    whiteTimeRemaining: clock.whiteMs / 1000,
    blackTimeRemaining: clock.blackMs / 1000,
    clockRunning: ended ? null : clock.running,
    firstMoveDeadline: deadline?.kind === 'first_move' ? deadline.at : null,
  };
}

/** What every move changes, whatever the game's clock: the move lists, position, turn and version. */
function withMove(game: Game, played: PlayedMove, serverNow: number): Game {
  return {
    ...game,
    moves: [...game.moves, played.move],
    san: [...game.san, played.san],
    fen: played.fen,
    boardState: boardFromFen(played.fen),
    currentTurn: turnFromFen(played.fen),
    serverNow,
    // Moving declines a draw offer and cancels a takeback request.
    drawOffer: null,
    takebackOffer: null,
    version: game.version + 1,
  };
}

/**
 * `advanceGame` for a correspondence game (decision 316): the next mover has the whole of their days from
 * `serverNow` (no vacations yet), no first-move window, and the deadline the server will set.
 */
function advanceCorrespondence(
  game: Game,
  daysPerMove: DaysPerMove,
  played: PlayedMove,
  serverNow: number,
): Game {
  const ended = played.outcome !== null;
  const seconds = (daysPerMove * DAY_MS) / 1000;
  return {
    ...withMove(game, played, serverNow),
    whiteTimeRemaining: seconds,
    blackTimeRemaining: seconds,
    clockRunning: ended ? null : turnFromFen(played.fen),
    firstMoveDeadline: null,
    deadline: ended ? null : moveDeadline({ turnStartedAt: serverNow, daysPerMove, pauses: [] }),
  };
}
