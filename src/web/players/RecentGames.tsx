import { useLingui } from '@lingui/react';
import { History } from 'lucide-react';
import { RecentGamesCard } from '../dashboard/RecentGamesCard';
import { useRecentGames } from './games-page';
import { playersWords } from './players-words';

/** Spec §2 Recent Games: the player's latest games, each with View Game, or Join Game while it waits. */
export function RecentGames({ userId, showAllLink }: { userId: string; showAllLink: boolean }) {
  playersWords.useWords();
  const { i18n } = useLingui();
  return (
    <RecentGamesCard
      games={useRecentGames(userId, 5)}
      userId={userId}
      title={i18n._('players.recent.title')}
      icon={<History className="size-5 text-primary" aria-hidden="true" />}
      empty={{ text: i18n._('players.recent.empty') }}
      joinable={(game) => game.status === 'waiting'}
      showAllLink={showAllLink}
    />
  );
}
