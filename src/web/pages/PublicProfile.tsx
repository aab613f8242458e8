import { Play, UserX } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { RelationshipActions } from '../friends/RelationshipActions';
import { CenteredCard } from '../layout/CenteredCard';
import { PageMeta } from '../layout/PageMeta';
import { isRefusal } from '../lib/api';
import { useAuth } from '../lib/auth';
import { GameStatsCard } from '../players/GameStatsCard';
import { ProfileHeader } from '../players/ProfileHeader';
import { usePublicProfile } from '../players/players-api';
import { RatingChart } from '../players/RatingChart';
import { RecentGames } from '../players/RecentGames';
import { ReportButton } from '../reports/ReportButton';
import { PlayerTournamentsCard } from '../tournaments/PlayerTournamentsCard';

/** `/profile/{username}`: what anyone may see of a player. No e-mail, no plan, no payments. */
export default function PublicProfile() {
  const { username } = useParams<{ username: string }>();
  return (
    <>
      <PageMeta name={username} />
      <PlayerProfile username={username} />
    </>
  );
}

function PlayerProfile({ username }: { username: string }) {
  const { user } = useAuth();
  const profile = usePublicProfile(username);
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    const missing = isRefusal(profile.error, 'not_found');
    return (
      <CenteredCard
        icon={<UserX />}
        tone={missing ? 'default' : 'warning'}
        title={missing ? 'Player not found' : 'Could not load this profile'}
        description={
          missing ? `Nobody has the username ${username}.` : 'Check your connection and try again.'
        }
      >
        <Button asChild size="lg">
          <Link href="/">Go to Home</Link>
        </Button>
      </CenteredCard>
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
            <div className="flex flex-wrap items-center gap-2">
              <Button asChild>
                <Link href="/game/new">
                  <Play aria-hidden="true" />
                  Start Game
                </Link>
              </Button>
              {user ? <RelationshipActions user={player} /> : null}
              {user ? (
                <ReportButton
                  subject={{ kind: 'user', username: player.username }}
                  name={player.displayName ?? player.username}
                />
              ) : null}
            </div>
          )
        }
      />
      <GameStatsCard userId={player.id} />
      <RatingChart userId={player.id} />
      <PlayerTournamentsCard username={player.username} />
      <RecentGames userId={player.id} showAllLink={own} />
    </div>
  );
}
