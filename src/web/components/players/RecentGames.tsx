import { History } from 'lucide-react';
import { Link } from 'wouter';
import type { PlayerGame } from '../../../core/protocol';
import { opponentName, timeControlLabel } from '../dashboard/game-outcome';
import { OutcomeBadge } from '../dashboard/OutcomeBadge';
import { Button } from '../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { useRecentGames } from './games-page';
import { RatingChange } from './RatingChange';

const SHOWN = 5;

/** Spec §2 Recent Games: the player's latest games, each with View Game, or Join Game while it waits. */
export function RecentGames({ userId, showAllLink }: { userId: string; showAllLink: boolean }) {
  const recent = useRecentGames(userId, SHOWN);
  const games = recent.data?.games ?? [];
  return (
    <Card role="region" aria-labelledby="recent-games-title">
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle id="recent-games-title">Recent Games</CardTitle>
        {showAllLink && games.length > 0 ? (
          <Button asChild variant="link" size="sm" className="px-0">
            <Link href="/history">View all</Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {recent.isPending ? (
          <Spinner label="Loading recent games" />
        ) : recent.isError ? (
          <p role="alert" className="text-sm text-muted-foreground">
            Couldn&apos;t load the recent games. Please try again later.
          </p>
        ) : games.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center text-muted-foreground">
            <History className="size-8" aria-hidden="true" />
            <p className="font-medium">No recent games</p>
          </div>
        ) : (
          <ul className="divide-y">
            {games.map((game) => (
              <RecentGame key={game.id} game={game} playerId={userId} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function RecentGame({ game, playerId }: { game: PlayerGame; playerId: string }) {
  const opponent = opponentName(game, playerId);
  const waiting = game.status === 'waiting';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="truncate font-medium">{opponent ? `vs ${opponent}` : 'Waiting for opponent'}</p>
        <p className="text-xs text-muted-foreground">
          {timeControlLabel(game.timeControl)} · {new Date(game.createdAt).toLocaleDateString()}
        </p>
      </div>
      <div className="flex items-center gap-3">
        {game.ratingChange !== null ? <RatingChange change={game.ratingChange} /> : null}
        <OutcomeBadge game={game} playerId={playerId} />
        <Button asChild size="sm" variant={waiting ? 'default' : 'outline'}>
          <Link href={`/game/${game.id}`}>{waiting ? 'Join Game' : 'View Game'}</Link>
        </Button>
      </div>
    </li>
  );
}
