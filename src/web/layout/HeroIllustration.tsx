import { Mic, Video } from 'lucide-react';
import { type PieceKey, pieceUrl } from '../../core/piece-set-files';
import { usePieceSet } from '../lib/piece-set';

/**
 * The Italian Game after 3.Bc4, the opening many of us learned first, drawn square by square from
 * rank 8 ('.' is empty, upper case White). A picture, not a position: it is never parsed as FEN, so the
 * landing page loads none of the chess code.
 */
const PICTURE = [
  'r.bqkbnr',
  'pppp.ppp',
  '..n.....',
  '....p...',
  '..B.P...',
  '.....N..',
  'PPPP.PPP',
  'RNBQK..R',
];

// Solid glyphs for both sides (coloured by CSS); U+FE0E asks for text, not emoji, presentation.
const GLYPHS: Record<string, string> = { k: '♚', q: '♛', r: '♜', b: '♝', n: '♞', p: '♟' };

function squares(): { key: string; dark: boolean; piece: string | null }[] {
  return PICTURE.flatMap((rank, row) =>
    [...rank].map((letter, column) => ({
      key: `${row}-${column}`,
      dark: (row + column) % 2 === 1,
      piece: letter === '.' ? null : letter,
    })),
  );
}

/**
 * A decorative picture of the product: a board with two video tiles beside it. For a signed-in player it is
 * drawn in their board colours (the CSS variables the inline theme script sets before the first paint) and
 * their piece set (decision 222); for a visitor, in the landing page's own colours and text glyphs, which
 * fetch nothing.
 */
export function HeroIllustration({ themed = false }: { themed?: boolean }) {
  const set = usePieceSet();
  return (
    // The board reads left to right (a to h) in every language, Arabic too (decision 296).
    <div aria-hidden="true" dir="ltr" className="relative mx-auto w-full max-w-md select-none">
      <div
        className="grid aspect-square grid-cols-8 overflow-hidden rounded-2xl border-4 border-stone-800 shadow-2xl"
        data-piece-set={themed ? set : undefined}
      >
        {squares().map(({ key, dark, piece }) => (
          <span
            key={key}
            className={`relative flex items-center justify-center text-[length:min(7vw,2.4rem)] leading-none ${
              themed
                ? dark
                  ? 'bg-[var(--board-dark,#b58863)]'
                  : 'bg-[var(--board-light,#f0d9b5)]'
                : dark
                  ? 'bg-teal-700/80'
                  : 'bg-amber-50'
            }`}
          >
            {piece && themed ? (
              <img
                src={pieceUrl(
                  set,
                  `${piece === piece.toUpperCase() ? 'w' : 'b'}${piece.toUpperCase()}` as PieceKey,
                )}
                alt=""
                className="absolute inset-[6%] block size-[88%]"
              />
            ) : piece ? (
              <span
                className={
                  piece === piece.toUpperCase()
                    ? 'text-white [text-shadow:0_0_2px_#1c1917,0_1px_3px_#1c1917]'
                    : 'text-stone-900'
                }
              >
                {GLYPHS[piece.toLowerCase()]}
                {'\uFE0E'}
              </span>
            ) : null}
          </span>
        ))}
      </div>
      <VideoTile name="Sam" initial="S" className="-top-6 -right-3 sm:-right-10 from-amber-300 to-rose-400" />
      <VideoTile name="You" initial="A" className="-bottom-6 -left-3 sm:-left-10 from-teal-300 to-sky-500" />
    </div>
  );
}

function VideoTile({ name, initial, className }: { name: string; initial: string; className: string }) {
  return (
    <div
      className={`absolute flex h-24 w-32 flex-col justify-between rounded-xl border-2 border-white bg-linear-to-br p-2 shadow-xl sm:h-28 sm:w-40 ${className}`}
    >
      <span className="flex size-10 items-center justify-center self-center rounded-full bg-white/85 text-lg font-bold text-stone-800">
        {initial}
      </span>
      <span className="flex items-center justify-between rounded-md bg-black/45 px-1.5 py-0.5 text-xs font-medium text-white">
        {name}
        <span className="flex gap-1">
          <Mic className="size-3" />
          <Video className="size-3" />
        </span>
      </span>
    </div>
  );
}
