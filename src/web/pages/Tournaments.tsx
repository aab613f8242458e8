import tournamentsArea from 'virtual:catalogue-area/tournaments';
import { Trans, useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { mayPlayProArenas } from '../../core/plans';
import type { TournamentSummary } from '../../core/tournament/schemas';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { gameWords } from '../i18n/game-words';
import { loadArea } from '../i18n/i18n';
import { PageMeta } from '../layout/PageMeta';
import { useAuth } from '../lib/auth';
import { CreateNeedsPro } from '../tournaments/ProUpsell';
import { TournamentCard } from '../tournaments/TournamentCard';
import { fetchTournaments, TOURNAMENTS_KEY } from '../tournaments/tournament-api';
import { useNow } from '../tournaments/use-now';

export const ready = Promise.all([loadArea(tournamentsArea), gameWords.ready]).then(() => undefined);

/** The instant the list next changes by itself (an arena starts or ends), if any. */
function nextChange(tournaments: readonly TournamentSummary[], now: number): number | null {
  const times = tournaments.flatMap((t) =>
    t.status === 'scheduled'
      ? [Date.parse(t.startsAt)]
      : t.status === 'started'
        ? [Date.parse(t.endsAt)]
        : [],
  );
  const coming = times.filter((at) => at > now);
  return coming.length > 0 ? Math.min(...coming) : null;
}

/**
 * `/tournaments` (issue 30): the scheduled Pro arenas, open to watch for anyone and to play for Pro members, and
 * the reader's private tournaments, with "Create a tournament" for Pro members (others are told why not).
 */
function TournamentsScreen() {
  const { i18n } = useLingui();
  const { user } = useAuth();
  const client = useQueryClient();
  const list = useQuery({ queryKey: TOURNAMENTS_KEY, queryFn: fetchTournaments, refetchOnMount: 'always' });
  const now = useNow(1000, list.isSuccess);
  const all = list.data ? [...list.data.arenas, ...list.data.mine] : [];
  const changeAt = nextChange(all, now);
  // An arena that starts or ends moves in the list: ask again a moment after, as its page would hear it.
  useEffect(() => {
    if (changeAt === null) return;
    const timer = window.setTimeout(
      () => void client.invalidateQueries({ queryKey: TOURNAMENTS_KEY, exact: true }),
      changeAt - Date.now() + 1500,
    );
    return () => window.clearTimeout(timer);
  }, [changeAt, client]);

  if (list.isPending) return <PageSpinner />;
  if (list.isError)
    return (
      <p role="alert" className="p-8 text-center">
        {i18n._('tournaments.list.loadError')}
      </p>
    );
  const { arenas, mine } = list.data;
  const pro = user ? mayPlayProArenas(user.subscriptionTier) : false;
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{i18n._('tournaments.list.title')}</h1>
        <p className="text-muted-foreground">{i18n._('tournaments.list.lead')}</p>
      </div>

      <section aria-labelledby="arenas-heading" className="grid gap-3">
        <div className="grid gap-1">
          <h2 id="arenas-heading" className="text-xl font-semibold">
            {i18n._('tournaments.list.arenas')}
          </h2>
          <p className="text-sm text-muted-foreground">{i18n._('tournaments.list.arenasLead')}</p>
        </div>
        {arenas.length === 0 ? (
          <p className="text-sm text-muted-foreground">{i18n._('tournaments.list.noArenas')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {arenas.map((t) => (
              <li key={t.id}>
                <TournamentCard tournament={t} now={now} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="mine-heading" className="grid gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h2 id="mine-heading" className="text-xl font-semibold">
              {i18n._('tournaments.list.mine')}
            </h2>
            <p className="text-sm text-muted-foreground">{i18n._('tournaments.list.mineLead')}</p>
          </div>
          {pro ? (
            <Button asChild>
              <Link href="/tournaments/new">
                <Plus /> {i18n._('tournaments.list.create')}
              </Link>
            </Button>
          ) : null}
        </div>
        {user && !pro ? (
          <p data-testid="create-needs-pro" className="rounded-lg border bg-muted/40 p-4 text-sm">
            <CreateNeedsPro />
          </p>
        ) : null}
        {!user ? (
          <p className="text-sm text-muted-foreground">
            <Trans
              id="tournaments.list.signIn"
              components={{
                0: (
                  <Link
                    href="/signin?redirect=%2Ftournaments"
                    className="font-medium text-primary underline"
                  />
                ),
              }}
            />
          </p>
        ) : mine.length === 0 ? (
          <p className="text-sm text-muted-foreground">{i18n._('tournaments.list.noPrivate')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {mine.map((t) => (
              <li key={t.id}>
                <TournamentCard tournament={t} now={now} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The page names itself in the reader's language (the tab's title). */
export default function Tournaments() {
  const { i18n } = useLingui();
  return (
    <>
      <PageMeta name={i18n._('tournaments.list.title')} />
      <TournamentsScreen />
    </>
  );
}
