import { Trans, useLingui } from '@lingui/react';
import {
  ChevronFirst,
  ChevronLast,
  ChevronLeft,
  ChevronRight,
  Copy,
  Download,
  Film,
  Images,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { isUntimed } from '../../../core/chess/clock';
import type { Color, Game } from '../../../core/protocol';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatClock } from '../../game/clock';
import { colorWord } from '../../game/room-text';
import { apiRequest } from '../../lib/api';
import { toast } from '../../lib/use-toast';
import { useGameMoves } from '../players-api';
import { clocksAt, moveLabel, plyForKey } from './replay';

/** Keys typed into a field, or already handled (the board's own arrow keys), are not replay steps. */
function ignored(event: KeyboardEvent): boolean {
  const target = event.target;
  const typing =
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
  return typing || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey;
}

const pgnUrl = (gameId: string) => `/api/games/${encodeURIComponent(gameId)}/pgn`;

/**
 * A finished game as a replay: step through the moves with the buttons or the arrow keys (Home and
 * End jump), see both clocks as they stood at that ply, and take the game away as PGN.
 * The board shows the position of `viewPly` (null: the final position).
 */
export function ReplayPanel({
  game,
  viewPly,
  onView,
  orientation = 'white',
}: {
  game: Game;
  viewPly: number | null;
  onView(ply: number | null): void;
  /** The side at the bottom of the downloaded animation. */
  orientation?: Color;
}) {
  const { i18n } = useLingui();
  const total = game.san.length;
  const shown = viewPly ?? total;
  const moves = useGameMoves(game.id, true);
  const clocks = moves.data ? clocksAt(moves.data.moves, shown, game.timeControl) : null;
  const go = (ply: number) => onView(ply >= total ? null : ply);

  const latest = useRef({ shown, total, go });
  latest.current = { shown, total, go };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (ignored(event)) return;
      const { shown: at, total: length, go: step } = latest.current;
      const ply = plyForKey(event.key, at, length);
      if (ply === undefined) return;
      event.preventDefault();
      step(ply);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const [animating, setAnimating] = useState(false);
  const downloadAnimation = async () => {
    setAnimating(true);
    try {
      // Its own chunk: the encoder loads only when someone asks for an animation.
      const { animatedReplay } = await import('../../recording/animated-replay');
      const gif = await animatedReplay(game.moves, orientation);
      const url = URL.createObjectURL(gif);
      const link = document.createElement('a');
      link.href = url;
      link.download = `chesschat-${game.id}.gif`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      toast({
        title: i18n._('room.replay.animationFailed'),
        description: i18n._('room.replay.tryAgain'),
        variant: 'destructive',
      });
    } finally {
      setAnimating(false);
    }
  };

  const copyPgn = async () => {
    try {
      const response = await apiRequest('GET', pgnUrl(game.id));
      await navigator.clipboard.writeText(await response.text());
      toast({
        title: i18n._('room.replay.copied.title'),
        description: i18n._('room.replay.copied.text'),
        variant: 'success',
      });
    } catch {
      toast({
        title: i18n._('room.replay.copyFailed.title'),
        description: i18n._('room.replay.copyFailed.text'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card role="region" aria-labelledby="replay-title" data-testid="replay" className="@container">
      <CardHeader className="p-4 pb-2">
        <CardTitle id="replay-title" className="flex items-center gap-2 text-base">
          <Film className="size-4" aria-hidden="true" />
          <Trans id="room.replay" />
        </CardTitle>
      </CardHeader>
      {/*
        Stacked in a narrow panel; where the panel is wide (its own width, not the screen's: in the room
        it shares the screen with the board), the steps and the clocks share a row, the downloads under
        them, so no clock is squeezed under a button.
      */}
      <CardContent className="grid gap-3 p-4 pt-0 @xl:grid-cols-[auto_minmax(13rem,24rem)] @xl:items-center @xl:justify-between @xl:gap-x-6">
        <div className="flex flex-wrap items-center justify-between gap-2 @xl:justify-start @xl:gap-4">
          {/* The steps go as the board and the move list do, first to last from left to right. */}
          <div dir="ltr" className="flex gap-1">
            <Button
              variant="outline"
              size="icon"
              aria-label={i18n._('room.replay.first')}
              disabled={shown === 0}
              onClick={() => go(0)}
            >
              <ChevronFirst />
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label={i18n._('room.moves.previous')}
              disabled={shown === 0}
              onClick={() => go(shown - 1)}
            >
              <ChevronLeft />
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label={i18n._('room.moves.next')}
              disabled={shown >= total}
              onClick={() => go(shown + 1)}
            >
              <ChevronRight />
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label={i18n._('room.replay.last')}
              disabled={shown >= total}
              onClick={() => go(total)}
            >
              <ChevronLast />
            </Button>
          </div>
          <p className="text-sm font-medium" role="status" data-testid="replay-position">
            <Trans id="room.replay.position" values={{ shown, total }} /> ·{' '}
            {/* The move in SAN with its number, as players write it. */}
            <bdi dir="ltr" className="font-mono">
              {shown > 0 && shown <= total
                ? moveLabel(game.san, shown, game.startFen ?? null)
                : i18n._('room.replay.start')}
            </bdi>
          </p>
        </div>
        {/* A game with no clock kept none to show (decision 288). */}
        {isUntimed(game.timeControl) ? null : (
          <dl className="grid grid-cols-2 gap-2 text-sm">
            {(['white', 'black'] as const).map((color) => (
              <div key={color} className="flex items-center justify-between rounded-md bg-muted px-3 py-2">
                <dt>{colorWord(i18n, color)}</dt>
                <dd dir="ltr" className="font-mono font-semibold tabular-nums" data-replay-clock={color}>
                  {clocks ? formatClock(clocks[color]) : '…'}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <div className="flex flex-wrap items-center gap-2 @xl:col-span-2">
          <Button asChild variant="outline" size="sm">
            <a href={pgnUrl(game.id)} download={`chesschat-${game.id}.pgn`}>
              <Download aria-hidden="true" />
              <Trans id="room.replay.downloadPgn" />
            </a>
          </Button>
          <Button variant="outline" size="sm" disabled={animating} onClick={() => void downloadAnimation()}>
            <Images aria-hidden="true" />
            {animating ? i18n._('room.replay.animating') : i18n._('room.replay.downloadAnimation')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => void copyPgn()}>
            <Copy aria-hidden="true" />
            <Trans id="room.replay.copyPgn" />
          </Button>
          <p className="text-xs text-muted-foreground">
            <Trans id="room.replay.keys" />
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
