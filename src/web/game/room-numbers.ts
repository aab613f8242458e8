import type { I18n } from '@lingui/core';
import { isUntimed } from '../../core/chess/clock';

/** Counts and seconds as the reader's language writes its digits (a rating has no thousands separator). */
export function formatCount(i18n: I18n, count: number, grouping = true): string {
  return new Intl.NumberFormat(i18n.locale, { useGrouping: grouping }).format(count);
}

/**
 * A game's time control where a few characters must do (the room's header), as core's `shortTimeControl` writes
 * it in English: "5+3" and "1:30+5" read alike everywhere; "10 min", "45 s" and "No clock" in the reader's words.
 */
export function roomTimeControl(i18n: I18n, timeControl: number, increment: number): string {
  if (isUntimed(timeControl)) return i18n._('room.noClock');
  const minutes = Math.floor(timeControl / 60);
  const seconds = timeControl % 60;
  const initial = seconds === 0 ? `${minutes}` : `${minutes}:${String(seconds).padStart(2, '0')}`;
  if (increment > 0) return `${initial}+${increment}`;
  return timeControl < 60
    ? i18n._('room.timeControl.seconds', { seconds: formatCount(i18n, timeControl) })
    : seconds === 0
      ? i18n._('room.timeControl.minutes', { minutes: formatCount(i18n, minutes) })
      : i18n._('room.timeControl.minutes', { minutes: initial });
}
