import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { Users } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { isUntimed } from '../../../core/chess/clock';
import { isComputerPlayer } from '../../../core/computer-levels';
import { type Color, type Game, isFinished } from '../../../core/protocol';
import { formatRatingChange } from '../../../core/ratings';
import { Avatar } from '../../components/ui/avatar';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useGameRatings } from '../../players/players-api';
import { type ClockReading, formatClock, NO_CLOCK, remainingAt, TENTHS_BELOW_SECONDS } from '../clock';
import { formatCount } from '../room-numbers';
import type { Presence } from '../room-state';
import { colorWord, playerLabel } from '../room-text';
import { VacationNote } from '../VacationNote';
import { useNow } from './use-room';

interface PlayersPanelProps {
  game: Game;
  viewerId: string | null;
  clock: ClockReading | null;
  clockOffsetMs: number;
  presence: Presence | null;
}

/** White and Black with their ticking clocks; the viewer's own entry reads 'You'. */
export function PlayersPanel({ game, viewerId, clock, clockOffsetMs, presence }: PlayersPanelProps) {
  const running = clock?.clockRunning ?? null;
  // Tenths are shown under ten seconds, so the display then needs ten updates a second.
  const now = useNow(100, running !== null);
  const times = clock ? remainingAt(clock, now, clockOffsetMs) : null;
  return (
    <Card>
      <CardHeader className="p-4 pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <Users className="size-4" aria-hidden="true" />
          <Trans id="room.players" />
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 p-4 pt-0">
        {(['white', 'black'] as const).map((color) => (
          <PlayerRow
            key={color}
            color={color}
            game={game}
            viewerId={viewerId}
            seconds={times ? times[color] : null}
            running={running === color}
            online={presence ? presence[color] : null}
          />
        ))}
      </CardContent>
    </Card>
  );
}

/**
 * One player with their clock, for the strips above and below the board (decision 170): the
 * opponent's on top, the viewer's underneath, like the board itself.
 */
export function PlayerStrip({
  color,
  game,
  viewerId,
  clock,
  clockOffsetMs,
  presence,
  extra,
}: PlayersPanelProps & {
  color: Color;
  /** Shown where the clock would be, in a game without one (a phone's correspondence deadline). */
  extra?: ReactNode;
}) {
  const running = clock?.clockRunning ?? null;
  const now = useNow(100, running !== null);
  const times = clock ? remainingAt(clock, now, clockOffsetMs) : null;
  return (
    <PlayerRow
      color={color}
      game={game}
      viewerId={viewerId}
      seconds={times ? times[color] : null}
      running={running === color}
      online={presence ? presence[color] : null}
      compact
      extra={extra}
    />
  );
}

function PlayerRow({
  color,
  game,
  viewerId,
  seconds,
  running,
  online,
  compact = false,
  extra = null,
}: {
  compact?: boolean;
  extra?: ReactNode;
  color: Color;
  game: Game;
  viewerId: string | null;
  seconds: number | null;
  running: boolean;
  online: boolean | null;
}) {
  const { i18n } = useLingui();
  const user = color === 'white' ? game.white : game.black;
  const seated = (color === 'white' ? game.whitePlayerId : game.blackPlayerId) !== null;
  const label = playerLabel(i18n, game, color, viewerId);
  const text = seated ? formatClock(seconds) : NO_CLOCK;
  const low = seated && seconds !== null && seconds < TENTHS_BELOW_SECONDS;
  const rating = useRatingShown(i18n, game, color);
  // The computer's seat has its level for a name, and no rating or presence to show (decision 286).
  const computer = isComputerPlayer(user?.id);
  // A game with no clock (decision 288) shows none: the header says "No clock". Nor does a correspondence game
  // (decision 316): its move's deadline and time left are shown under the board instead.
  const timed = !isUntimed(game.timeControl) && !game.daysPerMove;
  return (
    <div
      data-player={color}
      className={cn(
        'flex min-w-0 items-center justify-between gap-2 rounded-lg border transition-colors',
        compact ? 'px-2 py-0.5 wide:py-1' : 'p-2',
        running && 'border-primary bg-secondary',
      )}
    >
      <div className="flex min-w-0 items-center gap-2">
        <span
          aria-hidden="true"
          className={cn(
            'size-5 shrink-0 rounded-full border-2',
            color === 'white' ? 'border-stone-400 bg-white' : 'border-stone-900 bg-stone-800',
          )}
        />
        {user ? (
          <Avatar
            name={user.displayName ?? user.username}
            imageUrl={user.avatarUrl}
            size={compact ? 'xs' : 'sm'}
            labelled={false}
          />
        ) : null}
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold">
            {label}
            {online !== null && seated && !computer ? (
              <span
                className={cn(
                  'ms-2 inline-block size-2 rounded-full',
                  online ? 'bg-green-600' : 'bg-stone-300',
                )}
                role="img"
                aria-label={online ? i18n._('room.online') : i18n._('room.offline')}
              />
            ) : null}
          </p>
          {/* Wraps rather than truncates: the username and rating are what tell players apart. */}
          {/* A short or sideways phone shows the name and the clock: the board needs the height. */}
          {/* Beside a phone's deadline (`extra`) one line, the username first, the colour left to the disc and to
              screen readers: wrapped there, the strip grew by two lines and pushed the actions over the room's tabs. */}
          <p
            className={cn(
              'text-xs text-muted-foreground short:hidden sideways:hidden',
              extra ? 'truncate' : 'wrap-anywhere',
            )}
          >
            {/* The username whenever the label is something else ('You', a display name): a display name alone could pass for another player. */}
            {/* Each part isolated, so a right-to-left page keeps a Latin username and a rating in their places. */}
            {extra ? <span className="sr-only">{colorWord(i18n, color)} · </span> : null}
            {[
              extra ? '' : colorWord(i18n, color),
              user && label !== user.username && !computer ? user.username : '',
              computer ? '' : rating,
            ]
              .filter(Boolean)
              .map((part, index) => (
                <Fragment key={part}>
                  {index > 0 ? ' · ' : ''}
                  {/* A rating, figures only, reads left to right: "1250 (+12)". */}
                  <bdi dir={/\p{L}/u.test(part) ? undefined : 'ltr'}>{part}</bdi>
                </Fragment>
              ))}
          </p>
          {game.daysPerMove ? (
            <VacationNote
              until={game.onVacationUntil?.[color]}
              className="block text-xs font-medium text-amber-800"
            />
          ) : null}
        </div>
      </div>
      {timed ? (
        <span
          role="timer"
          data-clock={color}
          aria-label={i18n._('room.clock', { color })}
          // The clock's digits read as players read them, whatever the page's direction.
          dir="ltr"
          className={cn(
            'shrink-0 rounded-md px-2 font-mono text-lg font-semibold tabular-nums',
            compact ? 'py-0.5 short:py-0 wide:py-1' : 'py-1',
            running ? 'bg-primary text-primary-foreground' : 'bg-muted',
            low && 'bg-destructive text-destructive-foreground',
          )}
        >
          {text}
        </span>
      ) : (
        extra
      )}
    </div>
  );
}

/**
 * The rating a player card shows. While the game lives, the player's rating now; once it has finished, the
 * rating the game left them with and its change, as stored with the game (the same figures as the result line):
 * today's rating on an old game would be another game's. A finished game with no rating (aborted) shows none.
 * A correspondence game's players carry their correspondence rating (decision 327), and the card says so.
 */
function useRatingShown(i18n: I18n, game: Game, color: Color): string {
  const finished = isFinished(game);
  const ratings = useGameRatings(game.id, finished && game.result !== null);
  const correspondence = Boolean(game.daysPerMove);
  const user = color === 'white' ? game.white : game.black;
  if (!user) return '';
  const side = ratings.data?.rated ? ratings.data[color] : null;
  const shown = !finished
    ? formatCount(i18n, user.rating, false)
    : side
      ? `${formatCount(i18n, side.after, false)} (${formatRatingChange(side.change)})`
      : '';
  return shown && correspondence ? i18n._('room.correspondenceRating', { rating: shown }) : shown;
}
