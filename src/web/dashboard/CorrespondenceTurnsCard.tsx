import { Trans, useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import type { CorrespondenceTurnsResponse } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { VacationNote } from '../game/VacationNote';
import { correspondenceWords, deadlineText, timeLeftText } from '../i18n/correspondence-words';

/** How often the list is read again while the dashboard is open: an opponent's move puts a game on it. */
const REFRESH_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The time now, read again every `intervalMs`. */
function useMinuteNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The dashboard's correspondence games where it is the reader's move (issue 32, decision 316), the most urgent
 * first, as the server orders them: whom against, the last move, by when and how long is left. Nothing is drawn
 * while the list is empty or loading: most people play no correspondence games.
 */
export function CorrespondenceTurnsCard() {
  correspondenceWords.useWords();
  const { i18n } = useLingui();
  const titleId = useId();
  const turns = useQuery<CorrespondenceTurnsResponse>({
    queryKey: ['/api/correspondence/turns'],
    refetchOnMount: 'always',
    refetchInterval: REFRESH_MS,
  });
  const now = useMinuteNow(REFRESH_MS / 2);
  if (turns.isPending) return null;
  if (!turns.isError && turns.data.turns.length === 0) return null;
  // Local minus server time, as of the answer: deadlines are the server's instants.
  const offsetMs = turns.data ? turns.dataUpdatedAt - turns.data.serverNow : 0;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <Hourglass className="size-5 text-primary" aria-hidden="true" />
          {i18n._('correspondence.turns.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {turns.isError ? (
          <p className="text-sm text-muted-foreground">{i18n._('correspondence.turns.error')}</p>
        ) : (
          <ul className="grid gap-2" aria-labelledby={titleId}>
            {turns.data.turns.map((turn) => {
              const due = turn.deadline + offsetMs;
              const name = turn.opponent ? (turn.opponent.displayName ?? turn.opponent.username) : '?';
              return (
                <li
                  key={turn.gameId}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
                  data-testid={`correspondence-turn-${turn.gameId}`}
                >
                  <div className="min-w-0 text-start">
                    <p className="truncate font-medium">
                      <Trans
                        id="correspondence.turns.opponent"
                        values={{ name }}
                        components={{ 0: <bdi /> }}
                      />
                    </p>
                    <VacationNote
                      until={turn.opponentOnVacationUntil}
                      className="block text-sm font-medium text-amber-800"
                    />
                    <p className="text-sm text-muted-foreground">
                      {turn.lastMove ? (
                        <>
                          {/* SAN stays as it is, left to right, in every language. */}
                          <Trans
                            id="correspondence.turns.lastMove"
                            values={{ move: turn.lastMove }}
                            components={{ 0: <bdi dir="ltr" /> }}
                          />
                          {' · '}
                        </>
                      ) : null}
                      <time dateTime={new Date(due).toISOString()}>{deadlineText(i18n, due)}</time>
                    </p>
                    <p
                      className={
                        due - now < DAY_MS ? 'text-sm font-medium text-amber-800' : 'text-sm font-medium'
                      }
                    >
                      {i18n._('correspondence.left', { left: timeLeftText(i18n, due - now) })}
                    </p>
                  </div>
                  <Button asChild size="sm">
                    <Link href={`/game/${turn.gameId}`}>{i18n._('correspondence.turns.play')}</Link>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
