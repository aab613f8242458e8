import { useLingui } from '@lingui/react';
import { Phone, PhoneOff } from 'lucide-react';
import type { Seek } from '../../core/protocol';
import { Avatar } from '../components/ui/avatar';
import { Button } from '../components/ui/button';
import { stakesText } from '../i18n/game-words';
import { poolText } from './lobby-text';

/**
 * The open seeks, newest first: who, their rating in this speed, the clock, rated or casual, and
 * whether the game would have a call. Someone else's seek is accepted with one click; one's own is
 * cancelled from the same place.
 */
export function SeekList({
  seeks,
  myId,
  onAccept,
  onCancel,
  busySeekId,
  acceptDisabled,
}: {
  seeks: readonly Seek[];
  myId: string;
  onAccept: (seek: Seek) => void;
  onCancel: (seek: Seek) => void;
  /** The seek an answer is awaited for: its button waits too. */
  busySeekId: string | null;
  /** Barred, or no lobby games left today: one's own seeks can still be cancelled. */
  acceptDisabled: boolean;
}) {
  const { i18n } = useLingui();
  if (seeks.length === 0)
    return <p className="py-6 text-center text-sm text-muted-foreground">{i18n._('lobby.seeks.empty')}</p>;
  return (
    <ul className="divide-y" aria-label={i18n._('lobby.seeks.title')}>
      {seeks.map((seek) => {
        const name = seek.player.displayName ?? seek.player.username;
        const mine = seek.player.id === myId;
        const pool = poolText(i18n, seek.pool);
        return (
          <li key={seek.id} data-testid="seek-row" className="flex items-center gap-3 py-3">
            <Avatar name={name} imageUrl={seek.player.avatarUrl} size="sm" labelled={false} />
            {/* A phone puts the game under the player; a wider screen beside them. */}
            <span className="grid min-w-0 flex-1 gap-x-4 gap-y-1 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
              <span className="min-w-0">
                <span className="block truncate font-medium">
                  {mine ? i18n._('lobby.seeks.you', { name }) : name}
                </span>
                <span className="block text-sm text-muted-foreground tabular-nums">
                  {Math.round(seek.player.rating)}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="font-semibold tabular-nums">{pool}</span>
                <span>{stakesText(i18n, seek.rated)}</span>
                <span className="inline-flex items-center gap-1 text-muted-foreground">
                  {seek.call ? (
                    <Phone className="size-4" aria-hidden="true" />
                  ) : (
                    <PhoneOff className="size-4" aria-hidden="true" />
                  )}
                  {i18n._(seek.call ? 'lobby.call' : 'lobby.noCall')}
                </span>
              </span>
            </span>
            {mine ? (
              <Button
                size="sm"
                variant="outline"
                aria-label={i18n._('lobby.seeks.cancelLabel', { pool })}
                disabled={busySeekId === seek.id}
                onClick={() => onCancel(seek)}
              >
                {i18n._('lobby.cancel')}
              </Button>
            ) : (
              <Button
                size="sm"
                aria-label={i18n._('lobby.seeks.acceptLabel', { name, pool })}
                disabled={acceptDisabled || busySeekId !== null}
                onClick={() => onAccept(seek)}
              >
                {i18n._('lobby.seeks.accept')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
