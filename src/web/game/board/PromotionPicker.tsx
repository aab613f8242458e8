import { useEffect, useRef } from 'react';
import type { Color } from '../../../core/protocol';
import type { PieceLetter, PromotionPiece } from '../board-view';
import { PieceImage, pieceName } from './pieces';

const CHOICES: PromotionPiece[] = ['q', 'n', 'r', 'b'];

export interface PromotionPickerProps {
  color: Color;
  /** Column (0 = left edge as drawn) of the promotion square. */
  column: number;
  /** Whether the promotion square is drawn on the top row (choices go down) or the bottom (they go up). */
  fromTop: boolean;
  onPick(piece: PromotionPiece | null): void;
}

/**
 * The four pieces a pawn may become, stacked over the promotion square's file. A click outside or
 * Escape dismisses it; focus starts on the queen.
 */
export function PromotionPicker({ color, column, fromTop, onPick }: PromotionPickerProps) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div className="absolute inset-0 z-30">
      <button
        type="button"
        className="absolute inset-0 size-full cursor-default bg-black/30"
        aria-label="Cancel promotion"
        tabIndex={-1}
        onClick={() => onPick(null)}
      />
      <div
        role="dialog"
        aria-label="Choose a piece to promote to"
        className="absolute flex w-[12.5%] flex-col overflow-hidden rounded-md bg-card shadow-xl ring-2 ring-primary"
        style={{
          left: `${column * 12.5}%`,
          ...(fromTop ? { top: 0 } : { bottom: 0, flexDirection: 'column-reverse' }),
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onPick(null);
          }
        }}
      >
        {CHOICES.map((choice, index) => {
          const piece = (color === 'white' ? choice.toUpperCase() : choice) as PieceLetter;
          return (
            <button
              key={choice}
              ref={index === 0 ? first : undefined}
              type="button"
              data-promotion={choice}
              aria-label={`Promote to ${pieceName(piece).split(' ')[1]}`}
              className="aspect-square w-full p-[8%] hover:bg-secondary focus-visible:bg-secondary"
              onClick={() => onPick(choice)}
            >
              <PieceImage piece={piece} className="block size-full" />
            </button>
          );
        })}
      </div>
    </div>
  );
}
