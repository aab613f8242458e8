import type { MessageId } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { ArrowLeft, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Game, GameStatus } from '../../../core/protocol';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import type { LinkStatus } from '../live-link';
import { roomTimeControl } from '../room-numbers';
import type { Presence } from '../room-state';
import { statusBadge } from '../room-text';
import { DaysPerMoveText } from './CorrespondenceDeadline';

const CONNECTION: Record<LinkStatus, { label: MessageId; dot: string }> = {
  open: { label: 'room.connection.open', dot: 'bg-green-600' },
  connecting: { label: 'room.connection.connecting', dot: 'bg-amber-500 animate-pulse' },
  closed: { label: 'room.connection.offline', dot: 'bg-red-600' },
  too_many_sockets: { label: 'room.connection.offline', dot: 'bg-red-600' },
};

/** The badge colour of a game status, in the room header and over the board alike. */
export function statusVariant(status: GameStatus): 'success' | 'warning' | 'secondary' {
  return status === 'active' ? 'success' : status === 'waiting' ? 'warning' : 'secondary';
}

/**
 * Back link, game id, status badge, time control (rated or casual), watchers and the connection indicator;
 * `actions` (a player's "Report") sit at the row's end.
 */
export function RoomHeader({
  game,
  connection,
  presence,
  actions,
}: {
  game: Game;
  connection: LinkStatus;
  presence: Presence | null;
  actions?: ReactNode;
}) {
  const { i18n } = useLingui();
  const link = CONNECTION[connection];
  return (
    // One wrapping row, so on a phone the watchers and the connection share the badge's line.
    <div className="flex min-w-0 items-center gap-x-3 gap-y-1 overflow-hidden [&>*]:shrink-0">
      <Link
        href="/"
        aria-label={i18n._('room.backHome')}
        title={i18n._('room.backHome')}
        className="inline-flex items-center gap-1 rounded-md px-1 py-1 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        {/* Backwards is to the right in a right-to-left language. */}
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        <span className="hidden xl:inline">
          <Trans id="room.backHome" />
        </span>
      </Link>
      <h1 className="min-w-0 !shrink truncate text-base font-bold">
        <Trans
          id="room.header.title"
          values={{ id: game.id }}
          components={{ 0: <span dir="ltr" className="font-mono text-base" /> }}
        />
      </h1>
      <Badge data-testid="game-status" variant={statusVariant(game.status)}>
        {statusBadge(i18n, game.status)}
      </Badge>
      <span className="text-sm text-muted-foreground" data-testid="game-mode">
        <bdi>
          {game.daysPerMove ? (
            <DaysPerMoveText days={game.daysPerMove} />
          ) : (
            roomTimeControl(i18n, game.timeControl, game.increment)
          )}
        </bdi>{' '}
        · {game.rated ? i18n._('room.rated') : i18n._('room.casual')}
      </span>
      <div className="ms-auto flex items-center gap-3 text-sm">
        {presence ? (
          <span
            data-testid="watchers"
            className="hidden items-center sm:inline-flex gap-1 whitespace-nowrap text-muted-foreground"
          >
            <Eye className="size-4" aria-hidden="true" />
            {i18n._('room.watching', { count: presence.spectators })}
          </span>
        ) : null}
        <span
          role="status"
          data-connection={connection}
          className="inline-flex items-center gap-2 whitespace-nowrap"
        >
          <span aria-hidden="true" className={cn('size-2.5 rounded-full', link.dot)} />
          {i18n._(link.label)}
        </span>
        {actions}
      </div>
    </div>
  );
}
