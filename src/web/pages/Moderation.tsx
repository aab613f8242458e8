import moderationArea from 'virtual:catalogue-area/moderation';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import type { ModerationReportsResponse } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { loadArea } from '../i18n/i18n';
import { CenteredCard } from '../layout/CenteredCard';
import { PageMeta } from '../layout/PageMeta';
import { useAuth } from '../lib/auth';
import { ReportGroupCard } from '../reports/ReportGroupCard';
import { MODERATION_KEY, moderationReports } from '../reports/reports-api';
import { reportsWords } from '../reports/reports-words';

export const ready = Promise.all([loadArea(moderationArea), reportsWords.ready]).then(() => undefined);

/** `/moderation`: the open reports by person, most reported first, with the actions (moderators only). */
function ModerationScreen() {
  const { i18n } = useLingui();
  const { user } = useAuth();
  if (!user?.moderator) {
    return (
      <CenteredCard
        icon={<ShieldAlert />}
        tone="warning"
        title={i18n._('moderation.only.title')}
        description={i18n._('moderation.only.description')}
      >
        <Button asChild size="lg">
          <Link href="/dashboard">{i18n._('moderation.only.dashboard')}</Link>
        </Button>
      </CenteredCard>
    );
  }
  return <ModerationQueue />;
}

function ModerationQueue() {
  const { i18n } = useLingui();
  const reports = useQuery<ModerationReportsResponse>({
    queryKey: MODERATION_KEY,
    queryFn: moderationReports,
  });
  if (reports.isPending) return <PageSpinner />;
  if (reports.isError)
    return (
      <p role="alert" className="p-8 text-center">
        {i18n._('moderation.loadError')}
      </p>
    );
  const { groups } = reports.data;
  return (
    <div className="mx-auto grid max-w-4xl gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight">{i18n._('moderation.title')}</h1>
      {groups.length === 0 ? (
        <p className="text-muted-foreground">{i18n._('moderation.empty')}</p>
      ) : (
        groups.map((group) => <ReportGroupCard key={group.reported.id} group={group} />)
      )}
    </div>
  );
}

/** The page names itself in the reader's language (the tab's title). */
export default function Moderation() {
  const { i18n } = useLingui();
  return (
    <>
      <PageMeta name={i18n._('header.moderation')} />
      <ModerationScreen />
    </>
  );
}
