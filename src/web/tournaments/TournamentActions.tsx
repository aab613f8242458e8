import type { MessageId } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pause, Play, Rocket, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { TournamentPage } from '../../core/tournament/schemas';
import { Button } from '../components/ui/button';
import { refusalText } from '../i18n/refusal-text';
import { ErrorLine } from '../lobby/ErrorLine';
import { ProUpsell } from './ProUpsell';
import { isOpen } from './TournamentCard';
import { TOURNAMENTS_KEY, type TournamentAction, tournamentAction, tournamentKey } from './tournament-api';
import { joinRefusalText } from './tournament-text';

const FALLBACK: Record<TournamentAction, MessageId> = {
  join: 'tournaments.failed.join',
  pause: 'tournaments.failed.pause',
  withdraw: 'tournaments.failed.withdraw',
  start: 'tournaments.failed.start',
  cancel: 'tournaments.failed.cancel',
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
  const { i18n } = useLingui();
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
        <Trans
          id="tournaments.actions.signIn"
          components={{
            0: (
              <Link
                href={`/signin?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`}
                className="font-medium text-primary underline"
              />
            ),
          }}
        />
      </p>
    );
  const proOnly = t.joinRefusal?.code === 'tournament_pro_only';
  return (
    <div className="grid gap-3">
      {proOnly && !playing ? <ProUpsell /> : null}
      {!proOnly && t.joinRefusal && !playing ? (
        <p className="text-sm text-muted-foreground" data-testid="join-refusal">
          {joinRefusalText(i18n, t.joinRefusal)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {!playing && !t.joinRefusal ? (
          <Button disabled={busy} onClick={() => run('join')}>
            <Play />{' '}
            {i18n._(
              status === 'paused' || status === 'withdrawn'
                ? 'tournaments.actions.joinAgain'
                : 'tournaments.join',
            )}
          </Button>
        ) : null}
        {playing ? (
          <Button variant="outline" disabled={busy} onClick={() => run('pause')}>
            <Pause /> {i18n._('tournaments.actions.pause')}
          </Button>
        ) : null}
        {status === 'active' || status === 'paused' ? (
          <Button variant="outline" disabled={busy} onClick={() => run('withdraw')}>
            <X /> {i18n._('tournaments.actions.withdraw')}
          </Button>
        ) : null}
        {creatorBeforeStart ? (
          <Button variant="secondary" disabled={busy} onClick={() => run('start')}>
            <Rocket /> {i18n._('tournaments.actions.start')}
          </Button>
        ) : null}
        {creatorBeforeStart && !confirmCancel ? (
          <Button variant="ghost" disabled={busy} onClick={() => setConfirmCancel(true)}>
            {i18n._('tournaments.actions.cancel')}
          </Button>
        ) : null}
      </div>
      {confirmCancel ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-destructive/40 p-3 text-sm"
        >
          <span>{i18n._('tournaments.actions.cancelConfirm')}</span>
          <span className="flex gap-2">
            <Button size="sm" variant="destructive" disabled={busy} onClick={() => run('cancel')}>
              {i18n._('tournaments.actions.cancelYes')}
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirmCancel(false)}>
              {i18n._('tournaments.actions.cancelNo')}
            </Button>
          </span>
        </div>
      ) : null}
      {status === 'paused' && !t.joinRefusal ? (
        <p className="text-sm text-muted-foreground">{i18n._('tournaments.actions.paused')}</p>
      ) : null}
      <ErrorLine
        message={
          act.error && act.variables ? refusalText(i18n, act.error, i18n._(FALLBACK[act.variables])) : null
        }
      />
    </div>
  );
}
