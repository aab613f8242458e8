import type { I18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import { timeLeftText } from '../i18n/time-left-text';

/**
 * Milliseconds left until `deadline` (an ISO time), ticking each second and stopping at 0, so a challenge
 * shows its expiry the moment it comes, with no reload (the server keeps no timer for it, decision 202).
 */
export function useTimeLeft(deadline: string): number {
  const at = Date.parse(deadline);
  const [left, setLeft] = useState(() => Math.max(0, at - Date.now()));
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, at - Date.now()));
    tick();
    if (at <= Date.now()) return;
    const timer = setInterval(() => {
      tick();
      if (at <= Date.now()) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [at]);
  return left;
}

/** "9:41": minutes and seconds, rounded up so the last second reads 0:01, not 0:00. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * A challenge's time left to answer: "9:41" for a live one, "6 days, 23 hours" past an hour, as a correspondence
 * challenge waits a week (decision 329) and ten thousand minutes say nothing.
 */
export function challengeTimeLeft(i18n: I18n, ms: number): string {
  return ms >= 60 * 60 * 1000 ? timeLeftText(i18n, ms) : formatTimeLeft(ms);
}
