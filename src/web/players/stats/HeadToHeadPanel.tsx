import { useLingui } from '@lingui/react';
import { Spinner } from '../../components/ui/spinner';
import { refusalText } from '../../i18n/refusal-text';
import { HistoryGameCard } from '../HistoryGameCard';
import { profileWords } from '../profile-words';
import { resultText } from './ResultBar';
import { useHeadToHead } from './stats-api';

/** "You and Sam: 12 wins, 9 losses, 3 draws", and the games between them, newest first. */
export function HeadToHeadPanel({ userId, opponentId }: { userId: string; opponentId: string }) {
  profileWords.useWords();
  const { i18n } = useLingui();
  const record = useHeadToHead(userId, opponentId);
  if (record.isPending) return <Spinner label={i18n._('profile.stats.headToHead.loading')} />;
  if (record.isError) {
    return (
      <p role="alert" className="text-sm text-muted-foreground">
        {refusalText(i18n, record.error, i18n._('players.stats.error'))}
      </p>
    );
  }
  const { opponent, record: counts, games } = record.data;
  const name = opponent.displayName ?? opponent.username;
  return (
    <section
      aria-labelledby="head-to-head-title"
      className="grid gap-3 rounded-lg border p-3"
      data-testid="head-to-head"
    >
      <h4 id="head-to-head-title" className="font-semibold">
        {i18n._('profile.stats.headToHead.title', { name, record: resultText(i18n, counts) })}
      </h4>
      <div className="grid gap-2">
        {games.map((game) => (
          <HistoryGameCard key={game.id} game={game} playerId={userId} />
        ))}
      </div>
    </section>
  );
}
