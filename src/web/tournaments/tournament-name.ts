import type { I18n, MessageId } from '@lingui/core';
import type { TournamentSummary } from '../../core/tournament/schemas';

/** The Pro arenas' names by their slot in the schedule (core/tournament/schedule.ts). */
const ARENA_NAMES: Record<string, MessageId> = {
  'hourly-bullet': 'tournaments.arena.hourlyBullet',
  'hourly-blitz': 'tournaments.arena.hourlyBlitz',
  'daily-rapid': 'tournaments.arena.dailyRapid',
};

/**
 * A tournament's name as the reader reads it: a Pro arena's in their language, from its slot; a private
 * tournament's as its creator wrote it (and a slot this version does not know, as the server stored it).
 */
export function tournamentName(i18n: I18n, t: Pick<TournamentSummary, 'name' | 'slot' | 'kind'>): string {
  const id = t.kind === 'pro_arena' && t.slot ? ARENA_NAMES[t.slot] : undefined;
  return id ? i18n._(id) : t.name;
}
