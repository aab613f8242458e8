import { History } from 'lucide-react';
import { Link } from 'wouter';
import { RatingChange } from '../players/RatingChange';
import { Button } from '../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { isJoinable, opponentName, timeControlLabel } from './game-outcome';
import { OutcomeBadge } from './OutcomeBadge';
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
                <GameRow key={game.id} game={game} userId={userId} />
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

function GameRow({ game, userId }: { game: GameSummary; userId: string }) {
  const opponent = opponentName(game, userId);
  const joinable = isJoinable(game);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="truncate font-medium">{opponent ? `vs ${opponent}` : 'Waiting for opponent'}</p>
        <p className="text-xs text-muted-foreground">
          {timeControlLabel(game.timeControl)} · {new Date(game.createdAt).toLocaleDateString()}
        </p>
      </div>
      <div className="flex items-center gap-3">
        {typeof game.ratingChange === 'number' ? <RatingChange change={game.ratingChange} /> : null}
        <OutcomeBadge game={game} playerId={userId} />
        <Button asChild size="sm" variant={joinable ? 'default' : 'outline'}>
          <Link href={`/game/${game.id}`}>{joinable ? 'Join Game' : 'View Game'}</Link>
        </Button>
      </div>
    </li>
  );
}
