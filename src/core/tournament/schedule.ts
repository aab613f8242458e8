/**
 * The Pro arenas (issue 30, decision 290): one table of recurring arenas that only Pro members join and anyone
 * may watch. The server's scheduler makes each arena from it ahead of its start; nothing else names them.
 */
export interface ArenaSlot {
  /** Stable key of the slot: with the start time it names one arena, so two instances never make it twice. */
  key: string;
  name: string;
  /** Initial seconds per side. */
  timeControl: number;
  /** Seconds added after each move. */
  increment: number;
  /** How long the arena pairs games, minutes. */
  minutes: number;
  /** `hourly`: at minute `atMinute` of every hour (UTC); `daily`: at `atHour`:`atMinute` UTC every day. */
  every: 'hourly' | 'daily';
  atHour: number;
  atMinute: number;
  rated: true;
}

export const PRO_ARENA_SCHEDULE: readonly ArenaSlot[] = [
  {
    key: 'hourly-bullet',
    name: 'Hourly Bullet Arena',
    timeControl: 60,
    increment: 0,
    minutes: 30,
    every: 'hourly',
    atHour: 0,
    atMinute: 0,
    rated: true,
  },
  {
    key: 'hourly-blitz',
    name: 'Hourly Blitz Arena',
    timeControl: 180,
    increment: 2,
    minutes: 45,
    every: 'hourly',
    atHour: 0,
    atMinute: 30,
    rated: true,
  },
  {
    key: 'daily-rapid',
    name: 'Daily Rapid Arena',
    timeControl: 600,
    increment: 0,
    minutes: 120,
    every: 'daily',
    atHour: 18,
    atMinute: 0,
    rated: true,
  },
];

/** How far ahead the scheduler makes arenas, so the list shows the coming ones and people can join early. */
export const ARENA_LOOKAHEAD_MS = 3 * 60 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Start times (epoch ms) of `slot` in [from, to), in order. */
export function slotStarts(slot: ArenaSlot, from: number, to: number): number[] {
  const period = slot.every === 'hourly' ? HOUR_MS : DAY_MS;
  const offset = (slot.every === 'hourly' ? 0 : slot.atHour * HOUR_MS) + slot.atMinute * 60_000;
  const first = Math.ceil((from - offset) / period) * period + offset;
  const starts: number[] = [];
  for (let at = first; at < to; at += period) starts.push(at);
  return starts;
}

/** Every arena of the schedule starting in [from, to), soonest first. */
export function scheduledArenas(from: number, to: number): { slot: ArenaSlot; startsAt: number }[] {
  return PRO_ARENA_SCHEDULE.flatMap((slot) =>
    slotStarts(slot, from, to).map((startsAt) => ({ slot, startsAt })),
  ).sort((a, b) => a.startsAt - b.startsAt || a.slot.key.localeCompare(b.slot.key));
}

/** "3+2": minutes and increment, as the lists show a time control. */
export function describeTimeControl(timeControl: number, increment: number): string {
  const minutes = timeControl / 60;
  const shown = Number.isInteger(minutes) ? String(minutes) : minutes.toFixed(1).replace(/\.0$/, '');
  return `${shown}+${increment}`;
}
