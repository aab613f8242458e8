import { Link } from 'wouter';
import { longTimeControl } from '../../core/time-control';
import { Button } from '../components/ui/button';
import { RatingChange } from '../players/RatingChange';
import { opponentName } from './game-outcome';
import { CasualBadge, OutcomeBadge } from './OutcomeBadge';
import type { GameSummary } from './queries';

/**
 * One game in a short list (dashboard, profile): opponent, clock and date, rating change (or Casual),
 * outcome, and a button into its room. Each list says when a game counts as joinable (the spec's screens differ).
 */
export function GameListRow({
  game,
  playerId,
  joinable,
}: {
  game: GameSummary;
  playerId: string;
  joinable: boolean;
}) {
  const opponent = opponentName(game, playerId);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="truncate font-medium">{opponent ? `vs ${opponent}` : 'Waiting for opponent'}</p>
        <p className="text-xs text-muted-foreground">
          {longTimeControl(game.timeControl, game.increment ?? 0)} ·{' '}
          {new Date(game.createdAt).toLocaleDateString()}
        </p>
      </div>
      <div className="flex items-center gap-3">
        {typeof game.ratingChange === 'number' ? <RatingChange change={game.ratingChange} /> : null}
        <CasualBadge rated={game.rated} />
        <OutcomeBadge game={game} playerId={playerId} />
        <Button asChild size="sm" variant={joinable ? 'default' : 'outline'}>
          <Link href={`/game/${game.id}`}>{joinable ? 'Join Game' : 'View Game'}</Link>
        </Button>
      </div>
    </li>
  );
}
