import type { Logger } from 'pino';
import {
  type ConditionalRefusal,
  checkConditionalLines,
  followConditional,
} from '../../../core/correspondence/conditional-moves';
import { type ConditionalLinesResponse, GAME_ERRORS } from '../../../core/protocol';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { seatOf, turnOf } from '../record/record';
import { loadGame } from '../record/store';
import type { MoveInput, MoveResult } from '../referee/moves';
import { notActive } from '../referee/refusals';
import { advanceLines, gamesWithLines, linesOf, linesOfGame, replaceLines } from './conditional-store';

export const NOT_CORRESPONDENCE = 'Conditional moves are for correspondence games';
export const CONDITIONAL_YOUR_TURN =
  'It is your move: conditional moves are written while your opponent is to move';

/** The server's sentences for the rules' refusals; the web client words them from the code and its fields. */
function refusalMessage(refusal: ConditionalRefusal): string {
  switch (refusal.code) {
    case 'conditional_too_many':
      return `At most ${refusal.max} conditional lines`;
    case 'conditional_too_long':
      return `Line ${refusal.line} is too long: at most ${refusal.max} moves`;
    case 'conditional_unpaired':
      return `Line ${refusal.line} must end with your answer: each of their moves needs one of yours`;
    case 'conditional_illegal':
      return `Line ${refusal.line}: move ${refusal.ply} is not legal there`;
    case 'conditional_after_end':
      return `Line ${refusal.line}: move ${refusal.ply} comes after the game would be over`;
    case 'conditional_ambiguous':
      return `Line ${refusal.line}: move ${refusal.ply} answers the same moves differently from an earlier line`;
  }
}

export interface ConditionalMovesDeps {
  db: Db;
  log: Logger;
  /** The referee's move path: an answer is a move like any other (versioned write, clocks, broadcast). */
  play: (input: MoveInput) => Promise<MoveResult>;
}

/**
 * Conditional moves in correspondence games (decisions 301, 324). A player writes lines while the opponent is to
 * move; after every change of the game `settle` reads each player's stored lines against the moves played since
 * (core's `followConditional`): an answer due is played through the referee, lines no longer followed go.
 * Everything needed lives in the database, so any instance, or one that has just started, settles the same way;
 * an answer carries its ply, so two instances settling at once play it once.
 */
export class ConditionalMoves {
  constructor(private readonly deps: ConditionalMovesDeps) {}

  /** The reader's own lines in the game; none once the position has moved on from them. */
  async read(gameId: string, userId: string): Promise<ConditionalLinesResponse> {
    const game = await loadGame(this.deps.db.kysely, gameId);
    if (!game) throw notFound(GAME_ERRORS.notFound);
    if (!seatOf(game, userId)) throw new HttpError('not_a_player', GAME_ERRORS.notPlayer);
    const stored = await linesOf(this.deps.db.kysely, gameId, userId);
    const current = stored !== null && game.status === 'active' && stored.ply === game.moves.length;
    return { lines: current ? stored.lines.map((line) => [...line]) : [], ply: game.moves.length };
  }

  /** Replaces the player's lines, checked from the game's position; refused with a code, nothing stored. */
  async replace(
    gameId: string,
    userId: string,
    lines: readonly string[][],
  ): Promise<ConditionalLinesResponse> {
    const game = await loadGame(this.deps.db.kysely, gameId);
    if (!game) throw notFound(GAME_ERRORS.notFound);
    const seat = seatOf(game, userId);
    if (!seat) throw new HttpError('not_a_player', GAME_ERRORS.notPlayer);
    if (game.daysPerMove === null) throw new HttpError('not_correspondence_game', NOT_CORRESPONDENCE);
    if (game.status !== 'active') throw notActive(game.status);
    if (turnOf(game) === seat) throw new HttpError('conditional_your_turn', CONDITIONAL_YOUR_TURN);
    const checked = checkConditionalLines(game.fen, lines);
    if (!checked.ok) {
      const { code, ...fields } = checked.reason;
      throw new HttpError(code, refusalMessage(checked.reason), fields);
    }
    const ply = game.moves.length;
    await this.deps.db.kysely
      .transaction()
      .execute((trx) => replaceLines(trx, gameId, { userId, ply, lines: checked.value }, Date.now()));
    // The opponent may have moved between the read above and the write: the lines are read against it now.
    await this.settle(gameId);
    return this.read(gameId, userId);
  }

  /**
   * After a change of a correspondence game (a move, an end, a takeback): plays an answer that is due, moves kept
   * lines on, drops the rest. An answer's own move settles the game again, with the game as it is then. True when
   * an answer was played: the player it answered for is no longer to move.
   */
  async settle(gameId: string): Promise<boolean> {
    const { db } = this.deps;
    const stored = await linesOfGame(db.kysely, gameId);
    if (stored.length === 0) return false;
    const game = await loadGame(db.kysely, gameId);
    const now = Date.now();
    for (const { userId, ply, lines } of stored) {
      const progress =
        game && game.status === 'active' && game.daysPerMove !== null
          ? followConditional(lines, ply, game.moves)
          : ({ kind: 'dropped' } as const);
      switch (progress.kind) {
        case 'dropped':
          await advanceLines(db.kysely, gameId, userId, ply, null, now);
          break;
        case 'waiting':
          if (progress.ply !== ply) await advanceLines(db.kysely, gameId, userId, ply, progress, now);
          break;
        case 'answer': {
          const result = await this.deps.play({ gameId, userId, move: progress.move, ply: progress.ply });
          if (result.kind === 'refused') {
            this.deps.log.warn(
              { gameId, userId, code: result.error.code },
              'A conditional answer was refused; its lines are dropped',
            );
            await advanceLines(db.kysely, gameId, userId, ply, null, now);
            return false;
          }
          // The answer's move has settled the game afresh; these rows are out of date.
          return true;
        }
      }
    }
    return false;
  }

  /**
   * After a change of a game: settles it if it is a correspondence game; a failure is logged, the change stands.
   * True when a stored line answered at once.
   */
  async afterChange(gameId: string, daysPerMove: number | null): Promise<boolean> {
    if (daysPerMove === null) return false;
    try {
      return await this.settle(gameId);
    } catch (error) {
      this.deps.log.error({ err: error, gameId }, 'Conditional moves could not be settled');
      return false;
    }
  }

  /**
   * On start-up: every game with stored lines is settled, for a move whose answer a stopped instance never played.
   * A failure is logged: the instance starts all the same, and the next change of a game settles it.
   */
  async settleOnStart(): Promise<void> {
    try {
      for (const gameId of await gamesWithLines(this.deps.db.kysely)) await this.settle(gameId);
    } catch (error) {
      this.deps.log.error({ err: error }, 'Conditional moves could not be settled on start-up');
    }
  }
}
