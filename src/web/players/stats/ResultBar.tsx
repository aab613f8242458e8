import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ResultCounts } from '../../../core/protocol';
import { profileWords } from '../profile-words';

/** "1 win, 0 losses, 2 draws", with the language's own plurals. */
export function resultText(i18n: I18n, counts: ResultCounts): string {
  return i18n._('profile.stats.record', {
    wins: i18n._('profile.stats.wins', { count: counts.wins }),
    losses: i18n._('profile.stats.losses', { count: counts.losses }),
    draws: i18n._('profile.stats.draws', { count: counts.draws }),
  });
}

/** Points scored out of games, as a whole percentage (a draw is half a point). */
export function scorePercent(counts: ResultCounts): number {
  const games = counts.wins + counts.losses + counts.draws;
  return games === 0 ? 0 : Math.round(((counts.wins + counts.draws / 2) / games) * 100);
}

/** A whole percentage as the reader's language writes it ("55%", "55 %", "٥٥٪"). */
export function percentText(i18n: I18n, percent: number, fractionDigits = 0): string {
  return new Intl.NumberFormat(i18n.locale, {
    style: 'percent',
    maximumFractionDigits: fractionDigits,
  }).format(percent / 100);
}

/** A record as text and a bar of wins, draws and losses, with the words for screen readers. */
export function ResultBar({ counts }: { counts: ResultCounts }) {
  profileWords.useWords();
  const { i18n } = useLingui();
  const games = counts.wins + counts.losses + counts.draws;
  const width = (n: number) => `${games === 0 ? 0 : (n / games) * 100}%`;
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span className="whitespace-nowrap text-sm tabular-nums">{resultText(i18n, counts)}</span>
      <div className="flex h-2 w-24 shrink-0 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className="bg-primary" style={{ width: width(counts.wins) }} />
        <div className="bg-muted-foreground/50" style={{ width: width(counts.draws) }} />
        <div className="bg-destructive" style={{ width: width(counts.losses) }} />
      </div>
    </div>
  );
}
