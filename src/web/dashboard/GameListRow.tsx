import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { clockText, dateText, gameWords } from '../i18n/game-words';
import { RatingChange } from '../players/RatingChange';
import { opponentName } from './game-outcome';
import { CasualBadge, OutcomeBadge } from './OutcomeBadge';
import type { GameSummary } from './queries';

/**
 * One game in a short list (dashboard, profile): opponent, clock and date, rating change (or Casual),
 * outcome, and a button into its room. Each list says when a game counts as joinable (the spec's screens differ).
 */
export function GameListRow({
  game,
  playerId,
  joinable,
}: {
  game: GameSummary;
  playerId: string;
  joinable: boolean;
}) {
  gameWords.useWords();
  const { i18n } = useLingui();
  const opponent = opponentName(game, playerId);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="truncate font-medium">
          {opponent ? i18n._('games.versus', { name: opponent }) : i18n._('games.waitingForOpponent')}
        </p>
        <p className="text-xs text-muted-foreground">
          {clockText(i18n, game.timeControl, game.increment ?? 0, game.daysPerMove)} ·{' '}
          {dateText(i18n, game.createdAt)}
        </p>
      </div>
      <div className="flex items-center gap-3">
        {typeof game.ratingChange === 'number' ? <RatingChange change={game.ratingChange} /> : null}
        <CasualBadge rated={game.rated} />
        <OutcomeBadge game={game} playerId={playerId} />
        <Button asChild size="sm" variant={joinable ? 'default' : 'outline'}>
          <Link href={`/game/${game.id}`}>{i18n._(joinable ? 'games.join' : 'games.view')}</Link>
        </Button>
      </div>
    </li>
  );
}
