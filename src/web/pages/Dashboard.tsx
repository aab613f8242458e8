import { BookOpen, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { DashboardLayout } from '../dashboard/DashboardLayout';
import { FriendsCard } from '../dashboard/FriendsCard';
import { GamesStatCard } from '../dashboard/GamesStatCard';
import { PendingInvitations } from '../dashboard/PendingInvitations';
import { PlanStatCard } from '../dashboard/PlanStatCard';
import { QuickPlayCard } from '../dashboard/QuickPlayCard';
import { RatingStatCard } from '../dashboard/RatingStatCard';
import { RecentActivity } from '../dashboard/RecentActivity';
import { useAuth } from '../lib/auth';

export default function Dashboard() {
  const { user } = useAuth();
  // The route is guarded; this covers the instant after signing out.
  if (!user) return <PageSpinner />;
  return (
    <DashboardLayout user={user}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">
            Welcome back, {user.displayName ?? user.firstName}!
          </h1>
          <p className="mt-1 text-muted-foreground">Ready for your next game?</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="lg" variant="outline">
            <Link href="/study/new">
              <BookOpen aria-hidden="true" />
              Study board
            </Link>
          </Button>
          <Button asChild size="lg">
            <Link href="/game/new">
              <Plus aria-hidden="true" />
              New Game
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
          <QuickPlayCard />
          <FriendsCard />
          <PendingInvitations />
        </div>
        <RecentActivity userId={user.id} />
      </div>
    </DashboardLayout>
  );
}
