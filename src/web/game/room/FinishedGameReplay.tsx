import type { Color, Game, PublicUser } from '../../../core/protocol';
import { isFinished } from '../../../core/protocol';
import { RelationshipActions } from '../../friends/RelationshipActions';
import { ReplayPanel } from '../../players/replay/ReplayPanel';
import { ReviewButton } from '../../review/ReviewEntry';

/**
 * What heads the Moves tab once a game with moves is over: befriending or blocking the opponent, the review's
 * button, and the replay (clocks at each move, PGN).
 */
export function FinishedGameReplay({
  game,
  viewerId,
  myColor,
  opponent,
  guest,
  reviewing,
  onReview,
  viewPly,
  onView,
}: {
  game: Game;
  viewerId: string | null;
  myColor: Color | null;
  /** The human opponent of a player (never the computer); null for spectators. */
  opponent: PublicUser | null;
  /** A guest (decision 287) has no friends or blocks. */
  guest: boolean;
  reviewing: boolean;
  onReview(): void;
  viewPly: number | null;
  onView(ply: number | null): void;
}) {
  if (!isFinished(game) || game.moves.length === 0) return null;
  return (
    <>
      {reviewing ? null : (
        <div className="flex flex-wrap items-center justify-end gap-2">
          {opponent && !guest ? <RelationshipActions user={opponent} /> : null}
          {/* Reviews are stored per account: a signed-out visitor replays the game instead. */}
          {viewerId === null ? null : <ReviewButton game={game} viewerId={viewerId} onOpen={onReview} />}
        </div>
      )}
      <ReplayPanel game={game} viewPly={viewPly} onView={onView} orientation={myColor ?? 'white'} />
    </>
  );
}
