import { CalendarDays, Clock, Hash } from 'lucide-react';
import { Link } from 'wouter';
import type { PlayerGame } from '../../core/protocol';
import { longTimeControl } from '../../core/time-control';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { isJoinable, opponentName } from '../dashboard/game-outcome';
import { CasualBadge, OutcomeBadge, StatusBadge } from '../dashboard/OutcomeBadge';
import { endReason } from '../history/end-reason';
import { RatingChange } from './RatingChange';

/**
 * One game of the history (spec §2): status and result badges, how it ended, date, time control in minutes, the
 * game id, the rating change (or Casual, decision 277), and Join Game (live games) or View Game (finished ones).
 */
export function HistoryGameCard({ game, playerId }: { game: PlayerGame; playerId: string }) {
  const opponent = opponentName(game, playerId);
  const joinable = isJoinable(game);
  const reason = endReason(game);
  return (
    <Card data-testid="history-game" data-game-id={game.id}>
      <CardContent className="flex flex-wrap items-center justify-between gap-4 p-4">
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={game.status} />
            {/* An abandoned game has no result beyond its status. */}
            {game.status === 'abandoned' ? null : <OutcomeBadge game={game} playerId={playerId} />}
            {game.ratingChange !== null ? <RatingChange change={game.ratingChange} /> : null}
            <CasualBadge rated={game.rated} />
            {reason ? (
              <span className="text-sm text-muted-foreground" data-testid="end-reason">
                {reason}
              </span>
            ) : null}
          </div>
          <p className="truncate font-semibold">
            {opponent ? `vs ${opponent}` : 'Waiting for opponent'}
            <span className="ml-2 text-sm font-normal text-muted-foreground">
              as {game.color === 'white' ? 'White' : 'Black'}
            </span>
          </p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <span className="flex items-center gap-1">
              <CalendarDays className="size-3.5" aria-hidden="true" />
              {new Date(game.createdAt).toLocaleDateString()}
            </span>
            <span className="flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden="true" />
              {longTimeControl(game.timeControl, game.increment)}
            </span>
            <span className="flex items-center gap-1 font-mono">
              <Hash className="size-3.5" aria-hidden="true" />
              <span className="sr-only">Game ID </span>
              {game.id}
            </span>
          </p>
        </div>
        <Button asChild size="sm" variant={joinable ? 'default' : 'outline'}>
          <Link href={`/game/${game.id}`}>{joinable ? 'Join Game' : 'View Game'}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
