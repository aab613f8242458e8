import { type ReactNode, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { SquareName } from '../../core/chess';
import { planFor } from '../../core/plans';
import type { Color } from '../../core/protocol';
import { lineFrom, nodeOf, stepFrom } from '../../core/review/move-tree';
import { Button } from '../components/ui/button';
import { useAuth } from '../lib/auth';
import { cn } from '../lib/cn';
import { useLiveHandlers } from '../lib/use-live-messages';
import { EnginePanel, EngineUpsell } from './EnginePanel';
import { MoveTreeView } from './MoveTreeView';
import { ReviewBoard } from './ReviewBoard';
import type { ReviewClient } from './review-client';

const squaresOf = (uci: string | null) =>
  uci ? { from: uci.slice(0, 2) as SquareName, to: uci.slice(2, 4) as SquareName } : null;

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
    return <p className="p-4 text-sm text-muted-foreground">Opening the review…</p>;
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
                {leading ? 'Leading: stop' : 'Lead the review'}
              </Button>
            ) : null}
            {following ? <span data-testid="review-following">Following your partner</span> : null}
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
          <legend className="sr-only">Step through the moves</legend>
          {(
            [
              ['start', 'First position'],
              ['back', 'Previous move'],
              ['forward', 'Next move'],
              ['end', 'End of the line'],
            ] as const
          ).map(([step, label]) => (
            <Button
              key={step}
              size="sm"
              variant="outline"
              onClick={() => client.goto(stepFrom(review.tree, cursor, step))}
            >
              {label}
            </Button>
          ))}
        </fieldset>
        {view.notice ? (
          <p role="status" className="text-sm text-destructive">
            {view.notice}
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
                Make main line
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => client.act({ type: 'delete', node: cursor })}
              >
                Delete from here
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
