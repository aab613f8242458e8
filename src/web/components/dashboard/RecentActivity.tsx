import { History } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { GameListRow } from './GameListRow';
import { isJoinable } from './game-outcome';
import { type GameSummary, useUserGames } from './queries';

const SHOWN = 5;

/** The user's latest games, newest first, each opening its room. */
export function RecentActivity({ userId }: { userId: string }) {
  const games = useUserGames(userId);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle>Recent Activity</CardTitle>
        {games.data?.length ? (
          <Button asChild variant="link" size="sm" className="px-0">
            <Link href="/history">View all</Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {games.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading recent games" />
          </div>
        ) : games.isError ? (
          <p role="alert" className="py-6 text-center text-sm text-muted-foreground">
            Couldn&apos;t load your recent games. Please try again later.
          </p>
        ) : games.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center text-muted-foreground">
            <History className="size-8" aria-hidden="true" />
            <p className="font-medium">No games played yet</p>
            <p className="text-sm">Start a game and it will show up here.</p>
          </div>
        ) : (
          <ul className="divide-y">
            {newestFirst(games.data)
              .slice(0, SHOWN)
              .map((game) => (
                <GameListRow key={game.id} game={game} playerId={userId} joinable={isJoinable(game)} />
              ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function newestFirst(games: GameSummary[]): GameSummary[] {
  return [...games].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
