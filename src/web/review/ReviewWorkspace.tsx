import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { type ReactNode, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { SquareName } from '../../core/chess';
import { REVIEW_LIMITS } from '../../core/limits';
import { planFor } from '../../core/plans';
import type { Color } from '../../core/protocol';
import { lineFrom, nodeOf, stepFrom } from '../../core/review/move-tree';
import { moveRefusalText } from '../board/move-refusal-text';
import { Button } from '../components/ui/button';
import { useAuth } from '../lib/auth';
import { cn } from '../lib/cn';
import { useLiveHandlers } from '../lib/use-live-messages';
import { EnginePanel, EngineUpsell } from './EnginePanel';
import { MoveTreeView } from './MoveTreeView';
import { ReviewBoard } from './ReviewBoard';
import type { ReviewClient, ReviewNotice } from './review-client';
import { reviewWords } from './review-words';

const squaresOf = (uci: string | null) =>
  uci ? { from: uci.slice(0, 2) as SquareName, to: uci.slice(2, 4) as SquareName } : null;

/**
 * A refusal in words: the review's own sentence for the codes its actions meet, the rules' reason for a refused
 * move (board/move-refusal-text.ts, as in the room), else the server's sentence.
 */
function noticeText(i18n: I18n, notice: ReviewNotice): string {
  if (notice.kind === 'offline') return i18n._('review.notConnected');
  if (notice.refusal) return moveRefusalText(i18n, notice.refusal);
  switch (notice.code) {
    case 'review_not_leader':
      return i18n._('review.refusal.notLeader');
    case 'review_too_large':
      return i18n._('review.refusal.full', { megabytes: REVIEW_LIMITS.stateBytes / 1_000_000 });
    case 'not_found':
      return i18n._('review.refusal.gone');
    default:
      return notice.message;
  }
}

const STEPS = [
  ['start', 'review.step.first'],
  ['back', 'review.step.previous'],
  ['forward', 'review.step.next'],
  ['end', 'review.step.end'],
] as const;

/** What the parts around the board can ask of it: look at a ply of the main line, show a move as a hint. */
export interface WorkspaceControls {
  /** The viewer's plan has the engine (and game reports). */
  analysis: boolean;
  onPly(ply: number): void;
  onBetterMove(ply: number, uci: string): void;
}

/**
 * The shared analysis board of a review, whatever it is of (decision 234): the board with drawings, the
 * step buttons, the move tree with its variations, follow or free mode, and the engine for plans with
 * analysis. A finished game's review and a study board put their own parts around it.
 */
export function ReviewWorkspace({
  client,
  shared,
  orientation,
  title,
  actions,
  extras,
  className,
  linesSlot = null,
}: {
  client: ReviewClient;
  shared: boolean;
  orientation: Color;
  title: string;
  /** Buttons beside the title (Back to the game). */
  actions?: ReactNode;
  /** What follows the engine (the game report, the PGN download). */
  extras?: (controls: WorkspaceControls) => ReactNode;
  /** The page's arrangement of the board part and the tree part (one column unless told). */
  className?: string;
  /** On a phone: the room's Lines tab, where the move tree, engine and report go (decision 173). */
  linesSlot?: HTMLElement | null;
}) {
  reviewWords.useWords();
  const { i18n } = useLingui();
  const { user } = useAuth();
  const viewerId = user?.id ?? null;
  useLiveHandlers(client.liveHandlers);
  const view = useSyncExternalStore(client.store.subscribe, client.store.get);
  const [hint, setHint] = useState<string | null>(null);
  const onBest = useCallback((uci: string | null) => setHint(uci), []);
  const onSelect = useCallback((id: string) => client.goto(id), [client]);
  // The main line is the game's own moves unless a variation was made the main line.
  const plyNode = useCallback(
    (ply: number) => {
      const review = client.store.get().review;
      return review ? lineFrom(review.tree, review.tree.root)[ply] : undefined;
    },
    [client],
  );
  const onPly = useCallback(
    (ply: number) => {
      const id = plyNode(ply);
      if (id) client.goto(id);
    },
    [client, plyNode],
  );
  const onBetterMove = useCallback(
    (ply: number, uci: string) => {
      onPly(ply);
      setHint(uci);
    },
    [onPly],
  );

  const review = view.review;
  const cursor =
    review && view.cursor && nodeOf(review.tree, view.cursor) ? view.cursor : (review?.cursor ?? null);
  const node = review && cursor ? nodeOf(review.tree, cursor) : undefined;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        !review ||
        !cursor ||
        event.target instanceof HTMLInputElement ||
        event.target instanceof HTMLTextAreaElement
      )
        return;
      const step = { ArrowLeft: 'back', ArrowRight: 'forward', Home: 'start', End: 'end' } as const;
      const chosen = step[event.key as keyof typeof step];
      if (!chosen) return;
      event.preventDefault();
      client.goto(stepFrom(review.tree, cursor, chosen));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [client, review, cursor]);

  if (!review || !node || !cursor)
    return <p className="p-4 text-sm text-muted-foreground">{i18n._('review.opening')}</p>;
  const leading = review.mode === 'follow' && review.leader === viewerId;
  const following = shared && review.mode === 'follow' && !leading;
  const analysis = user ? planFor(user.subscriptionTier).analysis : false;
  const lastMove = node.move ? squaresOf(node.move.replace('-', '')) : null;

  const inSlot = (lines: ReactNode) => (linesSlot ? createPortal(lines, linesSlot) : lines);

  return (
    <section
      aria-labelledby="review-heading"
      className={cn('grid h-full grid-cols-[minmax(0,1fr)] content-start gap-4 overflow-y-auto', className)}
      data-testid="review-panel"
    >
      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="review-heading" className="font-semibold">
            {title}
          </h2>
          <div className="flex items-center gap-2 text-sm">
            {shared ? (
              <Button
                size="sm"
                variant="outline"
                aria-pressed={leading}
                onClick={() => client.act({ type: 'mode', mode: leading ? 'free' : 'follow' })}
              >
                {leading ? i18n._('review.lead.stop') : i18n._('review.lead.start')}
              </Button>
            ) : null}
            {following ? <span data-testid="review-following">{i18n._('review.following')}</span> : null}
            {actions}
          </div>
        </div>
        <ReviewBoard
          fen={node.fen}
          orientation={orientation}
          lastMove={lastMove}
          shapes={review.shapes[cursor] ?? []}
          hint={squaresOf(hint)}
          canMove={!following}
          onMove={(move) => client.act({ type: 'play', node: cursor, move })}
          onShapes={(shapes) => client.act({ type: 'shapes', node: cursor, shapes })}
        />
        <fieldset className="flex flex-wrap gap-1">
          <legend className="sr-only">{i18n._('review.step.legend')}</legend>
          {STEPS.map(([step, label]) => (
            <Button
              key={step}
              size="sm"
              variant="outline"
              onClick={() => client.goto(stepFrom(review.tree, cursor, step))}
            >
              {i18n._(label)}
            </Button>
          ))}
        </fieldset>
        {view.notice ? (
          <p role="status" className="text-sm text-destructive">
            {noticeText(i18n, view.notice)}
          </p>
        ) : null}
      </div>
      {inSlot(
        <div className="space-y-4">
          <MoveTreeView tree={review.tree} cursor={cursor} onSelect={onSelect} />
          {node.parent !== null && !following ? (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="outline"
                onClick={() => client.act({ type: 'promote', node: cursor })}
              >
                {i18n._('review.promote')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => client.act({ type: 'delete', node: cursor })}
              >
                {i18n._('review.deleteFrom')}
              </Button>
            </div>
          ) : null}
          {analysis ? <EnginePanel fen={node.fen} onBest={onBest} /> : <EngineUpsell />}
          {extras?.({ analysis, onPly, onBetterMove })}
        </div>,
      )}
    </section>
  );
}
