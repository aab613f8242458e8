import historyArea from 'virtual:catalogue-area/history';
import { Trans, useLingui } from '@lingui/react';
import { CheckCircle2, Handshake, Swords, Trophy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { CurrentUser } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { PageSpinner, Spinner } from '../components/ui/spinner';
import { DashboardLayout } from '../dashboard/DashboardLayout';
import { StatCard } from '../dashboard/StatCard';
import { HistoryFilters } from '../history/HistoryFilters';
import { isFiltered } from '../history/history-filter';
import { useHistoryFilter } from '../history/use-history-filter';
import { loadArea } from '../i18n/i18n';
import { PageMeta } from '../layout/PageMeta';
import { useAuth } from '../lib/auth';
import { useGamesPages } from '../players/games-page';
import { HistoryGameCard } from '../players/HistoryGameCard';
import { useUserStats } from '../players/players-api';
import { useDebounced } from '../players/use-debounced';

/** The list asks the server once typing pauses this long. */
const SEARCH_PAUSE_MS = 300;

export const ready = loadArea(historyArea);

/** `/history`: the signed-in player's games, counted, searchable and filterable (spec §2 Game history). */
export default function History() {
  const { user } = useAuth();
  const { i18n } = useLingui();
  // The route is guarded; this covers the instant after signing out.
  if (!user) return <PageSpinner />;
  return (
    <DashboardLayout user={user}>
      <PageMeta name={i18n._('history.pageName')} />
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{i18n._('history.title')}</h1>
        <p className="mt-1 text-muted-foreground">{i18n._('history.lead')}</p>
      </div>
      <HistoryStats userId={user.id} />
      <GameList user={user} />
    </DashboardLayout>
  );
}

function HistoryStats({ userId }: { userId: string }) {
  const { i18n } = useLingui();
  const stats = useUserStats(userId);
  const figure = (value: number | undefined) =>
    stats.isPending ? (
      <Spinner className="[&>span:first-child]:size-6" label={i18n._('history.loading')} />
    ) : (
      (value ?? '—')
    );
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard
        label={i18n._('history.stats.total')}
        icon={<Trophy />}
        value={figure(stats.data?.totalGames)}
      />
      <StatCard
        label={i18n._('history.stats.played')}
        icon={<CheckCircle2 />}
        value={figure(stats.data?.completed)}
      />
      <StatCard label={i18n._('history.stats.active')} icon={<Swords />} value={figure(stats.data?.active)} />
      <StatCard
        label={i18n._('history.stats.draws')}
        icon={<Handshake />}
        value={figure(stats.data?.draws)}
      />
    </div>
  );
}

function GameList({ user }: { user: CurrentUser }) {
  const { i18n } = useLingui();
  // The filter lives in the address; the box holds the text being typed until typing pauses.
  const [filter, changeFilter] = useHistoryFilter();
  const [q, setQ] = useState(filter.q);
  const search = useDebounced(q.trim(), SEARCH_PAUSE_MS);
  // Only a pause in typing writes the text: were the filter a dependency, going back would rewrite the
  // address with the text the box still held.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on the settled text alone
  useEffect(() => {
    changeFilter({ q: search });
  }, [search]);
  // Back, forward or a link changed the address: the box shows its text.
  useEffect(() => {
    setQ((typed) => (typed.trim() === filter.q ? typed : filter.q));
  }, [filter.q]);
  const pages = useGamesPages(user.id, filter);
  const games = pages.data?.pages.flatMap((page) => page.games) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  const filtered = isFiltered(filter);

  return (
    <section aria-labelledby="games-title" className="grid gap-4">
      <h2 id="games-title" className="sr-only">
        {i18n._('history.games')}
      </h2>
      <HistoryFilters
        username={user.username}
        filter={filter}
        typed={q}
        onType={setQ}
        onChange={changeFilter}
      />

      {pages.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={i18n._('history.loadingGames')} />
        </div>
      ) : pages.isError ? (
        <p role="alert" className="py-10 text-center text-muted-foreground">
          {i18n._('history.loadError')}
        </p>
      ) : games.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed py-12 text-center">
          <p className="text-lg font-semibold">{i18n._('history.empty')}</p>
          <p className="text-sm text-muted-foreground">
            {filtered ? (
              i18n._('history.emptyFiltered')
            ) : (
              <Trans
                id="history.emptyFirst"
                components={{
                  0: (
                    <Link
                      href="/game/new"
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    />
                  ),
                }}
              />
            )}
          </p>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" role="status">
            {i18n._('history.showing', { shown: games.length, total })}
          </p>
          <ul className="grid gap-3">
            {games.map((game) => (
              <li key={game.id}>
                <HistoryGameCard game={game} playerId={user.id} />
              </li>
            ))}
          </ul>
          {pages.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            >
              {pages.isFetchingNextPage ? i18n._('history.loadingMore') : i18n._('history.loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
