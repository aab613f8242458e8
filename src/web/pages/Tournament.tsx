import tournamentsArea from 'virtual:catalogue-area/tournaments';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { History, Swords } from 'lucide-react';
import { Link, useParams, useSearch } from 'wouter';
import type { TournamentPage } from '../../core/tournament/schemas';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { PageSpinner } from '../components/ui/spinner';
import { tournamentHistoryHref } from '../history/history-filter';
import { gameWords, stakesText } from '../i18n/game-words';
import { loadArea } from '../i18n/i18n';
import { PageMeta } from '../layout/PageMeta';
import { ApiError } from '../lib/api';
import { useAuth } from '../lib/auth';
import { InviteLink } from '../tournaments/InviteLink';
import { LiveGames } from '../tournaments/LiveGames';
import { Podium } from '../tournaments/Podium';
import { RulesBox } from '../tournaments/RulesBox';
import { StandingsTable } from '../tournaments/StandingsTable';
import { TournamentActions } from '../tournaments/TournamentActions';
import { tournamentGamePath } from '../tournaments/tournament-api';
import { tournamentName } from '../tournaments/tournament-name';
import { clockLabel, countdownText, nameOf, playersText, startText } from '../tournaments/tournament-text';
import { useNow } from '../tournaments/use-now';
import { useTournament } from '../tournaments/use-tournament';

export const ready = Promise.all([loadArea(tournamentsArea), gameWords.ready]).then(() => undefined);

/** "Starts in 4:05", "Ends in 23:10", "Finished": the big line under the name, ticking. */
function Countdown({ page, now }: { page: TournamentPage; now: number }) {
  const { i18n } = useLingui();
  const t = page.tournament;
  const [label, at] =
    t.status === 'scheduled'
      ? [i18n._('tournaments.countdown.startsIn'), Date.parse(t.startsAt)]
      : t.status === 'started'
        ? [i18n._('tournaments.countdown.endsIn'), Date.parse(t.endsAt)]
        : [null, 0];
  if (label === null)
    return (
      <p className="text-2xl font-bold">
        {i18n._(t.status === 'finished' ? 'tournaments.status.finished' : 'tournaments.status.cancelled')}
      </p>
    );
  const left = at - now;
  return (
    <p className="grid" data-testid="tournament-countdown">
      <span className="text-sm text-muted-foreground">{left > 0 ? label : ''}</span>
      <span className="text-3xl font-bold tabular-nums" aria-live="off">
        {left > 0
          ? countdownText(left)
          : i18n._(
              t.status === 'scheduled' ? 'tournaments.countdown.starting' : 'tournaments.countdown.finishing',
            )}
      </span>
    </p>
  );
}

function Facts({ page }: { page: TournamentPage }) {
  const { i18n } = useLingui();
  const t = page.tournament;
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge>
        {i18n._(t.kind === 'pro_arena' ? 'tournaments.kind.proArena' : 'tournaments.kind.private')}
      </Badge>
      <Badge variant="outline">{clockLabel(i18n, t)}</Badge>
      <Badge variant="outline">{i18n._('games.clock.minutes', { minutes: t.minutes })}</Badge>
      <Badge variant="outline">{stakesText(i18n, t.rated)}</Badge>
      <Badge variant="secondary">{playersText(i18n, t)}</Badge>
    </div>
  );
}

/** To the reader's history narrowed to this tournament's games (decision 300): shown to its players. */
function MyGamesLink({ tournamentId }: { tournamentId: string }) {
  const { i18n } = useLingui();
  return (
    <Link
      href={tournamentHistoryHref(tournamentId)}
      className="flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <History className="size-4" aria-hidden="true" /> {i18n._('tournaments.myGames')}
    </Link>
  );
}

/** The table's heading for where the tournament is: who joined, the live standings, or the final table. */
function tableTitle(i18n: I18n, page: TournamentPage): string {
  switch (page.tournament.status) {
    case 'scheduled':
      return i18n._('tournaments.table.players');
    case 'started':
      return i18n._('tournaments.table.standings');
    default:
      return i18n._('tournaments.table.final');
  }
}

/**
 * `/tournaments/:id` (issue 30): the rules, the countdown to the start, Join, Pause and Withdraw, the creator's
 * Start now and Cancel, the live standings with the reader's own line and the best games in play as small live
 * boards, and at the end the podium and the final table.
 */
export default function Tournament() {
  const { i18n } = useLingui();
  const { id } = useParams<{ id: string }>();
  const token = new URLSearchParams(useSearch()).get('token');
  const { user } = useAuth();
  const query = useTournament(id, token);
  const running =
    query.data?.tournament.status === 'scheduled' || query.data?.tournament.status === 'started';
  const now = useNow(1000, running);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        <PageMeta name={i18n._('tournaments.page.name')} />
        <p role="alert" className="p-8 text-center">
          {i18n._(missing ? 'tournaments.page.missing' : 'tournaments.page.loadError')}
        </p>
      </>
    );
  }
  const page = query.data;
  const t = page.tournament;
  const finished = t.status === 'finished';
  const table = finished && page.finalTable ? page.finalTable : page.standings.top;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6">
      <PageMeta name={tournamentName(i18n, t)} />
      <div className="grid gap-2">
        <Link href="/tournaments" className="text-sm text-muted-foreground hover:underline">
          {i18n._('tournaments.back')}
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">{tournamentName(i18n, t)}</h1>
        <Facts page={page} />
        <p className="text-sm text-muted-foreground">
          {t.createdBy
            ? i18n._('tournaments.page.startMadeBy', {
                start: startText(i18n, t.startsAt, now),
                name: nameOf(t.createdBy),
              })
            : startText(i18n, t.startsAt, now)}
        </p>
      </div>
      {/* A phone reads the countdown and the buttons first, then the table, then the rules; a wide screen
          puts the first and the last in a column beside the table. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <Card className="lg:col-start-2 lg:row-start-1">
          <CardContent className="grid gap-4 p-4">
            <Countdown page={page} now={now} />
            <TournamentActions page={page} token={token} signedIn={Boolean(user)} />
            {page.me ? <MyGamesLink tournamentId={t.id} /> : null}
            {page.isCreator && page.inviteToken && (t.status === 'scheduled' || t.status === 'started') ? (
              <InviteLink tournamentId={t.id} token={page.inviteToken} />
            ) : null}
          </CardContent>
        </Card>
        <div className="grid content-start gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {finished && page.podium && page.podium.length > 0 ? (
            <section aria-labelledby="podium-heading" className="grid gap-4 rounded-xl border bg-card p-4">
              <h2 id="podium-heading" className="text-xl font-semibold">
                {i18n._('tournaments.podium')}
              </h2>
              <Podium lines={page.podium} />
            </section>
          ) : null}
          {page.me?.gameId && t.status === 'started' ? (
            <p className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm">
              <span className="flex items-center gap-2 font-medium">
                <Swords className="size-4" aria-hidden="true" /> {i18n._('tournaments.page.gameOn')}
              </span>
              <Button asChild size="sm">
                <Link href={tournamentGamePath(page.me.gameId, t.id)}>
                  {i18n._('tournaments.page.goToGame')}
                </Link>
              </Button>
            </p>
          ) : null}
          <Card>
            <CardHeader className="pb-2">
              <CardTitle>{tableTitle(i18n, page)}</CardTitle>
            </CardHeader>
            <CardContent className="px-2 sm:px-6">
              {table.length === 0 ? (
                <p className="px-2 text-sm text-muted-foreground">{i18n._('tournaments.page.nobody')}</p>
              ) : (
                <StandingsTable
                  lines={table}
                  me={finished ? null : page.standings.me}
                  caption={tableTitle(i18n, page)}
                />
              )}
            </CardContent>
          </Card>
          {t.status === 'started' ? (
            <section aria-labelledby="games-heading" className="grid gap-3">
              <h2 id="games-heading" className="text-xl font-semibold">
                {i18n._('tournaments.live.title')}
              </h2>
              <LiveGames games={page.standings.games} />
            </section>
          ) : null}
        </div>
        <div className="lg:col-start-2 lg:row-start-2">
          <RulesBox tournament={t} />
        </div>
      </div>
    </div>
  );
}
