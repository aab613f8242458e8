import { LOBBY_POOLS, type LobbyPoolId } from '../../core/lobby-pools';
import type { LobbyState } from '../../core/protocol';

/** "3+2 Blitz": how tiles, seeks and the waiting panel name a pool. */
export function poolLabel(pool: LobbyPoolId): string {
  return `${pool} ${LOBBY_POOLS[pool].speed}`;
}

/** "3 min + 2 s": the clock in words, under a tile's big "3+2". */
export function poolClock(pool: LobbyPoolId): string {
  const { timeControl, increment } = LOBBY_POOLS[pool];
  const minutes = `${timeControl / 60} min`;
  return increment > 0 ? `${minutes} + ${increment} s` : minutes;
}

/** "0:07", "12:30": how long someone has waited. */
export function elapsedText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Lobby games left today, or null when the plan has no daily limit. */
export function gamesLeft(allowance: LobbyState['allowance']): number | null {
  return allowance.perDay === null ? null : Math.max(0, allowance.perDay - allowance.usedToday);
}

/** "3 of 5 lobby games left today", or the plan's unlimited line. */
export function allowanceText(allowance: LobbyState['allowance']): string {
  const left = gamesLeft(allowance);
  if (left === null || allowance.perDay === null) return 'Unlimited lobby games with your plan';
  return `${left} of ${allowance.perDay} lobby games left today`;
}

/**
 * Why a lobby game cannot have a call for this person, or null when it can: calls with strangers need
 * the 18+ declaration and the setting on (issue 28).
 */
export function callUnavailableReason(calls: LobbyState['calls']): string | null {
  if (!calls.adultDeclared)
    return 'Calls with strangers are for adults: declare that you are 18 or over in your profile to have one.';
  if (!calls.strangerCalls)
    return 'You turned calls with strangers off in your profile, so your lobby games have no call.';
  return null;
}

/** "Ends 28 Nov 2026, 19:05", or "For good": when a bar from the lobby ends. */
export function barEndText(until: string | null): string {
  if (until === null) return 'This bar does not end.';
  const when = new Date(until).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return `It ends ${when}.`;
}
