import creditsArea from 'virtual:catalogue-area/credits';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { PieceLetter } from '../../core/chess';
import { PIECE_SETS, type PieceSet } from '../../core/piece-sets';
import { PLAN_LIST } from '../../core/plans';
import { PieceImage } from '../board/pieces';
import { loadArea } from '../i18n/i18n';
import { planNameList } from '../i18n/plan-words';
import { PageHero } from '../layout/PageHero';
import { PageMeta } from '../layout/PageMeta';

export const ready = loadArea(creditsArea);

const ROW: PieceLetter[] = ['K', 'Q', 'R', 'B', 'N', 'P', 'k', 'q', 'r', 'b', 'n', 'p'];

/** Plans with every piece set, not only the standard ones. */
const PLANS_WITH_ALL_SETS = PLAN_LIST.filter((plan) => plan.pieceSets === 'all');

/**
 * Where each set's drawings came from, in the reader's language; the English messages say what core's
 * `credit.source` says (checked by Credits.test.tsx). Authors and licences stay as core writes them.
 */
const SOURCES: Record<string, MessageId> = {
  classic: 'credits.source.classic',
  merida: 'credits.source.lichess',
  letters: 'credits.source.letters',
  pirouetti: 'credits.source.lichess',
  dejavu: 'credits.source.dejavu',
  noto: 'credits.source.noto',
};

/** Works ChessChat builds on besides the pieces (docs/credits.md says the same). */
const OTHER_WORKS: { what: MessageId; credit: MessageId }[] = [
  { what: 'credits.other.openings.what', credit: 'credits.other.openings.credit' },
  { what: 'credits.other.engine.what', credit: 'credits.other.engine.credit' },
  { what: 'credits.other.words.what', credit: 'credits.other.words.credit' },
  { what: 'credits.other.cards.what', credit: 'credits.other.cards.credit' },
  { what: 'credits.other.pictures.what', credit: 'credits.other.pictures.credit' },
];

/** Where a set's files are served from: a path, the same in every language. */
function setFolder(set: PieceSet): string {
  return `/pieces/${set.id}/`;
}

function SetCredit({ set }: { set: PieceSet }) {
  const { i18n } = useLingui();
  const source = SOURCES[set.id];
  return (
    <section aria-labelledby={`set-${set.id}`} className="rounded-lg border p-5">
      <h3 id={`set-${set.id}`} className="text-lg font-semibold">
        {set.name}{' '}
        <span className="text-sm font-normal text-muted-foreground">
          {set.standard ? i18n._('credits.set.everyPlan') : planNameList(i18n, PLANS_WITH_ALL_SETS)}
        </span>
      </h3>
      <div
        role="img"
        aria-label={i18n._('credits.set.piecesLabel', { set: set.name })}
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
        <dt className="font-medium">{i18n._('credits.set.drawnBy')}</dt>
        <dd className="text-muted-foreground" lang="en" dir="ltr">
          {set.credit.author}
        </dd>
        <dt className="font-medium">{i18n._('credits.set.licence')}</dt>
        <dd className="text-muted-foreground" lang="en" dir="ltr">
          <a
            href={set.credit.licenceUrl}
            className="font-medium text-primary underline underline-offset-4"
            rel="noopener noreferrer"
          >
            {set.credit.licence}
          </a>
        </dd>
        <dt className="font-medium">{i18n._('credits.set.source')}</dt>
        {source ? (
          <dd className="text-muted-foreground">{i18n._(source)}</dd>
        ) : (
          <dd className="text-muted-foreground" lang="en" dir="ltr">
            {set.credit.source}
          </dd>
        )}
        <dt className="font-medium">{i18n._('credits.set.files')}</dt>
        <dd className="text-muted-foreground">
          <code dir="ltr">{setFolder(set)}</code> {i18n._('credits.set.filesNote')}
        </dd>
      </dl>
    </section>
  );
}

/** `/credits`: who made the pieces and other works ChessChat uses, and under which licence (decision 222). */
export default function Credits() {
  const { i18n } = useLingui();
  return (
    <>
      <PageMeta name={i18n._('credits.meta.name')} description={i18n._('credits.meta.description')} />
      <PageHero eyebrow={i18n._('credits.eyebrow')} title={i18n._('credits.title')}>
        <p>{i18n._('credits.lead')}</p>
      </PageHero>
      <article className="mx-auto grid max-w-3xl gap-6 px-4 py-12">
        <h2 className="text-2xl font-semibold">{i18n._('credits.pieces.title')}</h2>
        {PIECE_SETS.map((set) => (
          <SetCredit key={set.id} set={set} />
        ))}
        <h2 className="mt-6 text-2xl font-semibold">{i18n._('credits.other.title')}</h2>
        <ul className="grid gap-3">
          {OTHER_WORKS.map((work) => (
            <li key={work.what} className="text-pretty">
              <span className="font-medium">
                {i18n._('credits.other.label', { what: i18n._(work.what) })}
              </span>
              <span className="text-muted-foreground">{i18n._(work.credit)}</span>
            </li>
          ))}
        </ul>
      </article>
    </>
  );
}
