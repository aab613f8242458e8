import { useLingui } from '@lingui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { gameWords } from '../i18n/game-words';
import { GameListRow } from './GameListRow';
import type { GameSummary } from './queries';

/**
 * A player's latest games, newest first, each opening its room: the dashboard's Recent Activity and
 * the profiles' Recent Games (spec §2), which differ in their words and in which games offer Join Game.
 */
export function RecentGamesCard({
  games,
  userId,
  title,
  icon,
  empty,
  joinable,
  showAllLink,
}: {
  /** The latest few games, newest first, as the caller reads them. */
  games: Pick<UseQueryResult<GameSummary[]>, 'isPending' | 'isError' | 'data'>;
  userId: string;
  title: string;
  icon?: ReactNode;
  /** The empty state: the spec's text, and optionally what to do about it. */
  empty: { text: string; hint?: string };
  joinable(game: GameSummary): boolean;
  /** A "View all" link to the signed-in player's own history. */
  showAllLink: boolean;
}) {
  gameWords.useWords();
  const { i18n } = useLingui();
  const list = games.data ?? [];
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id={titleId} className="flex items-center gap-2">
          {icon}
          {title}
        </CardTitle>
        {showAllLink && list.length > 0 ? (
          <Link
            href="/history"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {i18n._('games.viewAll')}
          </Link>
        ) : null}
      </CardHeader>
      <CardContent>
        {games.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label={i18n._('games.loadingRecent')} />
          </div>
        ) : games.isError ? (
          <p role="alert" className="py-6 text-center text-sm text-muted-foreground">
            {i18n._('games.recentError')}
          </p>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center text-muted-foreground">
            <History className="size-8" aria-hidden="true" />
            <p className="font-medium">{empty.text}</p>
            {empty.hint ? <p className="text-sm">{empty.hint}</p> : null}
          </div>
        ) : (
          <ul className="divide-y">
            {list.map((game) => (
              <GameListRow key={game.id} game={game} playerId={userId} joinable={joinable(game)} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
