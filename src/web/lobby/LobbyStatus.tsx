import { Trans, useLingui } from '@lingui/react';
import { Ban, Users } from 'lucide-react';
import { Link } from 'wouter';
import type { LobbyState } from '../../core/protocol';
import { allowanceText, barEndText, gamesLeft } from './lobby-text';

/** A bar from the lobby: what the moderators said, and until when; everything below is off meanwhile. */
export function BarBanner({ bar }: { bar: NonNullable<LobbyState['bar']> }) {
  const { i18n } = useLingui();
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-4 text-sm"
      data-testid="lobby-bar"
    >
      <Ban className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
      <div>
        <p className="font-semibold">{i18n._('lobby.bar.title')}</p>
        <p className="mt-1">
          {/* The server's sentence is English; the errors area words the same bar in the reader's language. */}
          {i18n._(
            'error.lobby_barred',
            bar.until === null ? { hold: 'permanent' } : { hold: 'dated', until: Date.parse(bar.until) },
          )}
        </p>
        <p className="mt-1 text-muted-foreground">{barEndText(i18n, bar.until)}</p>
      </div>
    </div>
  );
}

/** "12 players in the lobby · 3 of 5 lobby games left today", with the way to more when none are left. */
export function LobbyFacts({ lobby }: { lobby: LobbyState }) {
  const { i18n } = useLingui();
  const left = gamesLeft(lobby.allowance);
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <span className="inline-flex items-center gap-1.5">
        <Users className="size-4" aria-hidden="true" />
        {i18n._('lobby.players', { count: lobby.waiting })}
      </span>
      <span data-testid="lobby-allowance">{allowanceText(i18n, lobby.allowance)}</span>
      {left === 0 ? (
        <span>
          <Trans
            id="lobby.allowance.comeBack"
            components={{ 0: <Link href="/pricing" className="font-medium text-primary underline" /> }}
          />
        </span>
      ) : null}
    </p>
  );
}
