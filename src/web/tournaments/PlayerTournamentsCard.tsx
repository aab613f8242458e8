import { useQuery } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { Link } from 'wouter';
import { PlayerTournaments } from '../../core/tournament/schemas';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { apiJson } from '../lib/api';
import { clockLabel } from './tournament-text';

const ordinal = (rank: number) => {
  const tens = rank % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[rank % 10] ?? 'th');
  return `${rank}${suffix}`;
};

async function fetchPlayerTournaments(username: string): Promise<PlayerTournaments> {
  const answer = await apiJson<unknown>('GET', `/api/users/${encodeURIComponent(username)}/tournaments`);
  return PlayerTournaments.parse(answer);
}

/** A player's tournaments on their profile, newest first: place, score and games; nothing when there are none. */
export function PlayerTournamentsCard({ username }: { username: string }) {
  const results = useQuery({
    queryKey: ['/api/users', username, 'tournaments'],
    queryFn: () => fetchPlayerTournaments(username),
  });
  const list = results.data?.tournaments ?? [];
  if (list.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trophy className="size-5" aria-hidden="true" /> Tournaments
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
                  {t.name}
                </Link>
                <span className="text-muted-foreground">
                  {clockLabel(t)} · {new Date(t.startsAt).toLocaleDateString()}
                </span>
              </span>
              <span className="tabular-nums">
                <strong>{ordinal(rank)}</strong> · {score} {score === 1 ? 'point' : 'points'} · {games}{' '}
                {games === 1 ? 'game' : 'games'}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
