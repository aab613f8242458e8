import errorsArea from 'virtual:catalogue-area/errors';
import { Trans, useLingui } from '@lingui/react';
import { Pencil, Play } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { CurrentUser } from '../../core/protocol';
import { AvatarCard } from '../avatars/AvatarCard';
import { MembershipCard } from '../billing/MembershipCard';
import { PaymentHistory } from '../billing/PaymentHistory';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { DashboardLayout } from '../dashboard/DashboardLayout';
import { gameWords } from '../i18n/game-words';
import { loadArea } from '../i18n/i18n';
import { PageMeta } from '../layout/PageMeta';
import { useAuth } from '../lib/auth';
import { CorrespondenceNoticesCard } from '../notifications/CorrespondenceNoticesCard';
import { NotificationsSection } from '../notifications/NotificationsSection';
import { AppearanceCard } from '../players/AppearanceCard';
import { BoardThemeCard } from '../players/BoardThemeCard';
import { EditProfileForm } from '../players/EditProfileForm';
import { GameStatsCard } from '../players/GameStatsCard';
import { PieceSetCard } from '../players/PieceSetCard';
import { ProfileHeader } from '../players/ProfileHeader';
import { useUserStats } from '../players/players-api';
import { playersWords } from '../players/players-words';
import { profileWords } from '../players/profile-words';
import { RatingChart } from '../players/RatingChart';
import { RecentGames } from '../players/RecentGames';
import { PlanStatistics } from '../players/stats/PlanStatistics';
import { YourDataCard } from '../players/YourDataCard';
import { SecuritySection } from '../security/SecuritySection';
import { StrangerCallsCard } from '../stranger-calls/StrangerCallsCard';

/**
 * The page shows once its own words are here (its cards', the statistics', the game lists') and the refusals'
 * (a taken username, a wrong password); the cards of other parts of the account ask for theirs themselves.
 */
export const ready = Promise.all([
  profileWords.ready,
  playersWords.ready,
  gameWords.ready,
  loadArea(errorsArea),
]);

/** `/profile`: the signed-in player's own profile, with Edit Profile, membership and payments. */
function ProfileScreen() {
  const { user } = useAuth();
  // The route is guarded; this covers the instant after signing out.
  if (!user) return <PageSpinner />;
  return <OwnProfile user={user} />;
}

function OwnProfile({ user }: { user: CurrentUser }) {
  profileWords.useWords();
  playersWords.useWords();
  const { i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const stats = useUserStats(user.id);
  const actions = editing ? null : (
    <>
      <Button variant="outline" onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" />
        {i18n._('profile.editProfile')}
      </Button>
      <Button asChild>
        <Link href="/game/new">
          <Play aria-hidden="true" />
          {i18n._('players.startGame')}
        </Link>
      </Button>
    </>
  );
  return (
    <DashboardLayout user={user}>
      <ProfileHeader
        profile={{
          name: user.displayName ?? user.fullName,
          username: user.username,
          bio: user.bio,
          profileImageUrl: user.profileImageUrl,
          memberSince: user.createdAt,
        }}
        rank={stats.data?.rank}
        actions={actions}
      >
        {editing ? <EditProfileForm user={user} onDone={() => setEditing(false)} /> : undefined}
      </ProfileHeader>
      <AvatarCard user={user} />
      <GameStatsCard userId={user.id} />
      <RatingChart userId={user.id} />
      <PlanStatistics user={user} />
      <div className="grid gap-6 lg:grid-cols-2">
        <MembershipCard />
        <RecentGames userId={user.id} showAllLink />
      </div>
      <PaymentHistory />
      <AppearanceCard />
      <BoardThemeCard user={user} />
      <PieceSetCard user={user} />
      <SecuritySection user={user} />
      <StrangerCallsCard user={user} />
      <NotificationsSection />
      <CorrespondenceNoticesCard />
      <YourDataCard />
      <p className="text-sm text-muted-foreground">
        <Trans
          id="profile.publicAt"
          values={{ path: `/profile/${user.username}` }}
          components={{
            0: (
              <Link
                href={`/profile/${user.username}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
                dir="ltr"
              />
            ),
          }}
        />
      </p>
    </DashboardLayout>
  );
}

/** The page names itself in the reader's language (the tab's title). */
export default function Profile() {
  const { i18n } = useLingui();
  return (
    <>
      <PageMeta name={i18n._('account.nav.profile')} />
      <ProfileScreen />
    </>
  );
}
