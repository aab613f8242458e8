import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Palmtree } from 'lucide-react';
import { useId, useState } from 'react';
import type { VacationStatus } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { correspondenceWords, deadlineText } from '../i18n/correspondence-words';
import { refusalText } from '../i18n/refusal-text';
import { apiJson } from '../lib/api';

const VACATION_URL = '/api/correspondence/vacation';

/**
 * Vacation in correspondence games (decision 325), on the dashboard beside the games it pauses: the days left this
 * year and a picker within them, or the vacation under way with a way to end it early. Drawn only for a person
 * with correspondence games under way or a vacation running; loaded as its own chunk.
 */
export default function VacationCard() {
  correspondenceWords.useWords();
  const { i18n } = useLingui();
  const titleId = useId();
  const pickerId = useId();
  const queryClient = useQueryClient();
  const status = useQuery<VacationStatus>({ queryKey: [VACATION_URL], refetchOnMount: 'always' });
  const [days, setDays] = useState(1);
  const changed = (next: VacationStatus) => {
    queryClient.setQueryData([VACATION_URL], next);
    // The deadlines of the games to move in have moved with the vacation.
    void queryClient.invalidateQueries({ queryKey: ['/api/correspondence/turns'] });
  };
  const start = useMutation({
    mutationFn: (chosen: number) => apiJson<VacationStatus>('POST', VACATION_URL, { days: chosen }),
    onSuccess: changed,
  });
  const end = useMutation({
    mutationFn: () => apiJson<VacationStatus>('DELETE', VACATION_URL),
    onSuccess: changed,
  });
  if (!status.data) return null;
  const { allowanceDays, usedDays, current, gamesUnderWay } = status.data;
  if (gamesUnderWay === 0 && current === null) return null;
  const left = Math.max(0, allowanceDays - usedDays);
  const chosen = Math.min(Math.max(1, days), Math.max(1, left));
  const failure = start.error ?? end.error;
  return (
    <Card role="region" aria-labelledby={titleId} data-testid="vacation-card">
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <Palmtree className="size-5 text-primary" aria-hidden="true" />
          {i18n._('correspondence.vacation.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {current ? (
          <>
            <p className="font-medium">
              {i18n._('correspondence.vacation.current', { date: deadlineText(i18n, current.until) })}
            </p>
            <p className="text-muted-foreground">{i18n._('correspondence.vacation.endHint')}</p>
            <div>
              <Button variant="outline" size="sm" disabled={end.isPending} onClick={() => end.mutate()}>
                {i18n._(end.isPending ? 'correspondence.vacation.ending' : 'correspondence.vacation.end')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-muted-foreground">{i18n._('correspondence.vacation.hint')}</p>
            <p className="font-medium">
              {left === 0
                ? i18n._('correspondence.vacation.none')
                : i18n._('correspondence.vacation.left', { left, allowance: allowanceDays })}
            </p>
            {left > 0 ? (
              <form
                className="flex flex-wrap items-end gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  start.mutate(chosen);
                }}
              >
                <label htmlFor={pickerId} className="grid gap-1">
                  <span>{i18n._('correspondence.vacation.days')}</span>
                  <select
                    id={pickerId}
                    className="h-9 rounded-md border bg-background px-2"
                    value={chosen}
                    onChange={(event) => setDays(Number(event.target.value))}
                  >
                    {Array.from({ length: left }, (_, index) => index + 1).map((count) => (
                      <option key={count} value={count}>
                        {i18n._('correspondence.vacation.dayCount', { days: count })}
                      </option>
                    ))}
                  </select>
                </label>
                <Button type="submit" size="sm" disabled={start.isPending}>
                  {i18n._(
                    start.isPending ? 'correspondence.vacation.starting' : 'correspondence.vacation.start',
                  )}
                </Button>
              </form>
            ) : null}
          </>
        )}
        {failure ? (
          <p role="alert" className="text-destructive">
            {refusalText(i18n, failure, i18n._('correspondence.vacation.failed'))}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
