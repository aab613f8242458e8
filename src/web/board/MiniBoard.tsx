import { useMemo } from 'react';
import { FILES, piecesOf, RANKS, type SquareName } from '../../core/chess';
import type { Color } from '../../core/protocol';
import { cn } from '../lib/cn';
import { PieceImage } from './pieces';

/**
 * A small board that only shows a position (a game card, a tournament's games in play): one picture, no
 * buttons to tab through, in the reader's board colours and piece set. The live room uses ChessBoard2D.
 */
export function MiniBoard({
  fen,
  orientation = 'white',
  label,
  className,
}: {
  fen: string;
  orientation?: Color;
  /** What a screen reader hears instead of 64 squares ("Ann vs Bob, Ann to move"). */
  label: string;
  className?: string;
}) {
  const pieces = useMemo(() => piecesOf(fen), [fen]);
  const ranks = orientation === 'white' ? [...RANKS].reverse() : [...RANKS];
  const files = orientation === 'white' ? [...FILES] : [...FILES].reverse();
  return (
    <div
      role="img"
      aria-label={label}
      data-fen={fen}
      className={cn('grid aspect-square w-full grid-cols-8 overflow-hidden rounded-sm shadow-sm', className)}
    >
      {ranks.flatMap((rank) =>
        files.map((file) => {
          const square = `${file}${rank}` as SquareName;
          const light = (FILES.indexOf(file) + Number(rank)) % 2 === 0;
          const piece = pieces.get(square);
          return (
            <span
              key={square}
              className={cn(
                'relative aspect-square',
                light ? 'bg-[var(--board-light,#f0d9b5)]' : 'bg-[var(--board-dark,#b58863)]',
              )}
            >
              {piece ? <PieceImage piece={piece} className="absolute inset-0 block p-[6%]" /> : null}
            </span>
          );
        }),
      )}
    </div>
  );
}
