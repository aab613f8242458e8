import tournamentsArea from 'virtual:catalogue-area/tournaments';
import { Trans, useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { tournamentHistoryHref } from '../history/history-filter';
import { gameWords } from '../i18n/game-words';
import { loadArea } from '../i18n/i18n';
import { useAuth } from '../lib/auth';
import { fetchPlayerTournaments, playerTournamentsKey } from './tournament-api';
import { tournamentName } from './tournament-name';
import { clockLabel, placeText } from './tournament-text';

/** A player's tournaments on their profile, newest first: place, score and games; nothing when there are none. */
export function PlayerTournamentsCard({ username }: { username: string }) {
  const { i18n } = useLingui();
  const { user } = useAuth();
  const results = useQuery({
    queryKey: playerTournamentsKey(username),
    queryFn: () => fetchPlayerTournaments(username),
  });
  // The profile's page does not load the tournaments' words (nor, for its clock's speed, perhaps the games'):
  // the card asks for them itself (decision 297).
  const words = useQuery({
    queryKey: ['catalogue-area', 'tournaments'],
    queryFn: () => Promise.all([loadArea(tournamentsArea), gameWords.ready]).then(() => true),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const own = user?.username === username;
  const list = results.data?.tournaments ?? [];
  if (list.length === 0 || !words.data) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trophy className="size-5" aria-hidden="true" /> {i18n._('tournaments.list.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {list.map(({ tournament: t, rank, score, games }) => (
            <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="grid">
                <Link
                  href={`/tournaments/${encodeURIComponent(t.id)}`}
                  className="font-medium hover:underline"
                >
                  {tournamentName(i18n, t)}
                </Link>
                <span className="text-muted-foreground">
                  {clockLabel(i18n, t)} · {new Date(t.startsAt).toLocaleDateString(i18n.locale)}
                </span>
                {own ? (
                  <Link href={tournamentHistoryHref(t.id)} className="text-primary hover:underline">
                    {i18n._('tournaments.myGames')}
                  </Link>
                ) : null}
              </span>
              <span className="tabular-nums">
                <Trans
                  id="tournaments.player.result"
                  values={{ place: placeText(i18n, rank), score, games }}
                  components={{ 0: <strong /> }}
                />
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
