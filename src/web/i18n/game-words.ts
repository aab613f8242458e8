import gamesArea from 'virtual:catalogue-area/games';
import type { I18n, MessageId } from '@lingui/core';
import { isUntimed } from '../../core/chess/clock';
import type { ChallengeColor } from '../../core/protocol';
import type { RankName } from '../../core/ratings';
import type { OutcomeLabel } from '../dashboard/game-outcome';
import type { GameSummary } from '../dashboard/queries';
import type { TimeControlPreset } from '../game/time-controls';
import { sharedArea } from './shared-area';

/**
 * The words about games that lists and cards share across pages (the dashboard, the profiles, the history, the
 * create screen, challenges): outcomes, states, stakes, colours, ranks and clocks. A component that uses one of
 * these calls `gameWords.useWords()` first; a page drawing such components lists `gameWords.ready` in its `ready`.
 */
export const gameWords = sharedArea(gamesArea);

const OUTCOMES: Record<OutcomeLabel, MessageId> = {
  'In Progress': 'games.outcome.inProgress',
  Win: 'games.outcome.win',
  Loss: 'games.outcome.loss',
  Draw: 'games.outcome.draw',
  Unknown: 'games.outcome.unknown',
  Waiting: 'games.outcome.waiting',
  Abandoned: 'games.outcome.abandoned',
};

const STATUSES: Record<GameSummary['status'], MessageId> = {
  waiting: 'games.status.waiting',
  active: 'games.status.active',
  completed: 'games.status.completed',
  abandoned: 'games.status.abandoned',
};

const COLOURS: Record<ChallengeColor, MessageId> = {
  white: 'games.colour.white',
  black: 'games.colour.black',
  random: 'games.colour.random',
};

const RANKS: Record<RankName, MessageId> = {
  Beginner: 'games.rank.beginner',
  Intermediate: 'games.rank.intermediate',
  Advanced: 'games.rank.advanced',
  Expert: 'games.rank.expert',
  Master: 'games.rank.master',
  Grandmaster: 'games.rank.grandmaster',
};

/** The speed family a preset's name carries beside its clock ("3+2 Blitz"). */
const SPEEDS: Record<string, MessageId> = {
  '1+0': 'games.speed.bullet',
  '3+2': 'games.speed.blitz',
  '5+3': 'games.speed.blitz',
  '10+5': 'games.speed.rapid',
  '90+30': 'games.speed.classical',
};

export const outcomeText = (i18n: I18n, outcome: OutcomeLabel): string => i18n._(OUTCOMES[outcome]);

export const statusText = (i18n: I18n, status: GameSummary['status']): string => i18n._(STATUSES[status]);

export const colourText = (i18n: I18n, colour: ChallengeColor): string => i18n._(COLOURS[colour]);

/** "Rated" or "Casual", beside a clock (decisions 271 and 277). */
export const stakesText = (i18n: I18n, rated: boolean): string =>
  i18n._(rated ? 'games.rated' : 'games.casual');

/** A rank's name in the reader's language; a name the client does not know yet is shown as the server sent it. */
export function rankText(i18n: I18n, rank: string): string {
  const id = RANKS[rank as RankName] as MessageId | undefined;
  return id ? i18n._(id) : rank;
}

/** "5 min", "1 min 30 s", "45 s": an initial time with the language's units. */
function initialTime(i18n: I18n, timeControl: number): string {
  const minutes = Math.floor(timeControl / 60);
  const seconds = timeControl % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(i18n._('games.clock.minutes', { minutes }));
  if (seconds > 0 || minutes === 0) parts.push(i18n._('games.clock.seconds', { seconds }));
  return parts.join(' ');
}

/**
 * "5 min + 3 s", "10 min", "No clock": a clock in lists and sentences; "3 days per move" for a correspondence game
 * (decision 325), whose time control is one move's days.
 */
export function clockText(
  i18n: I18n,
  timeControl: number,
  increment: number,
  daysPerMove?: number | null,
): string {
  if (daysPerMove) return i18n._('games.clock.daysPerMove', { days: daysPerMove });
  if (isUntimed(timeControl)) return i18n._('games.clock.none');
  const initial = initialTime(i18n, timeControl);
  return increment > 0
    ? i18n._('games.clock.withIncrement', {
        initial,
        increment: i18n._('games.clock.seconds', { seconds: increment }),
      })
    : initial;
}

/** "5+3" as it is everywhere, or "10 min" / "30 s" for a clock with no increment: beside a challenge. */
export function shortClockText(i18n: I18n, timeControl: number, increment: number): string {
  if (isUntimed(timeControl)) return i18n._('games.clock.none');
  if (increment === 0) return initialTime(i18n, timeControl);
  const minutes = Math.floor(timeControl / 60);
  const seconds = timeControl % 60;
  const initial = seconds === 0 ? `${minutes}` : `${minutes}:${String(seconds).padStart(2, '0')}`;
  return `${initial}+${increment}`;
}

/** A time-control choice: "10 minutes", "1 hour", "3+2 Blitz" (the clock as written everywhere), "No clock". */
export function presetText(i18n: I18n, preset: TimeControlPreset): string {
  const speed = SPEEDS[preset.id];
  if (speed) return i18n._('games.preset.speed', { clock: preset.id, speed: i18n._(speed) });
  if (isUntimed(preset.timeControl)) return i18n._('games.clock.none');
  if (preset.timeControl % 3600 === 0)
    return i18n._('games.preset.hours', { hours: preset.timeControl / 3600 });
  return i18n._('games.preset.minutes', { minutes: preset.timeControl / 60 });
}

/** A day, as the reader's language writes it ("20/11/2026", "20.11.2026"). */
export const dateText = (i18n: I18n, iso: string): string =>
  new Intl.DateTimeFormat(i18n.locale).format(new Date(iso));

/** A day and time ("20 Nov 2026, 14:05"), as the reader's language writes it. */
export const dateTimeText = (i18n: I18n, iso: string): string =>
  new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** "8m 20s", "8 Min. 20 s": a duration in the language's short units. */
export function durationText(i18n: I18n, seconds: number): string {
  const unit = (value: number, name: 'minute' | 'second') =>
    new Intl.NumberFormat(i18n.locale, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  return minutes > 0 ? `${unit(minutes, 'minute')} ${unit(rest, 'second')}` : unit(rest, 'second');
}
