import type { I18n } from '@lingui/core';
import { LOBBY_POOLS, type LobbyPoolId } from '../../core/lobby-pools';
import type { LobbyState } from '../../core/protocol';
import { clockText } from '../i18n/game-words';

const SPEEDS = {
  Bullet: 'games.speed.bullet',
  Blitz: 'games.speed.blitz',
  Rapid: 'games.speed.rapid',
  Classical: 'games.speed.classical',
} as const;

/** "3+2 Blitz" in English, for the pages that are not in the catalogues yet. */
export function poolLabel(pool: LobbyPoolId): string {
  return `${pool} ${LOBBY_POOLS[pool].speed}`;
}

/** "3+2 Blitz": how tiles, seeks and the waiting panel name a pool, in the reader's language. */
export function poolText(i18n: I18n, pool: LobbyPoolId): string {
  return i18n._('games.preset.speed', { clock: pool, speed: poolSpeed(i18n, pool) });
}

/** "Blitz": a pool's speed family. */
export function poolSpeed(i18n: I18n, pool: LobbyPoolId): string {
  return i18n._(SPEEDS[LOBBY_POOLS[pool].speed]);
}

/** "3 min + 2 s": the clock in words, under a tile's big "3+2". */
export function poolClock(i18n: I18n, pool: LobbyPoolId): string {
  const { timeControl, increment } = LOBBY_POOLS[pool];
  return clockText(i18n, timeControl, increment);
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
export function allowanceText(i18n: I18n, allowance: LobbyState['allowance']): string {
  const left = gamesLeft(allowance);
  if (left === null || allowance.perDay === null) return i18n._('lobby.allowance.unlimited');
  return i18n._('lobby.allowance.left', { left, perDay: allowance.perDay });
}

/**
 * Why a lobby game cannot have a call for this person, or null when it can: calls with strangers need
 * the 18+ declaration and the setting on (issue 28).
 */
export function callUnavailableReason(i18n: I18n, calls: LobbyState['calls']): string | null {
  if (!calls.adultDeclared) return i18n._('lobby.call.adultRequired');
  if (!calls.strangerCalls) return i18n._('lobby.call.turnedOff');
  return null;
}

/** "It ends 28 Nov 2026, 19:05.", or that it does not: when a bar from the lobby ends. */
export function barEndText(i18n: I18n, until: string | null): string {
  if (until === null) return i18n._('lobby.bar.endless');
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(until),
  );
  return i18n._('lobby.bar.ends', { when });
}
