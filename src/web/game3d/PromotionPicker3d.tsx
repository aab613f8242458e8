import { useEffect, useRef } from 'react';
import type { Color } from '../../core/protocol';
import { PieceImage, pieceName } from '../game/board/pieces';
import type { PieceLetter, PromotionPiece } from '../game/board-view';

const CHOICES: PromotionPiece[] = ['q', 'n', 'r', 'b'];

/**
 * The four pieces a pawn may become, in a row over the middle of the 3D board (the 2D board stacks
 * them over the square instead). A click outside or Escape dismisses it; focus starts on the queen.
 */
export function PromotionPicker3d({
  color,
  onPick,
}: {
  color: Color;
  onPick(piece: PromotionPiece | null): void;
}) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div className="absolute inset-0 z-30 flex items-center justify-center">
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
        className="relative flex overflow-hidden rounded-lg bg-card shadow-xl ring-2 ring-primary"
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
              className="size-16 p-2 hover:bg-secondary focus-visible:bg-secondary sm:size-20"
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
