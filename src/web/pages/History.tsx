import { CheckCircle2, Handshake, Search, Swords, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { GAME_SEARCH_MAX, type GameResultFilter, type GameStatusFilter } from '../../core/player-history';
import type { CurrentUser } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { Input, NativeSelect } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { PageSpinner, Spinner } from '../components/ui/spinner';
import { DashboardLayout } from '../dashboard/DashboardLayout';
import { StatCard } from '../dashboard/StatCard';
import { useAuth } from '../lib/auth';
import { useGamesPages } from '../players/games-page';
import { HistoryGameCard } from '../players/HistoryGameCard';
import { useUserStats } from '../players/players-api';
import { useDebounced } from '../players/use-debounced';

/** The list asks the server once typing pauses this long. */
const SEARCH_PAUSE_MS = 300;

const STATUS_OPTIONS: Array<{ value: GameStatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'completed', label: 'Completed' },
  { value: 'abandoned', label: 'Abandoned' },
];

const RESULT_OPTIONS: Array<{ value: GameResultFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'win', label: 'Win' },
  { value: 'loss', label: 'Loss' },
  { value: 'draw', label: 'Draw' },
];

/** `/history`: the signed-in player's games, counted, searchable and filterable (spec §2 Game history). */
export default function History() {
  const { user } = useAuth();
  // The route is guarded; this covers the instant after signing out.
  if (!user) return <PageSpinner />;
  return (
    <DashboardLayout user={user}>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Game History</h1>
        <p className="mt-1 text-muted-foreground">Every game you have played, newest first.</p>
      </div>
      <HistoryStats userId={user.id} />
      <GameList user={user} />
    </DashboardLayout>
  );
}

function HistoryStats({ userId }: { userId: string }) {
  const stats = useUserStats(userId);
  const figure = (value: number | undefined) =>
    stats.isPending ? <Spinner className="[&>span:first-child]:size-6" label="Loading" /> : (value ?? '—');
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard label="Total Games" icon={<Trophy />} value={figure(stats.data?.totalGames)} />
      <StatCard label="Games Played" icon={<CheckCircle2 />} value={figure(stats.data?.completed)} />
      <StatCard label="Active" icon={<Swords />} value={figure(stats.data?.active)} />
      <StatCard label="Draws" icon={<Handshake />} value={figure(stats.data?.draws)} />
    </div>
  );
}

function GameList({ user }: { user: CurrentUser }) {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<GameStatusFilter>('all');
  const [result, setResult] = useState<GameResultFilter>('all');
  const search = useDebounced(q.trim(), SEARCH_PAUSE_MS);
  const pages = useGamesPages(user.id, { q: search, status, result });
  const games = pages.data?.pages.flatMap((page) => page.games) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  const filtered = search !== '' || status !== 'all' || result !== 'all';

  return (
    <section aria-labelledby="games-title" className="grid gap-4">
      <h2 id="games-title" className="sr-only">
        Games
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_10rem]">
        <div className="col-span-2 grid gap-2 sm:col-span-1">
          <Label htmlFor="history-search">Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="history-search"
              type="search"
              className="pl-9"
              placeholder="Opponent name or game ID"
              maxLength={GAME_SEARCH_MAX}
              value={q}
              onChange={(event) => setQ(event.target.value)}
            />
          </div>
        </div>
        <FilterSelect
          id="history-status"
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={setStatus}
        />
        <FilterSelect
          id="history-result"
          label="Result"
          value={result}
          options={RESULT_OPTIONS}
          onChange={setResult}
        />
      </div>

      {pages.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading games" />
        </div>
      ) : pages.isError ? (
        <p role="alert" className="py-10 text-center text-muted-foreground">
          Couldn&apos;t load your games. Please try again later.
        </p>
      ) : games.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed py-12 text-center">
          <p className="text-lg font-semibold">No games found</p>
          <p className="text-sm text-muted-foreground">
            {filtered ? (
              'Try another search or filter.'
            ) : (
              <>
                Your games will show up here.{' '}
                <Link
                  href="/game/new"
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  Start a game
                </Link>{' '}
                to play your first.
              </>
            )}
          </p>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" role="status">
            Showing {games.length} of {total} {total === 1 ? 'game' : 'games'}
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
              {pages.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

/** One labelled filter of the list; `options` holds every value `onChange` can be given. */
function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: Array<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
