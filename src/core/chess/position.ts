import { Chess, type Move, type Square } from 'chess.js';
import type { Color } from '../protocol/common';
import type { BoardState } from '../protocol/game';
import type { MoveRefusal, PieceKind } from '../protocol/move-refusal';
import { boardFromFen, coordinatesOf, letterFor, placementOf } from './board';
import { formatMoveText, isPromotion, opposite, parseMoveText, type SquareName } from './notation';
import { type Outcome, ruleOutcome } from './outcome';
import { ok, type Result, refused } from './result';

/** What playing one move did. */
export interface PlayedMove {
  /** The move as from-to[promo], normalised. */
  move: string;
  san: string;
  /** The FEN after the move. */
  fen: string;
  color: Color;
  /** The captured piece as a board letter (upper case: a White piece), or null. */
  captured: string | null;
  isCheck: boolean;
  isCheckmate: boolean;
  /** Set when the move ended the game by the rules (mate, stalemate, repetition, fifty moves, material). */
  outcome: Outcome | null;
}

const toColor = (c: 'w' | 'b'): Color => (c === 'w' ? 'white' : 'black');

/**
 * One game's position and its rules, over chess.js. Keep one instance per live game and feed it
 * moves one at a time: nothing here walks the history (no `history()`, `pgn()` or verbose move lists
 * on the move path), so a move costs the same at ply 300 as at ply 3.
 */
export class Position {
  /** The FEN now: chess.js hands it over with each move (`Move.after`), so it is never built twice. */
  private currentFen: string;

  private constructor(
    private readonly chess: Chess,
    private plies: number,
  ) {
    this.currentFen = chess.fen();
  }

  /** The standard starting position. */
  static initial(): Position {
    return new Position(new Chess(), 0);
  }

  static fromFen(fen: string): Result<Position> {
    try {
      return ok(new Position(new Chess(fen), 0));
    } catch (error) {
      return refused(error instanceof Error ? error.message : 'Invalid FEN');
    }
  }

  /** Replays from-to moves from the start (or a FEN); the first illegal one is reported with its ply. */
  static fromMoves(moves: readonly string[], fen?: string): Result<Position> {
    const start = fen === undefined ? ok(Position.initial()) : Position.fromFen(fen);
    if (!start.ok) return start;
    const position = start.value;
    for (const [ply, move] of moves.entries()) {
      const played = position.play(move);
      if (!played.ok) return refused(`Move ${ply + 1} (${move}) is refused: ${played.reason.code}`);
    }
    return ok(position);
  }

  get fen(): string {
    return this.currentFen;
  }

  get turn(): Color {
    return toColor(this.chess.turn());
  }

  /** Moves played on this instance (the next move's ply). */
  get ply(): number {
    return this.plies;
  }

  board(): BoardState {
    return boardFromFen(this.currentFen);
  }

  isCheck(): boolean {
    return this.chess.isCheck();
  }

  /** Plays a from-to[promo] move for the side to move, or says why not (a code: decision 262). */
  play(text: string): Result<PlayedMove, MoveRefusal> {
    const parsed = parseMoveText(text);
    if (!parsed.ok) return parsed;
    const { from, to, promotion } = parsed.value;
    const piece = this.chess.get(from);
    if (!piece) return refused({ code: 'no_piece', square: from });
    const mover = toColor(piece.color);
    if (mover !== this.turn)
      return refused({ code: 'not_your_piece', square: from, owner: mover, turn: this.turn });
    const reachesLastRank = isPromotion(piece.type, to);
    if (reachesLastRank && !promotion) return refused({ code: 'promotion_required', from, to });
    if (!reachesLastRank && promotion) return refused({ code: 'promotion_not_allowed' });

    let move: Move;
    try {
      move = this.chess.move({ from, to, ...(promotion ? { promotion } : {}) });
    } catch {
      return refused(this.whyIllegal(from, to, piece.type));
    }
    this.plies += 1;
    this.currentFen = move.after;
    keepRecentUndos(this.chess);
    // chess.js has just decided check and mate to write the SAN suffix ('+', '#'): asking again would
    // generate every legal move a second time.
    const isCheckmate = move.san.endsWith('#');
    const isCheck = isCheckmate || move.san.endsWith('+');
    return ok({
      move: formatMoveText({ from, to, promotion }),
      san: move.san,
      fen: move.after,
      color: mover,
      captured: move.captured ? letterFor(move.captured, mover === 'white' ? 'black' : 'white') : null,
      isCheck,
      isCheckmate,
      outcome: this.outcomeAfterMove(isCheck, isCheckmate, mover),
    });
  }

  /** Takes back the last move (used to roll back a move whose commit failed); the last UNDO_DEPTH can be. */
  undo(): boolean {
    if (this.plies === 0 || !this.chess.undo()) return false;
    this.plies -= 1;
    this.currentFen = this.chess.fen();
    return true;
  }

  /** Every legal move as from-to[promo] (for tests and tools; builds verbose moves, so not for the hot path). */
  legalMoves(): string[] {
    return this.chess
      .moves({ verbose: true })
      .map((m) => formatMoveText({ from: m.from, to: m.to, promotion: promotionOf(m) }));
  }

  /** The squares the piece on `square` may move to now (board hints and premove checks). */
  legalTargets(square: SquareName): SquareName[] {
    const targets = new Set(this.chess.moves({ square: square as Square, verbose: true }).map((m) => m.to));
    return [...targets];
  }

  /** The game end the rules impose on the current position, if any. */
  outcome(): Outcome | null {
    const isCheck = this.chess.isCheck();
    return this.outcomeAfterMove(isCheck, isCheck && this.chess.isCheckmate(), opposite(this.turn));
  }

  private outcomeAfterMove(isCheck: boolean, isCheckmate: boolean, mover: Color): Outcome | null {
    return ruleOutcome(
      {
        checkmate: () => isCheckmate,
        stalemate: () => !isCheck && this.isStalemate(),
        insufficientMaterial: () => this.chess.isInsufficientMaterial(),
        threefoldRepetition: () => this.chess.isThreefoldRepetition(),
        fiftyMoves: () => this.chess.isDrawByFiftyMoves(),
      },
      mover,
    );
  }

  /**
   * Stalemate is "no legal move" for the side to move (not in check). chess.js's own test generates every
   * legal move, which cost as much as half of a whole move; asking first for the king's moves alone is
   * several times cheaper and settles it in almost every position (a king that can move is not
   * stalemated). Only a king with no move gets the full test.
   */
  private isStalemate(): boolean {
    const [king] = this.chess.findPiece({ type: 'k', color: this.chess.turn() });
    if (king && this.chess.moves({ square: king }).length > 0) return false;
    return this.chess.isStalemate();
  }

  private whyIllegal(from: SquareName, to: SquareName, type: PieceKind): MoveRefusal {
    if (type === 'k' && from[1] === to[1] && Math.abs(from.charCodeAt(0) - to.charCodeAt(0)) === 2) {
      return { code: 'castling_not_allowed' };
    }
    const target = this.chess.get(to as Square);
    if (target && toColor(target.color) === this.turn) {
      return { code: 'own_piece_on_target', square: to, piece: target.type };
    }
    if (this.kingExposedAfter(from, to)) {
      return { code: this.chess.isCheck() ? 'king_in_check' : 'leaves_king_in_check' };
    }
    return { code: 'piece_cannot_go_there', piece: type, from, to };
  }

  /** Whether the mover's king would stand attacked with the piece simply lifted from `from` onto `to`. */
  private kingExposedAfter(from: SquareName, to: SquareName): boolean {
    const board = this.board();
    const [fromRow, fromFile] = coordinatesOf(from);
    const [toRow, toFile] = coordinatesOf(to);
    const letter = board[fromRow]?.[fromFile] ?? '';
    (board[toRow] as string[])[toFile] = letter;
    (board[fromRow] as string[])[fromFile] = '';
    const us = this.chess.turn();
    const king = us === 'w' ? 'K' : 'k';
    const row = board.findIndex((r) => r.includes(king));
    if (row < 0) return false;
    const square = `${String.fromCharCode(97 + board[row]!.indexOf(king))}${8 - row}` as Square;
    const hypothetical = new Chess(`${placementOf(board)} ${us} - - 0 1`, { skipValidation: true });
    return hypothetical.isAttacked(square, us === 'w' ? 'b' : 'w');
  }
}

/** How many of the last moves `undo` can take back, one after another. */
export const UNDO_DEPTH = 8;

/**
 * chess.js keeps an undo record of every ply (four small objects) for its `history()`, `pgn()` and `undo()`;
 * this class asks only for `undo()` of the last few. A server holds a position per live game, so at move 80 of
 * a thousand games those records were some 300,000 live objects, marked again by every full garbage
 * collection while every game's moves waited. Only the newest UNDO_DEPTH are kept. chess.js (pinned in the
 * lockfile) has no public way to say so; position.test.ts fails if the field stops being what this expects.
 * Repetition is unaffected: chess.js counts positions in a table of its own.
 */
function keepRecentUndos(chess: Chess): void {
  const history: unknown = Reflect.get(chess, '_history');
  if (Array.isArray(history) && history.length > UNDO_DEPTH) history.splice(0, history.length - UNDO_DEPTH);
}

function promotionOf(move: Move): 'q' | 'r' | 'b' | 'n' | null {
  const p = move.promotion;
  return p === 'q' || p === 'r' || p === 'b' || p === 'n' ? p : null;
}
