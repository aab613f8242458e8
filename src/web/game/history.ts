import { Position, parseMoveText } from '../../core/chess';
import type { SquarePair } from './board-view';

/** What the board shows at one ply of the game: the position and the move that led to it. */
export interface HistoryStep {
  fen: string;
  lastMove: SquarePair | null;
}

function squaresOf(move: string): SquarePair | null {
  const parts = parseMoveText(move);
  return parts.ok ? { from: parts.value.from, to: parts.value.to } : null;
}

/** A step as the room shows it: the live position, or a past one while looking back. */
export interface ShownStep extends HistoryStep {
  ply: number;
}

/**
 * The positions after each ply, for stepping back and forth through a game. Built by replaying the
 * moves once and extended move by move as the game goes on; a different history starts over.
 */
export class PositionHistory {
  private moves: string[] = [];
  private fens: string[] = [Position.initial().fen];
  private position = Position.initial();
  /** The move list last synced, to skip comparing a list already known. */
  private syncedList: readonly string[] | null = null;

  /** The position the moves start from: null for the standard start (decision 288). */
  private start: string | null = null;

  /** Brings the history up to `moves` from `startFen`; false if a move could not be replayed. */
  sync(moves: readonly string[], startFen: string | null = null): boolean {
    const continues =
      startFen === this.start &&
      moves.length >= this.moves.length &&
      this.moves.every((m, i) => moves[i] === m);
    if (!continues) {
      const start = Position.fromMoves([], startFen ?? undefined);
      if (!start.ok) return false;
      this.start = startFen;
      this.moves = [];
      this.position = start.value;
      this.fens = [this.position.fen];
    }
    for (let ply = this.moves.length; ply < moves.length; ply += 1) {
      const move = moves[ply] as string;
      if (!this.position.play(move).ok) return false;
      this.moves.push(move);
      this.fens.push(this.position.fen);
    }
    return true;
  }

  /** The position after `ply` moves (0: the start), clamped to the moves known. */
  at(ply: number): HistoryStep {
    const clamped = Math.max(0, Math.min(ply, this.moves.length));
    const move = clamped > 0 ? this.moves[clamped - 1] : undefined;
    return { fen: this.fens[clamped] as string, lastMove: move ? squaresOf(move) : null };
  }

  /**
   * What the board shows of `game` (null: not loaded) at `viewPly` (null: the live position, whose FEN
   * is the game's own, a pending move included).
   */
  shown(
    game: { moves: readonly string[]; fen: string; startFen?: string | null | undefined } | null,
    viewPly: number | null,
  ): ShownStep {
    if (!game) return { ...this.at(0), ply: 0 };
    if (this.syncedList !== game.moves || this.start !== (game.startFen ?? null)) {
      this.sync(game.moves, game.startFen ?? null);
      this.syncedList = game.moves;
    }
    const ply = viewPly ?? game.moves.length;
    const step = this.at(ply);
    return { ...step, fen: viewPly === null ? game.fen : step.fen, ply };
  }

  get length(): number {
    return this.moves.length;
  }
}
