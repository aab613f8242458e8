import { History } from 'lucide-react';
import { Link } from 'wouter';
import { GameListRow } from '../dashboard/GameListRow';
import { Button } from '../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { useRecentGames } from './games-page';

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
              <GameListRow key={game.id} game={game} playerId={userId} joinable={game.status === 'waiting'} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
