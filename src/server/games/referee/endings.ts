import { boardFromFen } from '../../../core/chess/board';
import { isUntimed } from '../../../core/chess/clock';
import { canPossiblyMate } from '../../../core/chess/material';
import { opposite } from '../../../core/chess/notation';
import { flagOutcome, IDLE_OUTCOME, type Outcome, winFor } from '../../../core/chess/outcome';
import { isComputerPlayer } from '../../../core/computer-levels';
import { CLAIM_AFTER_DISCONNECT_MS, type Color, type Game } from '../../../core/protocol';
import { HttpError } from '../../http/errors';
import { finishStep, requireSeat } from '../record/changes';
import { type GameRecord, isOver, playerIdOf, turnOf } from '../record/record';
import { COMPUTER_NEVER_LEAVES } from '../setup/computer';
import type { RefereeParts } from './referee-parts';
import { notActive } from './refusals';

export const TOURNAMENT_NO_ABORT = 'A tournament game cannot be aborted: make your move, or resign';
export const CORRESPONDENCE_NO_CLAIM =
  'A correspondence game cannot be claimed: your opponent has until the deadline to move';

/**
 * The ways a game ends other than by a move: resigning, aborting, claiming an absent opponent's game, and a
 * deadline passing. Each is one versioned change of the game row that finishes it, then announced.
 */
export class GameEndings {
  constructor(private readonly parts: RefereeParts) {}

  resign(gameId: string, userId: string): Promise<Game> {
    return this.finishBy(gameId, userId, (game, seat) => {
      if (game.status !== 'active') throw notActive(game.status);
      return { result: winFor(opposite(seat)), termination: 'resignation' };
    });
  }

  /** Ends a game nobody has to lose: while it waits for a player, or before both sides have moved. */
  abort(gameId: string, userId: string): Promise<Game> {
    return this.finishBy(gameId, userId, (game) => {
      if (isOver(game)) throw new HttpError('game_over', 'This game is already over');
      // A tournament paired the two: not playing is losing, so there is nothing to abort (decision 289).
      if (game.origin === 'tournament') throw new HttpError('too_late_to_abort', TOURNAMENT_NO_ABORT);
      if (game.status === 'active' && game.moves.length >= 2) {
        throw new HttpError('too_late_to_abort', 'A game can only be aborted before both players have moved');
      }
      return { result: null, termination: 'aborted' };
    });
  }

  /** After the opponent has been disconnected 60 s: the win (a draw if the claimer could never mate), or a draw. */
  claimVictory(gameId: string, userId: string, claim: 'win' | 'draw'): Promise<Game> {
    const { presence } = this.parts.deps;
    return this.finishBy(gameId, userId, (game, seat) => {
      if (game.status !== 'active') throw notActive(game.status);
      // Nobody waits at the board in a correspondence game: its days per move are the only limit (decision 316).
      if (game.daysPerMove !== null) throw new HttpError('correspondence_no_claim', CORRESPONDENCE_NO_CLAIM);
      const opponentId = playerIdOf(game, opposite(seat));
      // The computer plays from the player's own browser: it is never away (decision 286).
      if (isComputerPlayer(opponentId)) throw new HttpError('opponent_present', COMPUTER_NEVER_LEAVES);
      const away = opponentId ? presence.disconnectedForMs(game.id, opponentId) : null;
      if (away === null || away < CLAIM_AFTER_DISCONNECT_MS) {
        throw new HttpError(
          'opponent_present',
          'You can claim the game once your opponent has been disconnected for 60 seconds',
        );
      }
      const canWin = claim === 'win' && canPossiblyMate(boardFromFen(game.fen), seat);
      return { result: canWin ? winFor(seat) : 'draw', termination: 'opponent_left' };
    });
  }

  /** A timer or the sweep says the game's deadline may have passed: look, and declare if it has. */
  enforceDeadline(gameId: string): Promise<void> {
    return this.parts.changes.lock.run(gameId, () => this.enforceDeadlineLocked(gameId));
  }

  /** As `enforceDeadline`, for a caller already holding the game's lock (a move that found the flag down). */
  async enforceDeadlineLocked(gameId: string): Promise<void> {
    const { changes, clocks, announcer } = this.parts;
    const changed = await changes.changeLocked(gameId, ({ game }, now) => {
      if (game.status !== 'active' || game.deadlineAt === null) return { kind: 'unchanged' };
      if (now < game.deadlineAt) return { kind: 'unchanged' };
      // In a tournament, a side that misses its first move loses; a game never played rates nobody (289).
      if (game.origin === 'tournament' && game.moves.length < 2) {
        const forfeit: Outcome = { result: winFor(opposite(turnOf(game))), termination: 'timeout' };
        return finishStep({ ...game, rated: false }, forfeit, now);
      }
      const outcome: Outcome = isUntimed(game.timeControl)
        ? IDLE_OUTCOME
        : game.moves.length < 2
          ? { result: null, termination: 'aborted' }
          : flagOutcome(boardFromFen(game.fen), turnOf(game));
      return finishStep(game, outcome, now);
    });
    if (changed.before === changed.game && changed.game.status === 'active') {
      clocks.arm(gameId, changed.game.deadlineAt);
    }
    if (changed.before !== changed.game) await announcer.published(changed);
  }

  private async finishBy(
    gameId: string,
    userId: string,
    decide: (game: GameRecord, seat: Color) => Outcome,
  ): Promise<Game> {
    const { changes, announcer, deps } = this.parts;
    const changed = await changes.change(gameId, ({ game }, now) => {
      const seat = requireSeat(game, userId, deps.presence);
      return finishStep(game, decide(game, seat), now);
    });
    return announcer.published(changed);
  }
}
