import { Phone, PhoneOff } from 'lucide-react';
import type { Seek } from '../../core/protocol';
import { Avatar } from '../components/ui/avatar';
import { Button } from '../components/ui/button';
import { poolLabel } from './lobby-text';

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
  if (seeks.length === 0)
    return (
      <p className="py-6 text-center text-sm text-muted-foreground">
        No open seeks right now. Post one, or press Play above.
      </p>
    );
  return (
    <ul className="divide-y" aria-label="Open seeks">
      {seeks.map((seek) => {
        const name = seek.player.displayName ?? seek.player.username;
        const mine = seek.player.id === myId;
        return (
          <li key={seek.id} data-testid="seek-row" className="flex items-center gap-3 py-3">
            <Avatar name={name} imageUrl={seek.player.avatarUrl} size="sm" labelled={false} />
            {/* A phone puts the game under the player; a wider screen beside them. */}
            <span className="grid min-w-0 flex-1 gap-x-4 gap-y-1 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
              <span className="min-w-0">
                <span className="block truncate font-medium">{mine ? `${name} (you)` : name}</span>
                <span className="block text-sm text-muted-foreground tabular-nums">
                  {Math.round(seek.player.rating)}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="font-semibold tabular-nums">{poolLabel(seek.pool)}</span>
                <span>{seek.rated ? 'Rated' : 'Casual'}</span>
                <span className="inline-flex items-center gap-1 text-muted-foreground">
                  {seek.call ? (
                    <Phone className="size-4" aria-hidden="true" />
                  ) : (
                    <PhoneOff className="size-4" aria-hidden="true" />
                  )}
                  {seek.call ? 'Call' : 'No call'}
                </span>
              </span>
            </span>
            {mine ? (
              <Button
                size="sm"
                variant="outline"
                aria-label={`Cancel your ${poolLabel(seek.pool)} seek`}
                disabled={busySeekId === seek.id}
                onClick={() => onCancel(seek)}
              >
                Cancel
              </Button>
            ) : (
              <Button
                size="sm"
                aria-label={`Accept ${name}'s ${poolLabel(seek.pool)} seek`}
                disabled={acceptDisabled || busySeekId !== null}
                onClick={() => onAccept(seek)}
              >
                Accept
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
