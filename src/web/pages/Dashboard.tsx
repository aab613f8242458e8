import dashboardArea from 'virtual:catalogue-area/dashboard';
import { Trans, useLingui } from '@lingui/react';
import { BookOpen, Plus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { CorrespondenceTurnsCard } from '../dashboard/CorrespondenceTurnsCard';
import { DashboardLayout } from '../dashboard/DashboardLayout';
import { accountWords } from '../dashboard/DashboardSidebar';
import { FriendsCard } from '../dashboard/FriendsCard';
import { GamesStatCard } from '../dashboard/GamesStatCard';
import { PendingInvitations } from '../dashboard/PendingInvitations';
import { PlanStatCard } from '../dashboard/PlanStatCard';
import { QuickPlayCard } from '../dashboard/QuickPlayCard';
import { RatingStatCard } from '../dashboard/RatingStatCard';
import { RecentActivity } from '../dashboard/RecentActivity';
import { friendsWords } from '../friends/friends-words';
import { correspondenceWords } from '../i18n/correspondence-words';
import { gameWords } from '../i18n/game-words';
import { loadArea } from '../i18n/i18n';
import { PageMeta } from '../layout/PageMeta';
import { useAuth } from '../lib/auth';

/** Vacation (decision 325) is its own chunk: most people play no correspondence games. */
const VacationCard = lazy(() => import('../dashboard/VacationCard'));

/**
 * The page shows once its words are here: its own, the friends card's, the game lists', the sidebar's and the
 * correspondence games'.
 */
export const ready = Promise.all([
  loadArea(dashboardArea),
  friendsWords.ready,
  gameWords.ready,
  accountWords.ready,
  correspondenceWords.ready,
]);

export default function Dashboard() {
  const { i18n } = useLingui();
  const { user } = useAuth();
  // The route is guarded; this covers the instant after signing out.
  if (!user) return <PageSpinner />;
  return (
    <DashboardLayout user={user}>
      <PageMeta name={i18n._('dashboard.pageName')} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight break-words">
            {/* The name isolated: a Latin name beside Arabic keeps its "!" where the sentence puts it. */}
            <Trans
              id="dashboard.welcome"
              values={{ name: user.displayName ?? user.firstName }}
              components={{ 0: <bdi /> }}
            />
          </h1>
          <p className="mt-1 text-muted-foreground">{i18n._('dashboard.ready')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="lg" variant="outline">
            <Link href="/study/new">
              <BookOpen aria-hidden="true" />
              {i18n._('dashboard.studyBoard')}
            </Link>
          </Button>
          <Button asChild size="lg">
            <Link href="/game/new">
              <Plus aria-hidden="true" />
              {i18n._('dashboard.newGame')}
            </Link>
          </Button>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <GamesStatCard userId={user.id} />
        <RatingStatCard userId={user.id} />
        <PlanStatCard user={user} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-6">
          <CorrespondenceTurnsCard />
          <Suspense fallback={null}>
            <VacationCard />
          </Suspense>
          <QuickPlayCard />
          <FriendsCard />
          <PendingInvitations />
        </div>
        <RecentActivity userId={user.id} />
      </div>
    </DashboardLayout>
  );
}
