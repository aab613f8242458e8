import type { I18n } from '@lingui/core';
import { type Color, type Game, isFinished } from '../../core/protocol';

/** What the room's tab tells a player who is looking at another tab. */
export type TabSignal = 'your_move' | 'game_over' | null;

export function tabSignal(game: Game, myColor: Color | null): TabSignal {
  if (isFinished(game)) return 'game_over';
  if (game.status === 'active' && myColor !== null && game.currentTurn === myColor) return 'your_move';
  return null;
}

/** The room's page name with the signal first, where a narrow tab still shows it: "(Your move) Game vs Sam". */
export function signalledName(i18n: I18n, name: string, signal: TabSignal): string {
  if (signal === 'your_move') return i18n._('room.signal.yourMove', { name });
  if (signal === 'game_over') return i18n._('room.signal.gameOver', { name });
  return name;
}

/** The favicon with an amber dot, shown while it is the player's move. */
export const YOUR_MOVE_ICON = '/favicon-your-move.svg';
/** The favicon with a grey tick, shown once the game has ended (issue 14: title and favicon say it). */
export const GAME_OVER_ICON = '/favicon-game-over.svg';
