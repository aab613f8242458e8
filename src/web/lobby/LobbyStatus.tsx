import { Ban, Users } from 'lucide-react';
import { Link } from 'wouter';
import type { LobbyState } from '../../core/protocol';
import { plural } from '../lib/plural';
import { allowanceText, barEndText, gamesLeft } from './lobby-text';

/** A bar from the lobby: what the moderators said, and until when; everything below is off meanwhile. */
export function BarBanner({ bar }: { bar: NonNullable<LobbyState['bar']> }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-4 text-sm"
      data-testid="lobby-bar"
    >
      <Ban className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
      <div>
        <p className="font-semibold">You can’t play in the lobby right now.</p>
        <p className="mt-1">{bar.message}</p>
        <p className="mt-1 text-muted-foreground">{barEndText(bar.until)}</p>
      </div>
    </div>
  );
}

/** "12 players in the lobby · 3 of 5 lobby games left today", with the way to more when none are left. */
export function LobbyFacts({ lobby }: { lobby: LobbyState }) {
  const left = gamesLeft(lobby.allowance);
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <span className="inline-flex items-center gap-1.5">
        <Users className="size-4" aria-hidden="true" />
        {plural(lobby.waiting, 'player', 'players')} in the lobby
      </span>
      <span data-testid="lobby-allowance">{allowanceText(lobby.allowance)}</span>
      {left === 0 ? (
        <span>
          They come back at midnight UTC, or{' '}
          <Link href="/pricing" className="font-medium text-primary underline">
            upgrade for unlimited lobby games
          </Link>
          .
        </span>
      ) : null}
    </p>
  );
}
