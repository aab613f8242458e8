import { useLingui } from '@lingui/react';
import { CalendarDays, Clock, Hash } from 'lucide-react';
import { Link } from 'wouter';
import type { PlayerGame } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { isJoinable, opponentName } from '../dashboard/game-outcome';
import { CasualBadge, OutcomeBadge, StatusBadge } from '../dashboard/OutcomeBadge';
import { endReason } from '../history/end-reason';
import { clockText, dateText, gameWords } from '../i18n/game-words';
import { playersWords } from './players-words';
import { RatingChange } from './RatingChange';

/**
 * One game of the history (spec §2): status and result badges, how it ended, date, time control in minutes, the
 * game id, the rating change (or Casual, decision 277), and Join Game (live games) or View Game (finished ones).
 */
export function HistoryGameCard({ game, playerId }: { game: PlayerGame; playerId: string }) {
  gameWords.useWords();
  playersWords.useWords();
  const { i18n } = useLingui();
  const opponent = opponentName(game, playerId);
  const joinable = isJoinable(game);
  const reason = endReason(game, i18n);
  return (
    <Card data-testid="history-game" data-game-id={game.id}>
      <CardContent className="flex flex-wrap items-center justify-between gap-4 p-4">
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={game.status} />
            {/* An abandoned game has no result beyond its status. */}
            {game.status === 'abandoned' ? null : <OutcomeBadge game={game} playerId={playerId} />}
            {game.ratingChange !== null ? <RatingChange change={game.ratingChange} /> : null}
            <CasualBadge rated={game.rated} />
            {reason ? (
              <span className="text-sm text-muted-foreground" data-testid="end-reason">
                {reason}
              </span>
            ) : null}
          </div>
          <p className="truncate font-semibold">
            {opponent ? i18n._('games.versus', { name: opponent }) : i18n._('games.waitingForOpponent')}
            <span className="ms-2 text-sm font-normal text-muted-foreground">
              {i18n._(game.color === 'white' ? 'players.game.asWhite' : 'players.game.asBlack')}
            </span>
          </p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <span className="flex items-center gap-1">
              <CalendarDays className="size-3.5" aria-hidden="true" />
              {dateText(i18n, game.createdAt)}
            </span>
            <span className="flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden="true" />
              {clockText(i18n, game.timeControl, game.increment, game.daysPerMove)}
            </span>
            <span className="flex items-center gap-1 font-mono">
              <Hash className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{i18n._('players.game.id')} </span>
              {game.id}
            </span>
          </p>
        </div>
        <Button asChild size="sm" variant={joinable ? 'default' : 'outline'}>
          <Link href={`/game/${game.id}`}>{i18n._(joinable ? 'games.join' : 'games.view')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
