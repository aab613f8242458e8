import type { I18n, MessageId } from '@lingui/core';
import { LOBBY_POOL_LIST } from '../../core/lobby-pools';
import type { PublicUser } from '../../core/protocol';
import { describeTimeControl } from '../../core/tournament/schedule';
import type { JoinRefusal, SheetEntry, TournamentSummary } from '../../core/tournament/schemas';
import { loadedMessage } from '../i18n/loaded-message';

const SPEEDS: Record<(typeof LOBBY_POOL_LIST)[number]['speed'], MessageId> = {
  Bullet: 'games.speed.bullet',
  Blitz: 'games.speed.blitz',
  Rapid: 'games.speed.rapid',
  Classical: 'games.speed.classical',
};

/** "3+2 Blitz": a tournament's clock as the lobby names it, with its speed when it is one of the lobby's. */
export function clockLabel(i18n: I18n, t: Pick<TournamentSummary, 'timeControl' | 'increment'>): string {
  const short = describeTimeControl(t.timeControl, t.increment);
  const pool = LOBBY_POOL_LIST.find((p) => p.timeControl === t.timeControl && p.increment === t.increment);
  return pool ? i18n._('games.preset.speed', { clock: short, speed: i18n._(SPEEDS[pool.speed]) }) : short;
}

/** "4:05", "1:02:09": a countdown, rounded up so the last second reads 0:01 and never 0:00 early. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** "Today 18:00", "Sat 29 Nov, 18:00": when a tournament starts, in the reader's time zone and language. */
export function startText(i18n: I18n, iso: string, now: number = Date.now()): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString(i18n.locale, { hour: '2-digit', minute: '2-digit' });
  if (at.toDateString() === new Date(now).toDateString()) return i18n._('tournaments.start.today', { time });
  const day = at.toLocaleDateString(i18n.locale, { weekday: 'short', day: 'numeric', month: 'short' });
  return i18n._('tournaments.start.day', { day, time });
}

/** Where a tournament is in its life, in a few words for its card: "Starts in 12:30", "Ends in 4:05". */
export function phaseText(
  i18n: I18n,
  t: Pick<TournamentSummary, 'status' | 'startsAt' | 'endsAt'>,
  now: number,
): string {
  switch (t.status) {
    case 'scheduled':
      return i18n._('tournaments.phase.startsIn', { countdown: countdownText(Date.parse(t.startsAt) - now) });
    case 'started':
      return i18n._('tournaments.phase.underWay', { countdown: countdownText(Date.parse(t.endsAt) - now) });
    case 'finished':
      return i18n._('tournaments.status.finished');
    case 'cancelled':
      return i18n._('tournaments.status.cancelled');
  }
}

/** "12 players", "1 player", "3 of 8 players" when the cap is small enough to matter. */
export function playersText(i18n: I18n, t: Pick<TournamentSummary, 'players' | 'maxPlayers'>): string {
  if (t.maxPlayers <= 50)
    return i18n._('tournaments.players.ofMax', { players: t.players, max: t.maxPlayers });
  return i18n._('tournaments.players.count', { players: t.players });
}

/** The name other players see (decision 144): the display name, else the username. */
export function nameOf(player: PublicUser): string {
  return player.displayName ?? player.username;
}

/** "1st", "2nd", "3rd": a place, as the language writes it. */
export function placeText(i18n: I18n, place: number): string {
  return i18n._('tournaments.place', { place });
}

/** "4 points", "1 point". */
export function pointsText(i18n: I18n, points: number): string {
  return i18n._('tournaments.points', { points });
}

const OUTCOMES: Record<SheetEntry['outcome'], MessageId> = {
  win: 'games.outcome.win',
  draw: 'games.outcome.draw',
  loss: 'games.outcome.loss',
};

/** "Win, 4 points, on fire, berserk": one game of a score sheet as a screen reader hears it. */
export function sheetEntryLabel(i18n: I18n, entry: SheetEntry): string {
  const parts = [
    i18n._(OUTCOMES[entry.outcome]),
    pointsText(i18n, entry.points),
    entry.onFire ? i18n._('tournaments.sheet.onFire') : null,
    entry.berserk ? i18n._('tournaments.sheet.berserk') : null,
  ].filter((part): part is string => part !== null);
  return new Intl.ListFormat(i18n.locale, { type: 'unit', style: 'short' }).format(parts);
}

/** Why the reader may not join, in their language: the `errors` area's words for the code, else the server's. */
export function joinRefusalText(i18n: I18n, refusal: JoinRefusal): string {
  if (refusal.code === 'auth_required') return i18n._('tournaments.refusal.signIn');
  const { hold, until } = refusal;
  const worded = loadedMessage(i18n, `error.${refusal.code}`, {
    ...(hold ? { hold } : {}),
    ...(until !== undefined ? { until } : {}),
  });
  if (worded === null) return refusal.message;
  // A bar says until when, then what it closes here (the server's English says both in one refusal).
  return refusal.code === 'lobby_barred' ? `${worded} ${i18n._('tournaments.refusal.arenasClosed')}` : worded;
}
