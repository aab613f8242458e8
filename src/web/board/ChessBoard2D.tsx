import { useLingui } from '@lingui/react';
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useMemo,
  useRef,
  useState,
} from 'react';
import { colorOfLetter, FILES, type PieceLetter, piecesOf, RANKS, type SquareName } from '../../core/chess';
import type { BoardViewProps } from '../game/board-view';
import { cn } from '../lib/cn';
import { useBoardTheme } from './board-theme';
import { boardWords, pieceText } from './board-words';
import { PromotionPicker } from './PromotionPicker';
import { PieceImage } from './pieces';

/** Pointer travel (px) before a press on a piece becomes a drag rather than a click. */
const DRAG_THRESHOLD_PX = 4;

interface DragState {
  from: SquareName;
  piece: PieceLetter;
  pointerId: number;
  startX: number;
  startY: number;
  active: boolean;
}

interface Ghost {
  piece: PieceLetter;
  from: SquareName;
  /** Pointer position relative to the board, px. */
  x: number;
  y: number;
}

/** Squares as drawn: rows top to bottom, each left to right. */
function drawnRows(orientation: BoardViewProps['orientation']): SquareName[][] {
  const ranks = orientation === 'white' ? [...RANKS].reverse() : [...RANKS];
  const files = orientation === 'white' ? [...FILES] : [...FILES].reverse();
  return ranks.map((rank) => files.map((file) => `${file}${rank}` as SquareName));
}

function isLight(square: SquareName): boolean {
  return (FILES.indexOf(square[0] as (typeof FILES)[number]) + Number(square[1])) % 2 === 0;
}

/**
 * The 2D board: an 8×8 grid of buttons (click, Enter or Space on a square; arrows move between
 * squares), with pointer dragging on top. It draws what it is given and reports gestures; all
 * decisions are the room's (see board-view.ts).
 */
export function ChessBoard2D(props: BoardViewProps) {
  boardWords.useWords();
  const { i18n } = useLingui();
  useBoardTheme();
  const {
    fen,
    orientation,
    movableColor,
    selected,
    targets,
    lastMove,
    checkSquare,
    premove,
    rejected,
    promotion,
    disabled,
  } = props;
  const pieces = useMemo(() => piecesOf(fen), [fen]);
  const rows = useMemo(() => drawnRows(orientation), [orientation]);
  const targetSet = useMemo(() => new Set(targets), [targets]);
  const boardRef = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<SquareName, HTMLButtonElement>());
  const drag = useRef<DragState | null>(null);
  const suppressClick = useRef(false);
  const [ghost, setGhost] = useState<Ghost | null>(null);
  const [focusSquare, setFocusSquare] = useState<SquareName>(orientation === 'white' ? 'e2' : 'e7');

  const squareAt = useCallback(
    (clientX: number, clientY: number): SquareName | null => {
      const rect = boardRef.current?.getBoundingClientRect();
      if (!rect) return null;
      const column = Math.floor(((clientX - rect.left) / rect.width) * 8);
      const row = Math.floor(((clientY - rect.top) / rect.height) * 8);
      if (column < 0 || column > 7 || row < 0 || row > 7) return null;
      return rows[row]?.[column] ?? null;
    },
    [rows],
  );

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, square: SquareName) => {
    suppressClick.current = false;
    if (disabled || event.button !== 0 || promotion) return;
    const piece = pieces.get(square);
    if (!piece || colorOfLetter(piece) !== movableColor) return;
    drag.current = {
      from: square,
      piece,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      active: false,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    if (!current.active) {
      const distance = Math.hypot(event.clientX - current.startX, event.clientY - current.startY);
      if (distance < DRAG_THRESHOLD_PX) return;
      current.active = true;
      // Captured only once dragging, so plain clicks keep their ordinary target.
      boardRef.current?.setPointerCapture(event.pointerId);
      props.onDragStart(current.from);
    }
    const rect = boardRef.current?.getBoundingClientRect();
    if (!rect) return;
    setGhost({
      piece: current.piece,
      from: current.from,
      x: event.clientX - rect.left,
      y: event.clientY - rect.top,
    });
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>, dropped: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!current.active) return;
    suppressClick.current = true;
    setGhost(null);
    if (boardRef.current?.hasPointerCapture(event.pointerId)) {
      boardRef.current.releasePointerCapture(event.pointerId);
    }
    const target = dropped ? squareAt(event.clientX, event.clientY) : null;
    if (target && target !== current.from) props.onDrop(current.from, target);
  };

  const onClick = (event: MouseEvent<HTMLButtonElement>, square: SquareName) => {
    setFocusSquare(square);
    // The click that ends a drag is not a second gesture; keyboard clicks (detail 0) always count.
    if (suppressClick.current && event.detail !== 0) {
      suppressClick.current = false;
      return;
    }
    if (disabled) return;
    props.onSquareClick(square);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const delta = moves[event.key];
    if (!delta) return;
    // On a board that cannot be played (a replay, history), Left and Right step through the moves.
    if (disabled && delta[0] === 0) return;
    event.preventDefault();
    const row = rows.findIndex((r) => r.includes(focusSquare));
    const column = rows[row]?.indexOf(focusSquare) ?? 0;
    const next =
      rows[Math.min(7, Math.max(0, row + delta[0]))]?.[Math.min(7, Math.max(0, column + delta[1]))];
    if (!next) return;
    setFocusSquare(next);
    buttons.current.get(next)?.focus();
  };

  // The picker stands on the promotion square's file, hanging from the top row or rising from the bottom one.
  const promotionTopColumn = promotion ? (rows[0]?.indexOf(promotion.square) ?? -1) : -1;

  return (
    <div
      ref={boardRef}
      // Files a to h run left to right in every language, Arabic too (decision 296).
      dir="ltr"
      className="relative aspect-square w-full touch-none select-none overflow-hidden rounded-md shadow-md"
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endDrag(event, true)}
      onPointerCancel={(event) => endDrag(event, false)}
      data-board-orientation={orientation}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a chess board is a grid of squares, not a data table. */}
      <div
        role="grid"
        aria-label={i18n._('board.label')}
        aria-disabled={disabled || undefined}
        className="grid size-full grid-cols-8 grid-rows-8"
        onKeyDown={onKeyDown}
      >
        {rows.map((row, rowIndex) => (
          // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: rows only group the squares.
          <div role="row" key={row[0]} className="contents">
            {row.map((square, columnIndex) => {
              const piece = pieces.get(square);
              const isTarget = targetSet.has(square);
              const isSelected = selected === square;
              const isLast = lastMove?.from === square || lastMove?.to === square;
              const isPremove = premove?.from === square || premove?.to === square;
              const isCheck = checkSquare === square;
              const isRejected = rejected?.square === square;
              const light = isLight(square);
              const label = [
                square,
                piece ? pieceText(i18n, piece) : null,
                isSelected ? i18n._('board.square.selected') : null,
                isTarget ? i18n._('board.square.target') : null,
                isCheck ? i18n._('board.square.check') : null,
              ]
                .filter(Boolean)
                .join(', ');
              return (
                // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: the cell's button takes the focus.
                <div role="gridcell" key={square} className="contents">
                  <button
                    ref={(node) => {
                      if (node) buttons.current.set(square, node);
                      else buttons.current.delete(square);
                    }}
                    type="button"
                    data-square={square}
                    data-piece={piece ?? undefined}
                    data-target={isTarget || undefined}
                    data-selected={isSelected || undefined}
                    data-last-move={isLast || undefined}
                    data-check={isCheck || undefined}
                    data-premove={isPremove || undefined}
                    data-rejected={isRejected || undefined}
                    aria-label={label}
                    aria-pressed={isSelected}
                    tabIndex={square === focusSquare ? 0 : -1}
                    className={cn(
                      'relative block size-full outline-none focus-visible:z-10 focus-visible:ring-4 focus-visible:ring-inset focus-visible:ring-sky-500',
                      light ? 'bg-[var(--board-light,#f0d9b5)]' : 'bg-[var(--board-dark,#b58863)]',
                      !disabled && piece && movableColor && colorOfLetter(piece) === movableColor
                        ? 'cursor-grab'
                        : isTarget
                          ? 'cursor-pointer'
                          : 'cursor-default',
                    )}
                    onPointerDown={(event) => onPointerDown(event, square)}
                    onClick={(event) => onClick(event, square)}
                  >
                    {isLast ? (
                      <span className="absolute inset-0 bg-[var(--board-last-move,#fde047)] opacity-45" />
                    ) : null}
                    {isPremove ? (
                      <span className="absolute inset-0 bg-[var(--board-premove,#0ea5e9)] opacity-45" />
                    ) : null}
                    {isSelected ? (
                      <span className="absolute inset-0 bg-[var(--board-selected,#10b981)] opacity-45" />
                    ) : null}
                    {isCheck ? (
                      <span className="absolute inset-0 bg-[radial-gradient(circle,var(--board-check,#dc2626)_0%,var(--board-check,#dc2626)_35%,transparent_75%)] opacity-60" />
                    ) : null}
                    {piece ? (
                      <PieceImage
                        key={isRejected ? `shake-${rejected?.key}` : 'piece'}
                        piece={piece}
                        className={cn(
                          'absolute inset-0 block p-[4%]',
                          ghost?.from === square && 'opacity-30',
                          isRejected && 'animate-shake',
                        )}
                      />
                    ) : null}
                    {isTarget ? (
                      piece ? (
                        <span className="absolute inset-0 rounded-full border-[6px] border-black/25" />
                      ) : (
                        <span className="absolute left-1/2 top-1/2 size-[28%] -translate-x-1/2 -translate-y-1/2 rounded-full bg-black/25" />
                      )
                    ) : null}
                    {isRejected ? (
                      <span
                        key={rejected?.key}
                        className="absolute inset-0 animate-shake ring-4 ring-inset ring-red-600"
                      />
                    ) : null}
                    {columnIndex === 0 ? (
                      <span
                        aria-hidden="true"
                        className={cn(
                          'absolute left-0.5 top-0 text-[10px] font-semibold sm:text-xs',
                          light ? 'text-[var(--board-dark,#b58863)]' : 'text-[var(--board-light,#f0d9b5)]',
                        )}
                      >
                        {square[1]}
                      </span>
                    ) : null}
                    {rowIndex === 7 ? (
                      <span
                        aria-hidden="true"
                        className={cn(
                          'absolute bottom-0 right-1 text-[10px] font-semibold sm:text-xs',
                          light ? 'text-[var(--board-dark,#b58863)]' : 'text-[var(--board-light,#f0d9b5)]',
                        )}
                      >
                        {square[0]}
                      </span>
                    ) : null}
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {ghost ? (
        <PieceImage
          piece={ghost.piece}
          className="pointer-events-none absolute z-20 block size-[12.5%] -translate-x-1/2 -translate-y-1/2 drop-shadow-lg"
          style={{ left: ghost.x, top: ghost.y }}
        />
      ) : null}
      {promotion ? (
        <PromotionPicker
          color={promotion.color}
          column={promotionTopColumn >= 0 ? promotionTopColumn : (rows[7]?.indexOf(promotion.square) ?? 0)}
          fromTop={promotionTopColumn >= 0}
          onPick={props.onPromotionPick}
        />
      ) : null}
    </div>
  );
}
