import { useLingui } from '@lingui/react';
import { useEffect, useMemo } from 'react';
import { START_FEN } from '../../core/chess/board';
import type { Color, Game, GameReviewResponse } from '../../core/protocol';
import { lineFrom, treeFromMoves } from '../../core/review/move-tree';
import { initialReview, type ReviewState } from '../../core/review/review-state';
import { Button } from '../components/ui/button';
import { apiJson } from '../lib/api';
import { useAuth } from '../lib/auth';
import { getLiveSocket } from '../lib/live-socket';
import { ReportPanel } from './ReportPanel';
import { ReviewWorkspace } from './ReviewWorkspace';
import { ReviewClient } from './review-client';
import { reviewWords } from './review-words';

function localReview(game: Game): ReviewState {
  const tree = treeFromMoves(game.moves, game.startFen ?? START_FEN);
  if (!tree.ok) throw new Error(tree.reason);
  const review = initialReview(tree.value);
  return { ...review, cursor: lineFrom(tree.value, tree.value.root).at(-1) ?? review.cursor };
}

/**
 * A finished game's review (decision 230): shared live with the partner when the viewer played the game,
 * alone otherwise. The shared board (`ReviewWorkspace`), the PGN with variations and the game report.
 */
export function ReviewPanel({
  game,
  orientation,
  onClose,
  linesSlot = null,
}: {
  game: Game;
  orientation: Color;
  onClose(): void;
  /** On a phone: the room's Lines tab, where the move tree, engine and report go (under the board). */
  linesSlot?: HTMLElement | null;
}) {
  reviewWords.useWords();
  const { i18n } = useLingui();
  const { user } = useAuth();
  const viewerId = user?.id ?? null;
  const shared = viewerId !== null && (game.whitePlayerId === viewerId || game.blackPlayerId === viewerId);
  const client = useMemo(
    () =>
      new ReviewClient({
        subject: { kind: 'game', id: game.id },
        userId: viewerId,
        shared,
        load: async () =>
          shared
            ? (await apiJson<GameReviewResponse>('GET', `/api/games/${game.id}/review`)).review
            : localReview(game),
        send: (message) => getLiveSocket().send(message),
      }),
    [game, viewerId, shared],
  );
  useEffect(() => {
    void client.start();
    client.open();
    return () => client.close();
  }, [client]);

  return (
    <ReviewWorkspace
      client={client}
      shared={shared}
      orientation={orientation}
      title={shared ? i18n._('review.together') : i18n._('review.alone')}
      linesSlot={linesSlot}
      actions={
        <Button size="sm" variant="ghost" onClick={onClose}>
          {i18n._('review.backToGame')}
        </Button>
      }
      extras={({ analysis, onPly, onBetterMove }) => (
        <>
          {shared ? (
            <a className="text-sm underline" href={`/api/games/${game.id}/review/pgn`}>
              {i18n._('review.downloadPgn')}
            </a>
          ) : null}
          <ReportPanel
            game={game}
            canCompute={analysis}
            isPlayer={shared}
            onPly={onPly}
            onBetterMove={onBetterMove}
          />
        </>
      )}
    />
  );
}
