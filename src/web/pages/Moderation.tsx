import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import type { ModerationReportsResponse } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { CenteredCard } from '../layout/CenteredCard';
import { useAuth } from '../lib/auth';
import { ReportGroupCard } from '../reports/ReportGroupCard';
import { MODERATION_KEY, moderationReports } from '../reports/reports-api';

/** `/moderation`: the open reports by person, most reported first, with the actions (moderators only). */
export default function Moderation() {
  const { user } = useAuth();
  if (!user?.moderator) {
    return (
      <CenteredCard
        icon={<ShieldAlert />}
        tone="warning"
        title="Moderators only"
        description="This page is for moderators."
      >
        <Button asChild size="lg">
          <Link href="/dashboard">Go to your dashboard</Link>
        </Button>
      </CenteredCard>
    );
  }
  return <ModerationQueue />;
}

function ModerationQueue() {
  const reports = useQuery<ModerationReportsResponse>({
    queryKey: MODERATION_KEY,
    queryFn: moderationReports,
  });
  if (reports.isPending) return <PageSpinner />;
  if (reports.isError)
    return (
      <p role="alert" className="p-8 text-center">
        Couldn&apos;t load the reports. Please try again later.
      </p>
    );
  const { groups } = reports.data;
  return (
    <div className="mx-auto grid max-w-4xl gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight">Moderation</h1>
      {groups.length === 0 ? (
        <p className="text-muted-foreground">No open reports. Well done, everyone.</p>
      ) : (
        groups.map((group) => <ReportGroupCard key={group.reported.id} group={group} />)
      )}
    </div>
  );
}
