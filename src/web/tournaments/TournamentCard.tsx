import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Clock, Lock, Trophy, Users } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { TournamentSummary } from '../../core/tournament/schemas';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { stakesText } from '../i18n/game-words';
import { refusalText } from '../i18n/refusal-text';
import { ErrorLine } from '../lobby/ErrorLine';
import { ProUpsell } from './ProUpsell';
import { TOURNAMENTS_KEY, tournamentAction, tournamentKey } from './tournament-api';
import { tournamentName } from './tournament-name';
import { clockLabel, joinRefusalText, nameOf, phaseText, playersText, startText } from './tournament-text';

/** Whether a tournament still takes players: before its start and while it runs. */
export const isOpen = (t: Pick<TournamentSummary, 'status'>) =>
  t.status === 'scheduled' || t.status === 'started';

/**
 * One tournament in the list: its name, clock, length, when it starts or ends and who plays. A reader who
 * may join has Join; one whose plan may not join a Pro arena sees why and the way to Pro instead.
 */
export function TournamentCard({ tournament: t, now }: { tournament: TournamentSummary; now: number }) {
  const { i18n } = useLingui();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const href = `/tournaments/${encodeURIComponent(t.id)}`;
  const join = useMutation({
    mutationFn: () => tournamentAction(t.id, 'join'),
    onSuccess: (page) => {
      client.setQueryData(tournamentKey(t.id), page);
      void client.invalidateQueries({ queryKey: TOURNAMENTS_KEY, exact: true });
      navigate(href);
    },
  });
  const playing = t.myStatus === 'active' || t.myStatus === 'paused';
  const proOnly = t.joinRefusal?.code === 'tournament_pro_only';
  return (
    <Card data-testid="tournament-card" data-tournament-id={t.id}>
      <CardContent className="grid gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid min-w-0 gap-1">
            <Link href={href} className="truncate text-lg font-semibold hover:underline">
              {tournamentName(i18n, t)}
            </Link>
            <p className="text-sm text-muted-foreground">{phaseText(i18n, t, now)}</p>
          </div>
          <div className="flex flex-wrap gap-1.5">
            {t.kind === 'pro_arena' ? (
              <Badge>
                <Trophy className="size-3" aria-hidden="true" /> {i18n._('tournaments.kind.proArena')}
              </Badge>
            ) : (
              <Badge variant="secondary">
                <Lock className="size-3" aria-hidden="true" /> {i18n._('tournaments.kind.private')}
              </Badge>
            )}
            <Badge variant="outline">{stakesText(i18n, t.rated)}</Badge>
            {playing ? (
              <Badge variant="success">
                {i18n._(t.myStatus === 'paused' ? 'tournaments.card.paused' : 'tournaments.card.joined')}
              </Badge>
            ) : null}
          </div>
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {clockLabel(i18n, t)} · {i18n._('games.clock.minutes', { minutes: t.minutes })}
          </span>
          <span className="flex items-center gap-1">
            <CalendarClock className="size-3.5" aria-hidden="true" />
            {startText(i18n, t.startsAt, now)}
          </span>
          <span className="flex items-center gap-1">
            <Users className="size-3.5" aria-hidden="true" />
            {playersText(i18n, t)}
          </span>
          {t.createdBy ? <span>{i18n._('tournaments.card.by', { name: nameOf(t.createdBy) })}</span> : null}
        </p>
        {proOnly && isOpen(t) ? <ProUpsell compact /> : null}
        {!proOnly && t.joinRefusal && isOpen(t) && !playing ? (
          <p className="text-sm text-muted-foreground">{joinRefusalText(i18n, t.joinRefusal)}</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {isOpen(t) && !t.joinRefusal && !playing ? (
            <Button size="sm" disabled={join.isPending} onClick={() => join.mutate()}>
              {i18n._('tournaments.join')}
            </Button>
          ) : null}
          <Button asChild size="sm" variant={playing ? 'default' : 'outline'}>
            <Link href={href}>
              {i18n._(
                playing
                  ? 'tournaments.card.open'
                  : isOpen(t)
                    ? 'tournaments.card.watch'
                    : 'tournaments.card.results',
              )}
            </Link>
          </Button>
        </div>
        <ErrorLine
          message={join.error ? refusalText(i18n, join.error, i18n._('tournaments.failed.join')) : null}
        />
      </CardContent>
    </Card>
  );
}
