import type { I18n } from '@lingui/core';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Unit = 'day' | 'hour' | 'minute' | 'second';

/**
 * Time left for a move, in the reader's language, in its two largest units ("2 days, 3 hours", "5 minutes, 12
 * seconds"), a zero second unit left out ("3 days"): numbers and unit words by `Intl.NumberFormat`, the joining by
 * `Intl.ListFormat`.
 */
export function timeLeftText(i18n: I18n, ms: number): string {
  const left = Math.max(0, ms);
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  const seconds = Math.floor((left % MINUTE) / SECOND);
  const parts: Array<[Unit, number]> =
    days > 0
      ? [
          ['day', days],
          ['hour', hours],
        ]
      : hours > 0
        ? [
            ['hour', hours],
            ['minute', minutes],
          ]
        : [
            ['minute', minutes],
            ['second', seconds],
          ];
  const shown = parts.filter(([, count], index) => index === 0 || count > 0);
  const words = shown.map(([unit, count]) =>
    new Intl.NumberFormat(i18n.locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count),
  );
  return new Intl.ListFormat(i18n.locale, { style: 'long', type: 'unit' }).format(words);
}
