import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { correspondenceWords, deadlineText } from '../i18n/correspondence-words';

/**
 * "On vacation until …" beside a player of a correspondence game, in the room and on the dashboard (decision 325):
 * the date in the reader's language and time zone (decision 317); nothing once the vacation is over.
 */
export function VacationNote({ until, className }: { until: number | null | undefined; className?: string }) {
  correspondenceWords.useWords();
  const { i18n } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until == null) return;
    // Looked at again each minute, so the note goes when the vacation ends.
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, [until]);
  if (until == null || until <= now) return null;
  return (
    <span className={className} data-testid="vacation-note">
      {i18n._('correspondence.vacation.on', { date: deadlineText(i18n, until) })}
    </span>
  );
}
