/**
 * A game's time control in words, the same on every screen: the initial clock per side and the
 * increment added after each move, both in seconds.
 */

import { isUntimed } from './chess/clock';

/** How a game with no clock (decision 288) is named on every screen. */
export const NO_CLOCK_LABEL = 'No clock';

/** "5+3", "10 min", "1:30+5", "45 s": where a few characters must do (the room's header). */
export function shortTimeControl(timeControl: number, increment: number): string {
  if (isUntimed(timeControl)) return NO_CLOCK_LABEL;
  const minutes = Math.floor(timeControl / 60);
  const seconds = timeControl % 60;
  const initial = seconds === 0 ? `${minutes}` : `${minutes}:${String(seconds).padStart(2, '0')}`;
  if (increment === 0) return timeControl < 60 ? `${timeControl} s` : `${initial} min`;
  return `${initial}+${increment}`;
}

/** "5 min + 3 s", "10 min", "1 min 30 s + 5 s": in lists and sentences. */
export function longTimeControl(timeControl: number, increment: number): string {
  if (isUntimed(timeControl)) return NO_CLOCK_LABEL;
  const minutes = Math.floor(timeControl / 60);
  const seconds = timeControl % 60;
  const parts = [minutes > 0 ? `${minutes} min` : '', seconds > 0 || minutes === 0 ? `${seconds} s` : ''];
  const initial = parts.filter(Boolean).join(' ');
  return increment > 0 ? `${initial} + ${increment} s` : initial;
}
