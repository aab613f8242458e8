import { LOBBY_POOL_LIST } from '../../core/lobby-pools';
import type { PublicUser } from '../../core/protocol';
import { describeTimeControl } from '../../core/tournament/schedule';
import type { SheetEntry, TournamentSummary } from '../../core/tournament/schemas';

/** "3+2 Blitz": a tournament's clock as the lobby names it, with its speed when it is one of the lobby's. */
export function clockLabel(t: Pick<TournamentSummary, 'timeControl' | 'increment'>): string {
  const short = describeTimeControl(t.timeControl, t.increment);
  const pool = LOBBY_POOL_LIST.find((p) => p.timeControl === t.timeControl && p.increment === t.increment);
  return pool ? `${short} ${pool.speed}` : short;
}

/** "4:05", "1:02:09": a countdown, rounded up so the last second reads 0:01 and never 0:00 early. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** "Today 18:00", "Sat 29 Nov, 18:00": when a tournament starts, in the reader's time zone. */
export function startText(iso: string, now: number = Date.now()): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  if (at.toDateString() === new Date(now).toDateString()) return `Today ${time}`;
  const day = at.toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short' });
  return `${day}, ${time}`;
}

/** Where a tournament is in its life, in a few words for its card: "Starts in 12:30", "Ends in 4:05". */
export function phaseText(t: Pick<TournamentSummary, 'status' | 'startsAt' | 'endsAt'>, now: number): string {
  switch (t.status) {
    case 'scheduled':
      return `Starts in ${countdownText(Date.parse(t.startsAt) - now)}`;
    case 'started':
      return `Under way · ends in ${countdownText(Date.parse(t.endsAt) - now)}`;
    case 'finished':
      return 'Finished';
    case 'cancelled':
      return 'Cancelled';
  }
}

/** "12 players", "1 player", "3 of 8 players" when the cap is small enough to matter. */
export function playersText(t: Pick<TournamentSummary, 'players' | 'maxPlayers'>): string {
  if (t.maxPlayers <= 50) return `${t.players} of ${t.maxPlayers} players`;
  return `${t.players} ${t.players === 1 ? 'player' : 'players'}`;
}

/** The name other players see (decision 144): the display name, else the username. */
export function nameOf(player: PublicUser): string {
  return player.displayName ?? player.username;
}

/** "Win, 4 points, on fire, berserk": one game of a score sheet as a screen reader hears it. */
export function sheetEntryLabel(entry: SheetEntry): string {
  const outcome = { win: 'Win', draw: 'Draw', loss: 'Loss' }[entry.outcome];
  const points = `${entry.points} ${entry.points === 1 ? 'point' : 'points'}`;
  return [outcome, points, entry.onFire ? 'on fire' : null, entry.berserk ? 'berserk' : null]
    .filter(Boolean)
    .join(', ');
}
