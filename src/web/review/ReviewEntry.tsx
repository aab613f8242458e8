import { useLingui } from '@lingui/react';
import { lazy, useState } from 'react';
import type { Game } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { useLiveMessages } from '../lib/use-live-messages';
import { reviewWords } from './review-words';

/** The review board and its engine load only when somebody opens a review. */
export const LazyReviewPanel = lazy(() => import('./ReviewPanel').then((m) => ({ default: m.ReviewPanel })));

const isPlayer = (game: Game, viewerId: string | null) =>
  viewerId !== null && (game.whitePlayerId === viewerId || game.blackPlayerId === viewerId);

/** "Review together" for the players of a finished game; "Review" (on one's own) for anyone else. */
export function ReviewButton({
  game,
  viewerId,
  onOpen,
}: {
  game: Game;
  viewerId: string | null;
  onOpen(): void;
}) {
  reviewWords.useWords();
  const { i18n } = useLingui();
  return (
    <Button size="sm" variant="outline" onClick={onOpen} data-testid="review-open">
      {/* Nobody reviews with the computer (decision 286). */}
      {isPlayer(game, viewerId) && game.origin !== 'computer'
        ? i18n._('review.open.together')
        : i18n._('review.open.alone')}
    </Button>
  );
}

/** The partner opened the review: an invitation in place, to join it or stay where one is. */
export function ReviewInvite({
  game,
  viewerId,
  onJoin,
}: {
  game: Game;
  viewerId: string | null;
  onJoin(): void;
}) {
  const [by, setBy] = useState<string | null>(null);
  useLiveMessages((message) => {
    if (message.type === 'review_opened' && message.gameId === game.id && message.by !== viewerId)
      setBy(message.by);
  });
  if (!by || !isPlayer(game, viewerId)) return null;
  // Drawn apart, so that only an invitation waits for the review's words, never the room's first render.
  return (
    <InviteNotice
      game={game}
      by={by}
      onJoin={() => {
        setBy(null);
        onJoin();
      }}
      onStay={() => setBy(null)}
    />
  );
}

function InviteNotice({
  game,
  by,
  onJoin,
  onStay,
}: {
  game: Game;
  by: string;
  onJoin(): void;
  onStay(): void;
}) {
  reviewWords.useWords();
  const { i18n } = useLingui();
  const name =
    by === game.whitePlayerId
      ? (game.white?.displayName ?? game.white?.username)
      : (game.black?.displayName ?? game.black?.username);
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-md border bg-card p-3 text-sm"
      data-testid="review-invite"
    >
      <span>{name ? i18n._('review.invite.named', { name }) : i18n._('review.invite.partner')}</span>
      <Button size="sm" onClick={onJoin}>
        {i18n._('review.invite.join')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onStay}>
        {i18n._('review.invite.stay')}
      </Button>
    </div>
  );
}
