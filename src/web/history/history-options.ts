import type { I18n } from '@lingui/core';
import {
  type GameResultFilter,
  type GameStatusFilter,
  parseTimeControlFilter,
  timeControlFilterText,
} from '../../core/player-history';
import { shortTimeControl } from '../../core/time-control';
import type { PlayerTournaments } from '../../core/tournament/schemas';
import { TIME_CONTROL_PRESETS } from '../game/time-controls';

/** One choice of a filter's list: the value the address keeps, and the words the reader sees. */
export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

export function statusOptions(i18n: I18n): FilterOption<GameStatusFilter>[] {
  return [
    { value: 'all', label: i18n._('history.status.all') },
    { value: 'active', label: i18n._('history.status.active') },
    { value: 'completed', label: i18n._('history.status.completed') },
    { value: 'abandoned', label: i18n._('history.status.abandoned') },
  ];
}

export function resultOptions(i18n: I18n): FilterOption<GameResultFilter>[] {
  return [
    { value: 'all', label: i18n._('history.result.all') },
    { value: 'win', label: i18n._('history.result.win') },
    { value: 'loss', label: i18n._('history.result.loss') },
    { value: 'draw', label: i18n._('history.result.draw') },
  ];
}

/** The common time controls, then the one the address names if it is another. */
export function timeControlOptions(i18n: I18n, current: string): FilterOption<string>[] {
  const options = [{ value: '', label: i18n._('history.timeControl.any') }];
  const seen = new Set<string>();
  for (const preset of TIME_CONTROL_PRESETS) {
    const value = timeControlFilterText(preset.timeControl, preset.increment);
    if (seen.has(value)) continue;
    seen.add(value);
    options.push({ value, label: shortTimeControl(preset.timeControl, preset.increment) });
  }
  const named = parseTimeControlFilter(current);
  if (named && !seen.has(current)) {
    options.push({ value: current, label: shortTimeControl(named.timeControl, named.increment) });
  }
  return options;
}

/**
 * The tournaments the player played in, newest first, each named with its day (decision 300), then the one the
 * address names if it is not among them (an older one, or a link): the list shows what the page is filtered by.
 */
export function tournamentOptions(
  i18n: I18n,
  played: PlayerTournaments['tournaments'],
  current: string,
): FilterOption<string>[] {
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });
  const options = [{ value: '', label: i18n._('history.tournament.any') }];
  for (const { tournament } of played) {
    const date = day.format(new Date(tournament.startsAt));
    options.push({
      value: tournament.id,
      label: i18n._('history.tournament.option', { name: tournament.name, date }),
    });
  }
  if (current && !played.some(({ tournament }) => tournament.id === current)) {
    options.push({ value: current, label: i18n._('history.tournament.other') });
  }
  return options;
}
