import { type PointerEvent, useMemo, useRef, useState } from 'react';
import {
  FILES,
  isPromotion,
  type PromotionPiece,
  piecesOf,
  RANKS,
  type SquareName,
  turnFromFen,
} from '../../core/chess';
import { Position } from '../../core/chess/position';
import type { Color, ReviewShape } from '../../core/protocol';
import { ChessBoard2D } from '../board/ChessBoard2D';
import { ShapesOverlay } from './ShapesOverlay';
import { brushFor, toggleShape } from './shapes';

export interface ReviewBoardProps {
  fen: string;
  orientation: Color;
  lastMove: { from: SquareName; to: SquareName } | null;
  shapes: readonly ReviewShape[];
  hint: { from: SquareName; to: SquareName } | null;
  /** False while following a partner who leads. */
  canMove: boolean;
  onMove(move: string): void;
  onShapes(shapes: ReviewShape[]): void;
}

/**
 * The analysis board: either side moves (any legal move from any position), right-drag draws arrows and
 * circles, and the engine's best move shows as a thin arrow. The rules come from core's Position.
 */
export function ReviewBoard(props: ReviewBoardProps) {
  const { fen, orientation, canMove } = props;
  const [selected, setSelected] = useState<SquareName | null>(null);
  const [promotion, setPromotion] = useState<{ from: SquareName; to: SquareName } | null>(null);
  const drawFrom = useRef<SquareName | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const position = useMemo(() => {
    const parsed = Position.fromFen(fen);
    return parsed.ok ? parsed.value : null;
  }, [fen]);
  const turn = turnFromFen(fen);
  const pieces = useMemo(() => piecesOf(fen), [fen]);
  const targets = useMemo(
    () => (selected && position ? position.legalTargets(selected) : []),
    [selected, position],
  );

  const play = (from: SquareName, to: SquareName) => {
    setSelected(null);
    const piece = pieces.get(from);
    if (!piece || !position?.legalTargets(from).includes(to)) return;
    if (isPromotion(piece, to)) {
      setPromotion({ from, to });
      return;
    }
    props.onMove(`${from}-${to}`);
  };

  const squareAt = (event: PointerEvent<HTMLDivElement>): SquareName | null => {
    const rect = wrapper.current?.getBoundingClientRect();
    if (!rect) return null;
    const column = Math.floor(((event.clientX - rect.left) / rect.width) * 8);
    const row = Math.floor(((event.clientY - rect.top) / rect.height) * 8);
    if (column < 0 || column > 7 || row < 0 || row > 7) return null;
    const file = orientation === 'white' ? FILES[column] : FILES[7 - column];
    const rank = orientation === 'white' ? RANKS[7 - row] : RANKS[row];
    return `${file}${rank}` as SquareName;
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: right-drag drawing is a pointer extra; every move is also made with the board's buttons.
    <div
      ref={wrapper}
      className="relative"
      onContextMenu={(event) => event.preventDefault()}
      onPointerDown={(event) => {
        if (event.button === 2) drawFrom.current = squareAt(event);
      }}
      onPointerUp={(event) => {
        if (event.button !== 2 || !drawFrom.current) return;
        const to = squareAt(event);
        if (to) props.onShapes(toggleShape(props.shapes, drawFrom.current, to, brushFor(event)));
        drawFrom.current = null;
      }}
    >
      <ChessBoard2D
        fen={fen}
        orientation={orientation}
        movableColor={canMove ? turn : null}
        selected={selected}
        targets={targets}
        lastMove={props.lastMove}
        checkSquare={null}
        premove={null}
        rejected={null}
        promotion={promotion ? { square: promotion.to, color: turn } : null}
        disabled={!canMove}
        onSquareClick={(square) => {
          if (selected && targets.includes(square)) play(selected, square);
          else setSelected(pieces.get(square) && square !== selected ? square : null);
        }}
        onDragStart={(square) => setSelected(square)}
        onDrop={(from, to) => play(from, to)}
        onPromotionPick={(piece: PromotionPiece | null) => {
          if (piece && promotion) props.onMove(`${promotion.from}-${promotion.to}${piece}`);
          setPromotion(null);
        }}
      />
      <ShapesOverlay shapes={props.shapes} orientation={orientation} hint={props.hint} />
    </div>
  );
}
