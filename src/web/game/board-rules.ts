import {
  advanceGame,
  formatMoveText,
  isPromotion,
  type PieceLetter,
  type PlayedMove,
  Position,
  piecesOf,
  type SquareName,
} from '../../core/chess';
import type { Color, Game } from '../../core/protocol';
import { premoveTargets } from './premove';
import type { MoveIntent, SelectionContext } from './selection';

/** The wire text of a move the viewer asked for. */
export function moveTextOf(intent: MoveIntent): string {
  return formatMoveText({ from: intent.from, to: intent.to, promotion: intent.promotion ?? null });
}

/** Whether the rules allow `intent` in the position `fen`. */
export function isLegalIn(fen: string, intent: MoveIntent): boolean {
  const position = Position.fromFen(fen);
  return position.ok && position.value.play(moveTextOf(intent)).ok;
}

/**
 * The viewer's move played on the server's `game` at server time `serverNow`: what the rules said and
 * the game after it, to show until the server answers. Null when the rules refuse the move.
 */
export function predictMove(
  game: Game,
  intent: MoveIntent,
  serverNow: number,
): { played: PlayedMove; predicted: Game } | null {
  const position = Position.fromFen(game.fen);
  if (!position.ok) return null;
  const played = position.value.play(moveTextOf(intent));
  return played.ok ? { played: played.value, predicted: advanceGame(game, played.value, serverNow) } : null;
}

interface Rules {
  fen: string;
  position: Position;
  pieces: Map<SquareName, PieceLetter>;
}

/** What the viewer may do on the live position. */
export interface Viewer {
  myColor: Color | null;
  /** The live position is on the board (or a premove may still go off while looking back). */
  live: boolean;
  /** A move of theirs waits for the server's answer. */
  waiting: boolean;
}

/** The rules over the position shown, rebuilt only when its FEN changes. */
export class BoardRules {
  private cached: Rules | null = null;

  /** The square of the king in check in `fen`, if any. */
  checkSquare(fen: string): SquareName | null {
    const rules = this.of(fen);
    if (!rules?.position.isCheck()) return null;
    const king = rules.position.turn === 'white' ? 'K' : 'k';
    for (const [square, piece] of rules.pieces) if (piece === king) return square;
    return null;
  }

  /** The rules' view of `game`'s position for the selection (legal moves, or premove targets). */
  context(game: Game | null, viewer: Viewer): SelectionContext {
    const { myColor } = viewer;
    const canAct = game !== null && myColor !== null && game.status === 'active' && viewer.live;
    const rules = game ? this.of(game.fen) : null;
    const myTurn = canAct && game.currentTurn === myColor && !viewer.waiting;
    return {
      myColor,
      canAct: canAct && rules !== null,
      myTurn,
      pieceAt: (square) => rules?.pieces.get(square),
      targetsOf: (from) => {
        if (!rules) return [];
        return myTurn ? rules.position.legalTargets(from) : premoveTargets(rules.pieces, from);
      },
      isPromotion: (from, to) => {
        const piece = rules?.pieces.get(from);
        return piece !== undefined && isPromotion(piece, to);
      },
    };
  }

  private of(fen: string): Rules | null {
    if (this.cached?.fen !== fen) {
      const position = Position.fromFen(fen);
      if (!position.ok) return null;
      this.cached = { fen, position: position.value, pieces: piecesOf(fen) };
    }
    return this.cached;
  }
}
