import { Trans, useLingui } from '@lingui/react';
import { Play, UserX } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { friendsWords } from '../friends/friends-words';
import { RelationshipActions } from '../friends/RelationshipActions';
import { gameWords } from '../i18n/game-words';
import { CenteredCard } from '../layout/CenteredCard';
import { PageMeta } from '../layout/PageMeta';
import { isRefusal } from '../lib/api';
import { useAuth } from '../lib/auth';
import { GameStatsCard } from '../players/GameStatsCard';
import { ProfileHeader } from '../players/ProfileHeader';
import { usePublicProfile } from '../players/players-api';
import { playersWords } from '../players/players-words';
import { RatingChart } from '../players/RatingChart';
import { RecentGames } from '../players/RecentGames';
import { ReportButton } from '../reports/ReportButton';
import { reportsWords } from '../reports/reports-words';
import { PlayerTournamentsCard } from '../tournaments/PlayerTournamentsCard';

/** The page shows once its words are here: its own cards', the game lists' and the friend actions'. */
export const ready = Promise.all([
  playersWords.ready,
  gameWords.ready,
  friendsWords.ready,
  reportsWords.ready,
]);

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
  const { i18n } = useLingui();
  const { user } = useAuth();
  const profile = usePublicProfile(username);
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    const missing = isRefusal(profile.error, 'not_found');
    return (
      <CenteredCard
        icon={<UserX />}
        tone={missing ? 'default' : 'warning'}
        title={i18n._(missing ? 'players.notFound.title' : 'players.loadError.title')}
        description={
          missing ? (
            <Trans id="players.notFound.text" values={{ username }} components={{ 0: <bdi /> }} />
          ) : (
            i18n._('players.loadError.text')
          )
        }
      >
        <Button asChild size="lg">
          <Link href="/">{i18n._('players.goHome')}</Link>
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
              <Link href="/profile">{i18n._('players.editProfile')}</Link>
            </Button>
          ) : (
            <div className="flex flex-wrap items-center gap-2">
              <Button asChild>
                <Link href="/game/new">
                  <Play aria-hidden="true" />
                  {i18n._('players.startGame')}
                </Link>
              </Button>
              {user ? <RelationshipActions user={player} /> : null}
              {user ? (
                <ReportButton
                  subject={{ kind: 'user', username: player.username }}
                  name={player.displayName ?? player.username}
                  label={i18n._('players.report')}
                />
              ) : null}
            </div>
          )
        }
      />
      <GameStatsCard userId={player.id} />
      <RatingChart userId={player.id} />
      {/* Still English (the tournaments' words are not in the catalogues yet): marked so, read left to right. */}
      <div lang="en" dir="ltr" className="contents">
        <PlayerTournamentsCard username={player.username} />
      </div>
      <RecentGames userId={player.id} showAllLink={own} />
    </div>
  );
}
