import { Play, UserX } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { GameStatsCard } from '../components/players/GameStatsCard';
import { ProfileHeader } from '../components/players/ProfileHeader';
import { usePublicProfile } from '../components/players/players-api';
import { RatingChart } from '../components/players/RatingChart';
import { RecentGames } from '../components/players/RecentGames';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { PageSpinner } from '../components/ui/spinner';
import { ApiError } from '../lib/api';
import { useAuth } from '../lib/auth';

/** `/profile/{username}`: what anyone may see of a player. No e-mail, no plan, no payments. */
export default function PublicProfile() {
  const { username } = useParams<{ username: string }>();
  const { user } = useAuth();
  const profile = usePublicProfile(username);
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <div className="flex min-h-[50vh] items-center justify-center px-4 py-10">
        <Card className="w-full max-w-md text-center">
          <CardHeader>
            <UserX className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
            <h1 className="text-2xl font-bold">
              {missing ? 'Player not found' : 'Could not load this profile'}
            </h1>
            <CardDescription>
              {missing ? `Nobody has the username ${username}.` : 'Check your connection and try again.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link href="/">Go to Home</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }
  const player = profile.data;
  const own = user?.id === player.id;
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <ProfileHeader
        profile={{ ...player, name: player.displayName ?? player.username }}
        rank={player.rank}
        actions={
          own ? (
            <Button asChild variant="outline">
              <Link href="/profile">Edit your profile</Link>
            </Button>
          ) : (
            <Button asChild>
              <Link href="/game/new">
                <Play aria-hidden="true" />
                Start Game
              </Link>
            </Button>
          )
        }
      />
      <GameStatsCard userId={player.id} />
      <RatingChart userId={player.id} />
      <RecentGames userId={player.id} showAllLink={own} />
    </div>
  );
}
