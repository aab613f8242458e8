import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pause, Play, Rocket, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { TournamentPage } from '../../core/tournament/schemas';
import { Button } from '../components/ui/button';
import { messageOf } from '../lib/api';
import { ErrorLine } from '../lobby/ErrorLine';
import { ProUpsell } from './ProUpsell';
import { isOpen } from './TournamentCard';
import { TOURNAMENTS_KEY, type TournamentAction, tournamentAction, tournamentKey } from './tournament-api';

const FALLBACK: Record<TournamentAction, string> = {
  join: 'Could not join. Please try again.',
  pause: 'Could not pause. Please try again.',
  withdraw: 'Could not withdraw. Please try again.',
  start: 'Could not start the tournament. Please try again.',
  cancel: 'Could not cancel the tournament. Please try again.',
};

/**
 * What the reader may do: join (or come back), pause, withdraw; the creator of a private tournament also starts
 * it early or cancels it before it starts. A Free or Premium member on a Pro arena sees the upsell instead of Join.
 */
export function TournamentActions({
  page,
  token,
  signedIn,
}: {
  page: TournamentPage;
  token: string | null;
  signedIn: boolean;
}) {
  const client = useQueryClient();
  const t = page.tournament;
  const [confirmCancel, setConfirmCancel] = useState(false);
  const act = useMutation({
    mutationFn: (action: TournamentAction) => tournamentAction(t.id, action, token),
    onSuccess: (next) => {
      client.setQueryData(tournamentKey(t.id), next);
      void client.invalidateQueries({ queryKey: TOURNAMENTS_KEY, exact: true });
      setConfirmCancel(false);
    },
  });
  const busy = act.isPending;
  const run = (action: TournamentAction) => {
    act.reset();
    act.mutate(action);
  };
  const status = page.me?.status ?? null;
  const playing = status === 'active';
  const creatorBeforeStart = page.isCreator && t.status === 'scheduled';
  if (!isOpen(t)) return null;
  if (!signedIn)
    return (
      <p className="text-sm">
        <Link
          href={`/signin?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`}
          className="font-medium text-primary underline"
        >
          Sign in
        </Link>{' '}
        to join.
      </p>
    );
  const proOnly = t.joinRefusal?.code === 'tournament_pro_only';
  return (
    <div className="grid gap-3">
      {proOnly && !playing ? <ProUpsell /> : null}
      {!proOnly && t.joinRefusal && !playing ? (
        <p className="text-sm text-muted-foreground" data-testid="join-refusal">
          {t.joinRefusal.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {!playing && !t.joinRefusal ? (
          <Button disabled={busy} onClick={() => run('join')}>
            <Play /> {status === 'paused' || status === 'withdrawn' ? 'Join again' : 'Join'}
          </Button>
        ) : null}
        {playing ? (
          <Button variant="outline" disabled={busy} onClick={() => run('pause')}>
            <Pause /> Pause
          </Button>
        ) : null}
        {status === 'active' || status === 'paused' ? (
          <Button variant="outline" disabled={busy} onClick={() => run('withdraw')}>
            <X /> Withdraw
          </Button>
        ) : null}
        {creatorBeforeStart ? (
          <Button variant="secondary" disabled={busy} onClick={() => run('start')}>
            <Rocket /> Start now
          </Button>
        ) : null}
        {creatorBeforeStart && !confirmCancel ? (
          <Button variant="ghost" disabled={busy} onClick={() => setConfirmCancel(true)}>
            Cancel the tournament
          </Button>
        ) : null}
      </div>
      {confirmCancel ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-destructive/40 p-3 text-sm"
        >
          <span>Cancel this tournament? Everyone who joined is told, and it cannot be undone.</span>
          <span className="flex gap-2">
            <Button size="sm" variant="destructive" disabled={busy} onClick={() => run('cancel')}>
              Yes, cancel it
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirmCancel(false)}>
              Keep it
            </Button>
          </span>
        </div>
      ) : null}
      {status === 'paused' && !t.joinRefusal ? (
        <p className="text-sm text-muted-foreground">
          You are paused: you get no new game until you join again.
        </p>
      ) : null}
      <ErrorLine
        message={act.error && act.variables ? messageOf(act.error, FALLBACK[act.variables]) : null}
      />
    </div>
  );
}
